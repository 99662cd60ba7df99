import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

const folder = mkdtempSync(join(tmpdir(), 'odontia-clips-'));

/** A real H.264 clip of `seconds` at `fps` (ffmpeg's test pattern); returns its path. */
export function makeClip(seconds: number, fps = 10): string {
  const path = join(folder, `clip-${seconds}-${fps}.mp4`);
  const made = spawnSync(ffmpegInstaller.path, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc=size=160x120:rate=${fps}`, '-t', String(seconds), '-pix_fmt', 'yuv420p', path],
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  return path;
}

export const clipBytes = (seconds: number, fps = 10): Buffer => readFileSync(makeClip(seconds, fps));
