import {
  add,
  analyseRecording,
  distanceToLine,
  MovementType,
  resolveReference,
  scale,
  summariseCase,
  type FacialLandmarks,
  type RecordingValues,
  type Trajectory,
  type V3,
} from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { phantomParams } from '../params.js';
import { SeededRandom } from '../random.js';
import { facialLandmarks } from '../reference.js';
import { JawKinematics, motionTrajectory } from './motion.js';
import { noisyTrajectory } from './noise.js';
import { motionTruth, phantomJawReference } from './truth.js';

// The shared jaw analysis (shared/src/jaw) recovering the known values of the phantom's analytic motions.
const kin = new JawKinematics(
  phantomParams({ condylarInclinationDeg: 38, bennettAngleDeg: 12, immediateSideShiftMm: 0.7 }),
);
const reference = phantomJawReference(kin);
const T = MovementType;
/** Tracker-like noise: 0.03 mm and 0.03° per frame (σ), 10 % of frames lost. */
const NOISE = { translationMm: 0.03, rotationDeg: 0.03, dropFraction: 0.1 };

const recording = (type: number, noisy: boolean, seed = type + 1): Trajectory => {
  const clean = motionTrajectory(kin, type);
  return noisy ? noisyTrajectory(clean, new SeededRandom(seed), NOISE) : clean;
};

interface Tolerances {
  deg: number;
  mm: number;
  axisMm: number;
}
const errors: Record<string, number> = {};
const close = (label: string, actual: number | null, expected: number, tolerance: number) => {
  expect(actual, label).not.toBeNull();
  const error = Math.abs(actual! - expected);
  errors[label] = Math.max(errors[label] ?? 0, error);
  expect(error, `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
};

function check(noisy: boolean, tol: Tolerances) {
  const tag = noisy ? 'noisy' : 'clean';
  for (const plane of ['frankfort', 'occlusal'] as const) {
    for (const type of [T.forward, T.forwardmax]) {
      const v = analyseRecording(recording(type, noisy), reference, { plane });
      const truth = motionTruth(kin, type);
      for (const c of v.condylarInclination) {
        close(`${tag} SCI 3mm`, c.at3mmDeg, truth.condylarInclinationDeg!.at3mm[plane], tol.deg);
        close(`${tag} SCI 5mm`, c.at5mmDeg, truth.condylarInclinationDeg!.at5mm[plane], tol.deg);
      }
      close(`${tag} incisal guidance sagittal`, v.incisalGuidanceDeg, truth.incisalGuidanceDeg![plane], tol.deg);
    }
  }
  for (const type of [T.left, T.maxleft, T.right, T.maxright]) {
    const v = analyseRecording(recording(type, noisy), reference, { plane: 'frankfort' });
    const truth = motionTruth(kin, type);
    expect(v.nonWorkingSide).toBe(truth.nonWorkingSide);
    close(`${tag} Bennett`, v.bennettAngleDeg, truth.bennettAngleDeg!, tol.deg);
    close(`${tag} ISS`, v.immediateSideShiftMm, truth.immediateSideShiftMm!, tol.mm);
    close(`${tag} laterotrusion`, v.lateralIncisalMm, truth.lateralIncisalMm!, tol.mm);
    close(`${tag} incisal guidance lateral`, v.incisalGuidanceDeg, truth.incisalGuidanceDeg!.frankfort, tol.deg);
  }
  const open = analyseRecording(recording(T.maxopen, noisy), reference);
  close(`${tag} max opening`, open.maxOpeningMm, 45, tol.mm);
  close(`${tag} opening deviation`, open.openingDeviationMm, 0, tol.mm);
  const axis = open.hingeAxis!;
  close(`${tag} hinge axis at LC`, distanceToLine(axis.lc, axis.direction, reference.lc), 0, tol.axisMm);
  close(`${tag} hinge axis at RC`, distanceToLine(axis.lc, axis.direction, reference.rc), 0, tol.axisMm);
  const chew = analyseRecording(recording(T.chew, noisy), reference);
  expect(chew.chewCycles).toBe(10);
  close(`${tag} chew cycle ms`, chew.chewCycleMs, 800, 34);
  close(`${tag} retrusion`, analyseRecording(recording(T.backward, noisy), reference).retrusionMm, 1, tol.mm);
}

describe('jaw analysis against the analytic phantom motions', () => {
  it('recovers every value within 0.02° and 0.005 mm from clean (float32) trajectories', () => {
    check(false, { deg: 0.02, mm: 0.005, axisMm: 0.005 });
  });

  it('recovers SCI and Bennett within 0.5°, ISS and opening within 0.1 mm, the hinge axis within 1 mm under tracker noise', () => {
    check(true, { deg: 0.5, mm: 0.1, axisMm: 1 });
    console.log(
      'largest errors (deg or mm):',
      JSON.stringify(errors, (_, v) => (typeof v === 'number' ? +v.toFixed(4) : v)),
    );
  });

  it('summarises a case per side as an articulator is set', () => {
    const values: RecordingValues[] = Object.values(T).map((type) =>
      analyseRecording(recording(type, false), reference),
    );
    const s = summariseCase(values);
    expect(s.condylarInclinationLeft5mmDeg).toBeCloseTo(38, 1);
    expect(s.condylarInclinationRight5mmDeg).toBeCloseTo(38, 1);
    expect(s.bennettLeftDeg).toBeCloseTo(12, 1);
    expect(s.bennettRightDeg).toBeCloseTo(12, 1);
    expect(s.immediateSideShiftLeftMm).toBeCloseTo(0.7, 2);
    expect(s.maxOpeningMm).toBeCloseTo(45, 2);
    expect(s.incisalGuidanceSagittalDeg).toBeCloseTo(55, 1);
  });

  it('skips missing frames and answers nothing for a recording without a measured frame', () => {
    const t = recording(T.maxopen, false);
    t.quality.fill(0, 0, 300);
    const v = analyseRecording(t, reference);
    expect(v.validFrames).toBe(0);
    expect(v.maxOpeningMm).toBeNull();
    const partly = recording(T.maxopen, false);
    partly.matrices.fill(Number.NaN, 16 * 50, 16 * 100); // NaN poses with a quality still set
    expect(analyseRecording(partly, reference).validFrames).toBe(250);
  });
});

describe('jaw analysis against planes marked on the phantom’s CT', () => {
  // A face whose planes stand off the mean: Frankfort 14° to the occlusal plane (mean 10°), ala-tragus 4° (mean 0°)
  const params = phantomParams({ condylarInclinationDeg: 38, occlusalToFrankfortDeg: 14, occlusalToAlaTragusDeg: 4 });
  const steep = new JawKinematics(params);
  const truth = motionTruth(steep, T.forward);
  const protrusion = motionTrajectory(steep, T.forward);
  const laterotrusion = motionTrajectory(steep, T.left);
  const g = steep.geometry;
  const resolve = (landmarks: FacialLandmarks | null) =>
    resolveReference({ landmarks, ctCondyles: { lc: g.lc, rc: g.rc } });

  it('measures SCI and incisal guidance to the marked Frankfort horizontal and ala-tragus line within 0.02°', () => {
    const marked = resolve(facialLandmarks(params));
    expect(marked.reference.planeSources.frankfort.kind).toBe('marked');
    expect(marked.occlusalToFrankfortDeg).toBeCloseTo(14, 9);
    expect(marked.occlusalToAlaTragusDeg).toBeCloseTo(4, 9);
    expect(marked.dentalMidlineOffsetMm).toBeCloseTo(0, 9);
    for (const plane of ['frankfort', 'alaTragus', 'occlusal'] as const) {
      const v = analyseRecording(protrusion, marked.reference, { plane });
      for (const c of v.condylarInclination) {
        expect(Math.abs(c.at5mmDeg! - truth.condylarInclinationDeg!.at5mm[plane]), plane).toBeLessThan(0.02);
      }
      expect(Math.abs(v.incisalGuidanceDeg! - truth.incisalGuidanceDeg![plane]), plane).toBeLessThan(0.02);
      const lateral = analyseRecording(laterotrusion, marked.reference, { plane });
      expect(
        Math.abs(lateral.incisalGuidanceDeg! - motionTruth(steep, T.left).incisalGuidanceDeg![plane]),
      ).toBeLessThan(0.02);
    }
    // the mean offsets would have put this face's Frankfort SCI 4° low
    const unmarked = analyseRecording(protrusion, resolve(null).reference, { plane: 'frankfort' });
    expect(truth.condylarInclinationDeg!.at5mm.frankfort - unmarked.condylarInclination[0]!.at5mmDeg!).toBeCloseTo(
      4,
      1,
    );
  });

  it('keeps SCI within 1.5° when each landmark is marked up to 1 mm off (2 mm of tilt over the 78 mm porion–orbitale span)', () => {
    const random = new SeededRandom(11);
    const within1mm = (): V3 => {
      const d: V3 = [random.normal(0, 1), random.normal(0, 1), random.normal(0, 1)];
      return scale(d, random.next() / Math.hypot(...d));
    };
    let worst = 0;
    for (let trial = 0; trial < 50; trial++) {
      const landmarks = Object.fromEntries(
        Object.entries(facialLandmarks(params)).map(([name, p]) => [name, add(p, within1mm())]),
      ) as FacialLandmarks;
      const v = analyseRecording(protrusion, resolve(landmarks).reference, { plane: 'frankfort' });
      for (const c of v.condylarInclination) {
        worst = Math.max(worst, Math.abs(c.at5mmDeg! - truth.condylarInclinationDeg!.at5mm.frankfort));
      }
    }
    expect(worst).toBeLessThan(1.5);
    console.log(`SCI error with landmarks up to 1 mm off, worst of 50: ${worst.toFixed(2)}°`);
  });
});
