import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { AppError } from '../../core/app-error.js';

/**
 * The duration of the video stream in ms, from the timestamps of every packet in the file (ffmpeg lists
 * them with a stream copy: no decoding): last presentation end minus first start. Neither the client nor a
 * container header that overstates the length is trusted.
 */
export async function measureVideoMs(path: string): Promise<number> {
  const child = spawn(
    ffmpegInstaller.path,
    ['-hide_banner', '-nostdin', '-i', path, '-map', '0:v:0', '-c', 'copy', '-f', 'framemd5', '-'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let timeBase = 0;
  let first = Infinity;
  let end = -Infinity;
  let pending = '';
  const readLine = (line: string) => {
    const tb = /^#tb 0: (\d+)\/(\d+)/.exec(line);
    if (tb) timeBase = Number(tb[1]) / Number(tb[2]);
    if (line.startsWith('#')) return;
    // stream, dts, pts, duration, size, hash
    const [, , pts, duration] = line.split(',').map((v) => Number(v.trim()));
    if (!Number.isFinite(pts) || !Number.isFinite(duration)) return;
    first = Math.min(first, pts!);
    end = Math.max(end, pts! + duration!);
  };
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    const lines = (pending + chunk.toString('latin1')).split('\n');
    pending = lines.pop()!;
    lines.forEach(readLine);
  }
  readLine(pending);
  const code = await new Promise<number | null>((resolve, reject) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0 || !timeBase || !(end > first))
    throw new AppError('CaptureVideoUnreadable', {}, { reason: stderr.trim().split('\n').slice(-2).join(' ') });
  return (end - first) * timeBase * 1000;
}

/** Copies a stored video to a temporary file and measures it there (mp4 needs a seekable input). */
export async function measureStreamMs(body: Readable): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'odontia-face-'));
  try {
    const path = join(folder, 'video');
    await pipeline(body, createWriteStream(path));
    return await measureVideoMs(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
