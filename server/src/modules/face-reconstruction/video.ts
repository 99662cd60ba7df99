import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { AppError } from '../../core/app-error.js';
import type { RgbImage } from './image.js';

/** Frames taken from a face video per second, and at most. */
export const VIDEO_FRAMES_PER_SECOND = 2;
export const VIDEO_MAX_FRAMES = 200;

/**
 * Samples RGB frames from a video with the ffmpeg that installs from npm: `VIDEO_FRAMES_PER_SECOND`, at most
 * `VIDEO_MAX_FRAMES`, scaled so the longer side is at most `maxSide`. An unreadable file is `CaptureVideoUnreadable`.
 */
export async function* sampleVideoFrames(path: string, maxSide: number): AsyncGenerator<RgbImage> {
  const child = spawn(
    ffmpegInstaller.path,
    [
      '-hide_banner',
      '-nostdin',
      '-i',
      path,
      '-an',
      '-vf',
      `fps=${VIDEO_FRAMES_PER_SECOND},scale='if(gt(iw,ih),min(${maxSide},iw),-2)':'if(gt(iw,ih),-2,min(${maxSide},ih))'`,
      '-frames:v',
      String(VIDEO_MAX_FRAMES),
      '-f',
      'image2pipe',
      '-c:v',
      'ppm',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  let pending: Buffer = Buffer.alloc(0);
  let frames = 0;
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(pending.subarray(0, 40).toString('latin1'));
      if (!header) break;
      const width = Number(header[1]);
      const height = Number(header[2]);
      const start = header[0].length;
      if (pending.length < start + width * height * 3) break;
      const data = new Uint8Array(pending.subarray(start, start + width * height * 3));
      pending = pending.subarray(start + width * height * 3);
      frames++;
      yield { width, height, data };
    }
  }
  const code = await exited;
  if (code !== 0 || frames === 0) throw new AppError('CaptureVideoUnreadable', {}, { reason: stderr.slice(-500) });
}
