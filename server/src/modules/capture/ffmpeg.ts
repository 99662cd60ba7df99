import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { AppError } from '../../core/app-error.js';

/** A decoded frame: 8-bit grey, row-major. */
export interface GrayFrame {
  index: number;
  width: number;
  height: number;
  data: Uint8Array;
}

export interface VideoInfo {
  /** Nominal frame rate from the container (null when ffmpeg does not state one). */
  fps: number | null;
  /** Duration from the container, ms (null when unknown). */
  durationMs: number | null;
}

const unreadable = (details: string) => new AppError('CaptureVideoUnreadable', {}, { reason: details });

/** Reads fps and duration from ffmpeg's description of the input stream. */
export function parseVideoInfo(stderr: string): VideoInfo {
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const fps = /Video:.*?, (\d+(?:\.\d+)?) fps/.exec(stderr) ?? /Video:.*?, (\d+(?:\.\d+)?) tbr/.exec(stderr);
  return {
    fps: fps ? Number(fps[1]) : null,
    durationMs: duration ? (Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000 : null,
  };
}

/**
 * Decodes a video to grey frames with the ffmpeg that installs from npm (`@ffmpeg-installer/ffmpeg`), as a
 * stream of PGM images (each carries its own size). A decoding error, or a file that ends well before the
 * duration its container states (a truncated upload), is `CaptureVideoUnreadable`.
 */
export async function decodeGrayFrames(
  path: string,
  onFrame: (frame: GrayFrame, info: VideoInfo) => void | Promise<void>,
): Promise<{ frameCount: number; info: VideoInfo }> {
  const child = spawn(
    ffmpegInstaller.path,
    [
      '-hide_banner',
      '-nostdin',
      '-xerror',
      '-i',
      path,
      '-an',
      '-f',
      'image2pipe',
      '-c:v',
      'pgm',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  // each frame's pixels are copied once, chunk by chunk, into its own buffer (frames are megabytes)
  let header: Buffer = Buffer.alloc(0);
  let frame: GrayFrame | null = null;
  let filled = 0;
  let index = 0;
  let info: VideoInfo | undefined;
  try {
    for await (let chunk of child.stdout as AsyncIterable<Buffer>) {
      while (chunk.length) {
        if (!frame) {
          header = header.length ? Buffer.concat([header, chunk]) : chunk;
          const pgm = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(header.subarray(0, 40).toString('latin1'));
          if (!pgm) break;
          const [width, height] = [Number(pgm[1]), Number(pgm[2])];
          frame = { index, width, height, data: new Uint8Array(width * height) };
          filled = 0;
          chunk = header.subarray(pgm[0].length);
          header = Buffer.alloc(0);
        }
        const n = Math.min(chunk.length, frame.data.length - filled);
        frame.data.set(chunk.subarray(0, n), filled);
        filled += n;
        chunk = chunk.subarray(n);
        if (filled === frame.data.length) {
          info ??= parseVideoInfo(stderr);
          const done = frame;
          frame = null;
          index++;
          await onFrame(done, info);
        }
      }
    }
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  const code = await exited;
  info ??= parseVideoInfo(stderr);
  if (code !== 0 || index === 0) throw unreadable(stderr.trim().split('\n').slice(-3).join(' '));
  if (info.fps && info.durationMs && index < 0.9 * ((info.durationMs * info.fps) / 1000))
    throw unreadable(`${index} frames decoded of about ${Math.round((info.durationMs * info.fps) / 1000)}`);
  return { frameCount: index, info };
}
