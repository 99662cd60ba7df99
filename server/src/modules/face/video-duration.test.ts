import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeClip } from '../../test/video.js';
import { measureVideoMs } from './video-duration.js';

const folder = mkdtempSync(join(tmpdir(), 'face-video-'));

describe('video duration read from the file', () => {
  it('measures encoded clips to the frame', async () => {
    expect(await measureVideoMs(makeClip(12))).toBeCloseTo(12_000, 0);
    expect(await measureVideoMs(makeClip(9.5, 25))).toBeCloseTo(9_520, -1);
  });

  it('refuses a file that is not a video', async () => {
    const path = join(folder, 'fake.mp4');
    writeFileSync(path, 'Duration: 00:01:00.00 not a video');
    await expect(measureVideoMs(path)).rejects.toMatchObject({ key: 'CaptureVideoUnreadable' });
  });
});
