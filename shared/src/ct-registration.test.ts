import { describe, expect, it } from 'vitest';
import {
  ctFrames,
  ctPointToScan,
  isRigidTransform,
  poseOnCt,
  scanPointToCt,
  trajectoryOnCt,
} from './ct-registration.js';
import type { Trajectory } from './trajectory/format.js';
import { axisAngle4, IDENTITY4, transformPoint } from './trajectory/frame.js';

// The scanner's frame: turned 20 degrees about a tilted axis and moved, as a real scan sits against a CBCT.
const scanToCt = axisAngle4([0.3, 0.9, 0.1], 20, [0, 0, 0], [12, -30, 8]);

describe('CT registration frames', () => {
  it('accepts rigid transforms only', () => {
    expect(isRigidTransform(IDENTITY4)).toBe(true);
    expect(isRigidTransform(scanToCt)).toBe(true);
    const scaled = scanToCt.map((v, i) => (i < 12 && i % 4 !== 3 ? v * 1.01 : v));
    expect(isRigidTransform(scaled)).toBe(false);
    const mirrored = [...scanToCt];
    for (const i of [0, 1, 2]) mirrored[i] = -mirrored[i]!;
    expect(isRigidTransform(mirrored)).toBe(false);
    expect(isRigidTransform(scanToCt.slice(0, 15))).toBe(false);
    expect(isRigidTransform([...scanToCt.slice(0, 12), 6000, 0, 0, 1])).toBe(false);
    expect(isRigidTransform([...scanToCt.slice(0, 15), Number.NaN])).toBe(false);
  });

  it('maps points both ways and is one frame without a registration', () => {
    const frames = ctFrames(scanToCt);
    const lcOnCt: [number, number, number] = [50.2, 34.4, -85.5];
    const lcOnScan = ctPointToScan(frames, lcOnCt);
    expect(transformPoint(scanToCt, lcOnScan).map((v, a) => v - lcOnCt[a]!)).toEqual([
      expect.closeTo(0, 9),
      expect.closeTo(0, 9),
      expect.closeTo(0, 9),
    ]);
    expect(scanPointToCt(frames, lcOnScan)[2]).toBeCloseTo(lcOnCt[2], 9);
    expect(ctPointToScan(ctFrames(null), lcOnCt)).toEqual(lcOnCt);
  });

  it('carries a mandible pose into the CT frame: the CT condyle moves where the scan-frame condyle goes', () => {
    const frames = ctFrames(scanToCt);
    // A 10 degree opening about the scan frame's hinge axis through both condyles.
    const pose = axisAngle4([1, 0, 0], -10, [0, 34, -85]);
    const condyleOnScan: [number, number, number] = [50, 34, -80];
    const movedOnScan = transformPoint(pose, condyleOnScan);
    const movedOnCt = transformPoint(poseOnCt(frames, pose), scanPointToCt(frames, condyleOnScan));
    const expected = scanPointToCt(frames, movedOnScan);
    for (let a = 0; a < 3; a++) expect(movedOnCt[a]).toBeCloseTo(expected[a]!, 9);
    expect(poseOnCt(ctFrames(null), pose)).toEqual(pose);
  });

  it('carries a whole recording into the CT frame, keeping missing frames missing', () => {
    const frames = ctFrames(scanToCt);
    const poses = [IDENTITY4, axisAngle4([1, 0, 0], -5, [0, 34, -85]), IDENTITY4];
    const recording = {
      header: {},
      times: Float32Array.from([0, 33, 67]),
      matrices: Float32Array.from(poses.flatMap((p, i) => (i === 2 ? Array(16).fill(Number.NaN) : [...p]))),
      quality: Float32Array.from([1, 1, 0]),
    } as unknown as Trajectory;
    const onCt = trajectoryOnCt(frames, recording);
    const expected = poseOnCt(frames, poses[1]!);
    Array.from(onCt.matrices.subarray(16, 32)).forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 4));
    expect(Array.from(onCt.matrices.subarray(0, 16)).map((v) => Math.round(v * 1e5) / 1e5 + 0)).toEqual([...IDENTITY4]);
    expect(Number.isNaN(onCt.matrices[40])).toBe(true);
    expect(trajectoryOnCt(ctFrames(null), recording)).toBe(recording);
  });
});
