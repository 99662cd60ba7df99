import { describe, expect, it } from 'vitest';
import { trajectoryFromCsv, trajectoryToCsv } from './csv.js';
import { frameMatrix, trajectoryFromFrames, TrajectoryFormatError } from './format.js';

const header = {
  kind: 'movement' as const,
  movementType: 4,
  registrationResidualMm: null,
  source: 'import' as const,
  fps: null,
  warnings: [],
};
const c = Math.cos(0.2);
const s = Math.sin(0.2);
const pose = [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 1.5, -2, 3, 1];

describe('trajectory CSV', () => {
  it('round-trips poses, times and missing frames', () => {
    const t = trajectoryFromFrames(header, [
      { timeMs: 0, matrix: pose, quality: 1 },
      { timeMs: 16.5, matrix: null, quality: 0 },
      { timeMs: 33, matrix: pose, quality: 0.5 },
    ]);
    const csv = trajectoryToCsv(t);
    expect(csv.split('\n')[2]).toBe('16.5,0,,,,,,,,,,,,');
    const back = trajectoryFromCsv(`# exported by a tracker\n${csv}`, header);
    expect(back.header.frameCount).toBe(3);
    expect(frameMatrix(back, 1)).toBeNull();
    frameMatrix(back, 2)!.forEach((v, k) => expect(v).toBeCloseTo(pose[k]!, 6));
    expect(back.quality[2]).toBeCloseTo(0.5, 6);
  });

  it('names the line of a malformed frame', () => {
    const head = 'time_ms,quality,r11,r12,r13,r21,r22,r23,r31,r32,r33,tx,ty,tz\n';
    expect(() => trajectoryFromCsv(`${head}0,1,2,0,0,0,1,0,0,0,1,0,0,0\n`, header)).toThrow(/line 2: not a rotation/);
    expect(() => trajectoryFromCsv(`${head}0,1,1,0\n`, header)).toThrow(/line 2: expected 14 fields/);
    expect(() => trajectoryFromCsv('t,x,y\n', header)).toThrow(TrajectoryFormatError);
    expect(() => trajectoryFromCsv(head, header)).toThrow(/no frames/);
  });
});
