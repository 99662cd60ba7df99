import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { phantomFacePhotos } from '@odontia/phantom';
import { describe, expect, it } from 'vitest';
import { faceAccuracy } from './accuracy.js';
import { decodePhoto } from './image.js';
import { NotEnoughFaces, PREVIEW_SIDE, WORKING_SIDE, reconstructFace } from './reconstruct.js';
import { sampleVideoFrames } from './video.js';

// Ten 480x640 photos of the phantom face from known poses (a CI-sized version of the bench's 40).
describe('face reconstruction on the phantom', () => {
  it(
    "meets the issue's targets on the phantom's 40 photos (seed 1, as the bench): RMS <= 1.5 mm, scale within 2 %, IPD within 1 mm",
    { timeout: 300_000 },
    async () => {
      const set = phantomFacePhotos({ seed: 1, count: 40 });
      const result = await reconstructFace(
        set.photos.map((p) => decodePhoto(p.jpeg)),
        'neutral',
      );
      const accuracy = faceAccuracy(result.landmarks, set.truth);
      console.log('phantom face, 40 photos:', JSON.stringify(accuracy));
      expect(result.landmarks.views).toBe(40);
      expect(accuracy.rmsMm).toBeLessThanOrEqual(1.5);
      expect(Math.abs(accuracy.scaleErrorPct)).toBeLessThanOrEqual(2);
      expect(Math.abs(accuracy.ipdErrorMm)).toBeLessThanOrEqual(1);
    },
  );

  it(
    'measures the face: landmark error per region, scale and interpupillary distance',
    { timeout: 300_000 },
    async () => {
      const set = phantomFacePhotos({ seed: 3, count: 10 });
      const result = await reconstructFace(
        set.photos.map((p) => decodePhoto(p.jpeg)),
        'neutral',
      );
      const accuracy = faceAccuracy(result.landmarks, set.truth);
      console.log('phantom face, 10 photos:', JSON.stringify(accuracy));
      expect(result.landmarks.views).toBe(10);
      expect(result.landmarks.scale.method).toBe('iris');
      expect(result.landmarks.landmarks).toHaveLength(468);
      // scale and IPD against the targets; the landmark RMS at what this landmark model reaches on
      // 10 views (target 1.5 mm, missed: the bench reports it on 40 and 200)
      expect(accuracy.rmsMm).toBeLessThan(3);
      for (const region of Object.values(accuracy.regionsRmsMm)) expect(region).toBeLessThan(4.5);
      expect(Math.abs(accuracy.scaleErrorPct)).toBeLessThan(2);
      expect(Math.abs(accuracy.ipdErrorMm)).toBeLessThan(1);
      // the frame: pupils on the x axis, symmetric about the origin, patient's left at +x
      expect(result.landmarks.iris.left[0]).toBeGreaterThan(25);
      expect(result.landmarks.iris.right[0]).toBeCloseTo(-result.landmarks.iris.left[0], 6);
      // the nose tip is in front of the eyes, the chin below them
      expect(result.landmarks.landmarks[4]![2]).toBeGreaterThan(10);
      expect(result.landmarks.landmarks[152]![1]).toBeLessThan(-60);
      // a binary glTF with a texture
      expect(new TextDecoder().decode(result.glb.subarray(0, 4))).toBe('glTF');
      expect(new TextDecoder().decode(result.glb)).toContain('image/jpeg');
    },
  );

  it(
    'measures the face in the millimetres of the scale card when the photos show it',
    { timeout: 300_000 },
    async () => {
      const set = phantomFacePhotos({ seed: 3, count: 10, scaleCard: true });
      const result = await reconstructFace(
        set.photos.map((p) => decodePhoto(p.jpeg)),
        'neutral',
      );
      const accuracy = faceAccuracy(result.landmarks, set.truth);
      console.log('phantom face with the scale card, 10 photos:', JSON.stringify(accuracy));
      expect(result.landmarks.scale).toEqual({ method: 'card', mmPerUnit: 1 });
      // the iris is now measured, not assumed (the phantom's is 11.7 mm)
      expect(Math.abs(result.landmarks.iris.diameterMm - 11.7)).toBeLessThan(1.2);
      expect(result.landmarks.iris.diameterMm).not.toBe(11.7);
      expect(accuracy.rmsMm).toBeLessThan(3);
      expect(Math.abs(accuracy.scaleErrorPct)).toBeLessThan(2.5);
      expect(Math.abs(accuracy.ipdErrorMm)).toBeLessThan(1);
    },
  );

  it(
    'reconstructs the face from a video: frames sampled from the file, the front one kept',
    { timeout: 300_000 },
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'face-video-'));
      try {
        // 22 phantom photos sweeping the yaw, as an 11 s video at 2 frames per second
        const set = phantomFacePhotos({ seed: 3, count: 22 });
        set.photos.forEach((p, i) => writeFileSync(join(folder, `frame${String(i).padStart(2, '0')}.jpg`), p.jpeg));
        const path = join(folder, 'face.mp4');
        execFileSync(ffmpegInstaller.path, [
          '-loglevel',
          'error',
          '-framerate',
          '2',
          '-i',
          join(folder, 'frame%02d.jpg'),
          '-c:v',
          'libx264',
          '-crf',
          '18',
          '-pix_fmt',
          'yuv420p',
          path,
        ]);
        const result = await reconstructFace(sampleVideoFrames(path, PREVIEW_SIDE), 'neutral');
        const accuracy = faceAccuracy(result.landmarks, set.truth);
        console.log('phantom face, 11 s video:', JSON.stringify(accuracy));
        expect(result.landmarks.views).toBe(22);
        expect(accuracy.rmsMm).toBeLessThan(3);
        expect(Math.abs(accuracy.scaleErrorPct)).toBeLessThan(2);
        expect(Math.abs(accuracy.ipdErrorMm)).toBeLessThan(1);
        // the front frame is one of the two nearest the middle of the sweep, at the video's own size
        expect([10, 11]).toContain(result.landmarks.front!.picture);
        expect(result.landmarks.front!.width).toBe(480);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

  it('fails with NotEnoughFaces on a video without a face', { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'face-video-'));
    try {
      const path = join(folder, 'wall.mp4');
      execFileSync(ffmpegInstaller.path, [
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'color=c=0x8899aa:s=320x480:d=11',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        path,
      ]);
      const error = await reconstructFace(sampleVideoFrames(path, WORKING_SIDE), 'neutral').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotEnoughFaces);
      expect((error as NotEnoughFaces).found).toBe(0);
      expect((error as NotEnoughFaces).total).toBe(22);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
