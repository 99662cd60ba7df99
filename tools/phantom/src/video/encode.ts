import { spawn } from 'node:child_process';
import { once } from 'node:events';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/** The ffmpeg binary that installs with the npm package (nothing is fetched at run time). */
export const FFMPEG_PATH: string = ffmpegInstaller.path;

export interface EncodeOptions {
  width: number;
  height: number;
  fps: number;
  /** x264 constant rate factor: 18 is visually lossless, 23 is ffmpeg's default, phones film around 20-26. */
  crf?: number;
}

/** Encodes 8-bit grey frames to H.264 (yuv420p, mp4) with the bundled ffmpeg. */
export async function encodeGrayH264(
  frames: Iterable<Uint8Array>,
  outPath: string,
  { width, height, fps, crf = 20 }: EncodeOptions,
): Promise<void> {
  const child = spawn(
    FFMPEG_PATH,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      '-s',
      `${width}x${height}`,
      '-r',
      String(fps),
      '-i',
      'pipe:0',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      outPath,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const closed = once(child, 'close');
  for (const frame of frames) {
    if (frame.length !== width * height) throw new Error('frame size does not match the video size');
    if (!child.stdin.write(frame)) await once(child.stdin, 'drain');
  }
  child.stdin.end();
  const [code] = (await closed) as [number | null];
  if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${stderr.trim()}`);
}
