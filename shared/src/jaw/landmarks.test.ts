import { describe, expect, it } from 'vitest';
import { transformPoint } from '../trajectory/frame.js';
import { resolveReference } from './geometry.js';
import {
  alaTragusFromLandmarks,
  alignToMidline,
  frankfortFromLandmarks,
  midlineFromLandmarks,
  midlineOffset,
  planeAngleDeg,
  type FacialLandmarks,
} from './landmarks.js';
import { OCCLUSAL_PLANE, tiltedPlane } from './reference.js';
import { add, dot, rotationAbout, scale, toDeg, toRad, type V3 } from './rigid.js';

// A head turned 4° to its left about the vertical and rolled 2°, relative to the upper-scan frame.
const turn = rotationAbout([0, 0, 0], [0, 1, 0], toRad(4));
const roll = rotationAbout([0, 0, 0], [0, 0, 1], toRad(2));
const head = (p: V3): V3 => transformPoint(turn, transformPoint(roll, p));

/** Points of a plane rising `deg` anteriorly, `height` mm above IP, in the head's frame (x left, z anterior). */
const onPlane = (deg: number, height: number) => {
  const plane = tiltedPlane(OCCLUSAL_PLANE, deg);
  const x: V3 = [1, 0, 0];
  return (lateral: number, anterior: number): V3 =>
    head(add(add(scale(plane.normal, height), scale(x, lateral)), scale(plane.anterior, anterior)));
};
const fh = onPlane(14, 40);
const camper = onPlane(3, 18);
const landmarks: FacialLandmarks = {
  porionL: fh(58, -95),
  porionR: fh(-58, -95),
  orbitaleL: fh(33, -18),
  orbitaleR: fh(-33, -18),
  tragusL: camper(70, -92),
  tragusR: camper(-70, -92),
  alaL: camper(17, -5),
  alaR: camper(-17, -5),
  nasion: head([0, 62, 8]),
  ans: head([0, 20, 4]),
};
const headLeft = head([1, 0, 0]);
const headForward = head([0, 0, 1]);

describe('reference planes from CT landmarks', () => {
  it('takes the Frankfort horizontal through the porions and orbitales, normal up, anterior towards the orbits', () => {
    const plane = frankfortFromLandmarks(landmarks)!;
    const truth = tiltedPlane(OCCLUSAL_PLANE, 14);
    expect(dot(plane.normal, head(truth.normal))).toBeCloseTo(1, 12);
    expect(dot(plane.anterior, head(truth.anterior))).toBeCloseTo(1, 12);
    // one orbitale is enough; a missing porion or a degenerate set is not
    const leftOnly = frankfortFromLandmarks({ ...landmarks, orbitaleR: undefined })!;
    expect(dot(leftOnly.normal, head(truth.normal))).toBeCloseTo(1, 12);
    expect(frankfortFromLandmarks({ ...landmarks, porionR: undefined })).toBeNull();
    expect(frankfortFromLandmarks({ porionL: [50, 0, 0], porionR: [-50, 0, 0], orbitaleL: [20, 0, 0] })).toBeNull();
  });

  it('takes the ala-tragus line through the tragi and alae', () => {
    const plane = alaTragusFromLandmarks(landmarks)!;
    expect(dot(plane.normal, head(tiltedPlane(OCCLUSAL_PLANE, 3).normal))).toBeCloseTo(1, 12);
    expect(planeAngleDeg(plane, frankfortFromLandmarks(landmarks)!)).toBeCloseTo(11, 9);
  });

  it('takes the facial midline through nasion and ANS, normal along the porions’ axis', () => {
    const midline = midlineFromLandmarks(landmarks, [1, 0, 0])!;
    expect(dot(midline.normal, headLeft)).toBeCloseTo(1, 12);
    expect(midlineOffset(midline, head([3, -10, 40]))).toBeCloseTo(3, 9);
    expect(midlineFromLandmarks({ ...landmarks, ans: undefined }, [1, 0, 0])).toBeNull();
    // without the porions and tragi, the fallback lateral axis fixes the turn
    const bare = midlineFromLandmarks({ nasion: landmarks.nasion, ans: landmarks.ans }, headLeft)!;
    expect(dot(bare.normal, headLeft)).toBeCloseTo(1, 12);
    // a plane's anterior direction turned into the midline
    const turned = alignToMidline(OCCLUSAL_PLANE, midline);
    expect(turned.normal).toEqual(OCCLUSAL_PLANE.normal);
    expect(dot(turned.anterior, midline.normal)).toBeCloseTo(0, 12);
    expect(turned.anterior[2]).toBeGreaterThan(0.99);
  });

  it('resolves the planes from landmarks, names their sources, and falls back to stated offsets without them', () => {
    const marked = resolveReference({ landmarks });
    expect(marked.reference.planeSources).toEqual({ frankfort: { kind: 'marked' }, alaTragus: { kind: 'marked' } });
    expect(dot(marked.reference.planes.frankfort.anterior, headForward)).toBeGreaterThan(0.97);
    expect(dot(marked.reference.planes.frankfort.anterior, headLeft)).toBeCloseTo(0, 12);
    // IP, the upper-scan origin, lies in the head's midline
    expect(marked.dentalMidlineOffsetMm).toBeCloseTo(0, 9);
    // the scans' occlusal plane is y = 0 (no marks); the head is rolled 2° against it
    expect(marked.occlusalToFrankfortDeg).toBeCloseTo(toDeg(Math.acos(Math.cos(toRad(2)) * Math.cos(toRad(14)))), 9);
    expect(dot(marked.reference.planes.occlusal.anterior, headLeft)).toBeCloseTo(0, 12);

    const fallback = resolveReference({});
    expect(fallback.reference.planeSources).toEqual({
      frankfort: { kind: 'occlusal-offset', offsetDeg: 10 },
      alaTragus: { kind: 'occlusal-offset', offsetDeg: 0 },
    });
    expect(fallback.reference.midline).toBeNull();
    expect(fallback.dentalMidlineOffsetMm).toBeNull();
    expect(fallback.occlusalToFrankfortDeg).toBeCloseTo(10, 9);
    expect(fallback.occlusalToAlaTragusDeg).toBeCloseTo(0, 9);
  });

  it('measures the dental midline’s offset from the facial midline', () => {
    const shifted = Object.fromEntries(
      Object.entries(landmarks).map(([name, p]) => [name, add(p, scale(headLeft, -1.8))]),
    ) as FacialLandmarks;
    // the face 1.8 mm to the patient's right of IP: the teeth sit 1.8 mm to the left of the face's midline
    expect(resolveReference({ landmarks: shifted }).dentalMidlineOffsetMm).toBeCloseTo(1.8, 9);
  });
});
