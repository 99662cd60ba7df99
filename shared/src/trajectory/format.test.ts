import { describe, expect, it } from 'vitest';
import {
  decodeTrajectory,
  encodeTrajectory,
  frameMatrix,
  trajectoryFromFrames,
  TrajectoryFormatError,
} from './format.js';
import { IDENTITY4, invertRigid, multiply4, transformPoint } from './frame.js';

const rotationZ = (deg: number, t: [number, number, number]) => {
  const a = (deg * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a), 0, 0, -Math.sin(a), Math.cos(a), 0, 0, 0, 0, 1, 0, t[0], t[1], t[2], 1];
};

describe('jaw trajectory file', () => {
  const trajectory = trajectoryFromFrames(
    {
      kind: 'movement',
      movementType: 7,
      registrationResidualMm: 0.12,
      source: 'synthetic',
      fps: 30,
      warnings: ['default intrinsics'],
    },
    [
      { timeMs: 0, matrix: [...IDENTITY4], quality: 1 },
      { timeMs: 33.3333, matrix: null, quality: 0.9 },
      { timeMs: 66.6667, matrix: rotationZ(10, [1.5, -2, 3]), quality: 0.75 },
    ],
  );

  it('round-trips header, times, matrices and quality; a missing frame stays missing', () => {
    const bytes = encodeTrajectory(trajectory);
    expect(bytes.length % 4).toBe(0);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('OJTR');
    const back = decodeTrajectory(bytes);
    expect(back.header).toMatchObject({ movementType: 7, frameCount: 3, matrixLayout: 'column-major', fps: 30 });
    expect(back.times[1]).toBeCloseTo(33.3333, 3);
    expect(frameMatrix(back, 0)).toEqual([...IDENTITY4]);
    expect(frameMatrix(back, 1)).toBeNull();
    expect(back.quality[1]).toBe(0);
    const m = frameMatrix(back, 2)!;
    rotationZ(10, [1.5, -2, 3]).forEach((v, k) => expect(m[k]).toBeCloseTo(v, 6));
    expect(back.quality[2]).toBeCloseTo(0.75, 6);
  });

  it('refuses foreign, truncated and inconsistent files', () => {
    const bytes = encodeTrajectory(trajectory);
    expect(() => decodeTrajectory(new TextEncoder().encode('solid stl'))).toThrow(TrajectoryFormatError);
    expect(() => decodeTrajectory(bytes.subarray(0, bytes.length - 4))).toThrow(TrajectoryFormatError);
    const badHeader = bytes.slice();
    badHeader[9] = 0x7b; // breaks the JSON
    badHeader[8] = 0x5d;
    expect(() => decodeTrajectory(badHeader)).toThrow(TrajectoryFormatError);
  });
});

describe('patient frame matrices', () => {
  it('multiply, invert and transform points consistently (column-major)', () => {
    const m = rotationZ(90, [10, 0, 0]);
    expect(transformPoint(m, [1, 0, 0]).map((v) => Number(v.toFixed(9)))).toEqual([10, 1, 0]);
    const back = multiply4(invertRigid(m), m);
    back.forEach((v, k) => expect(v).toBeCloseTo(IDENTITY4[k]!, 12));
  });
});
