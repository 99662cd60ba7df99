import { MovementType } from '../constants.js';
import { frameMatrix, type Trajectory } from '../trajectory/format.js';
import { transformPoint, type Vec3 } from '../trajectory/frame.js';
import { lateralOf, type JawReference, type PlaneBasis, type ReferencePlaneName } from './reference.js';
import { add, closestOnLine, dot, helicalAxis, norm, scale, sub, toDeg, type V3 } from './rigid.js';

/**
 * Jaw-analysis math: every clinical value of the Trajectory pages, computed from a recording's poses
 * (mandible in the upper-scan frame, identity = maximal intercuspation). Frames with quality 0 or a
 * non-finite matrix are skipped, never interpolated into values.
 */

/** The path of a mandibular point: its displacement from maximal intercuspation per frame (NaN when missing). */
export interface PointPath {
  times: Float64Array;
  /** n x 3 displacements, mm. */
  displacement: Float64Array;
  valid: Uint8Array;
}

export function pointPath(trajectory: Trajectory, point: Vec3): PointPath {
  const n = trajectory.header.frameCount;
  const times = new Float64Array(n);
  const displacement = new Float64Array(n * 3).fill(Number.NaN);
  const valid = new Uint8Array(n);
  const m = trajectory.matrices;
  const [x, y, z] = point;
  for (let i = 0; i < n; i++) {
    times[i] = trajectory.times[i]!;
    if (!(trajectory.quality[i]! > 0)) continue;
    // the frame's column-major pose applied in place (no per-frame allocation: 60 s at 100 fps)
    const o = i * 16;
    const dx = m[o]! * x + m[o + 4]! * y + m[o + 8]! * z + m[o + 12]! - x;
    const dy = m[o + 1]! * x + m[o + 5]! * y + m[o + 9]! * z + m[o + 13]! - y;
    const dz = m[o + 2]! * x + m[o + 6]! * y + m[o + 10]! * z + m[o + 14]! - z;
    // a NaN anywhere in the pose makes the frame missing, as frameMatrix does
    if (!Number.isFinite(dx + dy + dz + m[o + 3]! + m[o + 7]! + m[o + 11]! + m[o + 15]!)) continue;
    displacement[i * 3] = dx;
    displacement[i * 3 + 1] = dy;
    displacement[i * 3 + 2] = dz;
    valid[i] = 1;
  }
  return { times, displacement, valid };
}

const at = (path: PointPath, i: number): V3 => [
  path.displacement[i * 3]!,
  path.displacement[i * 3 + 1]!,
  path.displacement[i * 3 + 2]!,
];

/** Components of a displacement in a plane basis: anterior, lateral (patient's left), superior. */
export function inPlane(d: Vec3, plane: PlaneBasis): { anterior: number; lateral: number; superior: number } {
  return { anterior: dot(d, plane.anterior), lateral: dot(d, lateralOf(plane)), superior: dot(d, plane.normal) };
}

/**
 * The displacement of a path at `travel` mm from MI: each coordinate regressed linearly on the distance
 * from MI over the valid frames within `window` mm of that travel (every crossing of every excursion),
 * evaluated at `travel`. Unbiased by uneven frame spacing along the path; averages tracker noise.
 */
export function displacementAtTravel(path: PointPath, travel: number, window = 0.5): V3 | null {
  const rs: number[] = [];
  const ds: V3[] = [];
  for (let i = 0; i < path.valid.length; i++) {
    if (!path.valid[i]) continue;
    const d = at(path, i);
    const r = norm(d);
    if (Math.abs(r - travel) <= window) {
      rs.push(r - travel);
      ds.push(d);
    }
  }
  if (rs.length === 0) return null;
  const fits = [0, 1, 2].map((k) =>
    fitLine(
      rs,
      ds.map((d) => d[k]!),
    ),
  );
  if (fits.some((f) => f === null)) {
    return scale(
      ds.reduce((s, d) => add(s, d), [0, 0, 0] as V3),
      1 / ds.length,
    );
  }
  return [fits[0]!.a, fits[1]!.a, fits[2]!.a];
}

/** Angle below the plane of a displacement in the sagittal projection, degrees (positive = downwards forwards). */
export function sagittalAngle(d: Vec3, plane: PlaneBasis): number {
  const c = inPlane(d, plane);
  return toDeg(Math.atan2(-c.superior, c.anterior));
}

/** Centred moving average over valid frames of a per-frame value (noise suppression for extents). */
function smoothedMax(path: PointPath, value: (d: V3) => number, half = 2): number | null {
  const idx: number[] = [];
  for (let i = 0; i < path.valid.length; i++) if (path.valid[i]) idx.push(i);
  if (idx.length === 0) return null;
  const values = idx.map((i) => value(at(path, i)));
  let best = -Infinity;
  for (let k = 0; k < values.length; k++) {
    const lo = Math.max(0, k - half);
    const hi = Math.min(values.length - 1, k + half);
    let s = 0;
    for (let j = lo; j <= hi; j++) s += values[j]!;
    best = Math.max(best, s / (hi - lo + 1));
  }
  return best;
}

/** Least-squares line y = a + b x. */
function fitLine(xs: number[], ys: number[]): { a: number; b: number } | null {
  const n = xs.length;
  if (n < 3) return null;
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const my = ys.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  if (sxx === 0) return null;
  const b = sxy / sxx;
  return { a: my - b * mx, b };
}

export type Side = 'left' | 'right';

export interface CondylarInclination {
  side: Side;
  at3mmDeg: number | null;
  at5mmDeg: number | null;
}

export interface HingeAxisEstimate {
  /** The reference condyle points projected onto the kinematic axis (the axis's condyle points), mm. */
  lc: V3;
  rc: V3;
  direction: V3;
  /** Frames of the initial opening used. */
  frames: number;
}

/** The clinical values of one recording; null where the recording does not show a value. */
export interface RecordingValues {
  movementType: number | null;
  frameCount: number;
  validFrames: number;
  /** Largest distance of IP from MI (incisal travel of the excursion), mm. */
  incisalTravelMm: number | null;
  /** Largest opening at IP (maxopen, chewing), mm. */
  maxOpeningMm: number | null;
  /** Largest lateral displacement of IP towards the moving side (laterotrusion), mm. */
  lateralIncisalMm: number | null;
  /** Largest anterior displacement of IP (protrusion), mm. */
  protrusionMm: number | null;
  condylarInclination: CondylarInclination[];
  nonWorkingSide: Side | null;
  bennettAngleDeg: number | null;
  immediateSideShiftMm: number | null;
  /** Sagittal (protrusion) or lateral (laterotrusion, frontal projection) incisal guidance at 3 mm, degrees. */
  incisalGuidanceDeg: number | null;
  /** Largest sideways departure of IP from the midline during opening, mm. */
  openingDeviationMm: number | null;
  hingeAxis: HingeAxisEstimate | null;
  chewCycles: number | null;
  chewCycleMs: number | null;
  /** Largest posterior displacement of the condyles (backward), mm. */
  retrusionMm: number | null;
}

export interface AnalysisOptions {
  plane: ReferencePlaneName;
  /** Band of incisal opening (mm) whose frames define the initial rotation's axis. */
  hingeWindowMm: [number, number];
  /** Chewing cycle detection: open above, closed below (mm at IP). */
  chewOpenMm: number;
  chewClosedMm: number;
}

export const DEFAULT_ANALYSIS_OPTIONS: AnalysisOptions = {
  plane: 'frankfort',
  hingeWindowMm: [5, 12],
  chewOpenMm: 3,
  chewClosedMm: 1,
};

/** How each value is computed (shown beside it on the pages). */
export const METHODS = {
  condylarInclination:
    'Angle below the reference plane, in sagittal projection, of the condyle point’s displacement at 3 and 5 mm of travel from MI (coordinates regressed on travel over the frames within ±0.5 mm of it, all excursions).',
  bennettAngle:
    'Non-working condyle in horizontal projection on the reference plane: least-squares line of medial against anterior displacement over anterior travel ≥ 1 mm; Bennett angle = angle of that line to the sagittal plane.',
  immediateSideShift: 'Medial offset of the same line at zero anterior travel (the side shift before forward travel).',
  maxOpening: 'Largest distance of IP from MI (5-frame centred mean of valid frames).',
  incisalGuidance:
    'Angle below the reference plane of IP’s displacement at 3 mm of incisal travel: sagittal projection for protrusion, frontal projection for laterotrusion.',
  hingeAxis:
    'Finite helical axes (Spoor and Veldpaus) of the poses with IP opened 5-12 mm; the condyle points are the reference condyles projected onto each axis, averaged.',
  openingDeviation:
    'Largest lateral displacement of IP from its position at MI during opening, across the facial midline plane when nasion and ANS are marked, else across the sagittal section of the reference plane.',
  occlusalPlane:
    'Plane through IP and the mesiobuccal cusp tips of 36 and 46 marked on the lower scan; without marks, the y = 0 plane of the upper-scan frame.',
  frankfort:
    'Occlusal plane tilted 10° (mean occlusal-to-Frankfort angle) rising anteriorly, as no porion and orbitale are marked on the CT.',
  frankfortMarked:
    'Frankfort horizontal through both porions and the mean of the orbitales marked on the CT (mapped into the scans’ frame by the CT registration).',
  alaTragus:
    'Ala-tragus line (Camper’s plane) taken as parallel to the occlusal plane, as no tragi and alae are marked on the CT.',
  alaTragusMarked: 'Ala-tragus line (Camper’s plane) through both tragi and the mean of the alae marked on the CT.',
  midline:
    'Facial midline plane through nasion and ANS marked on the CT, turned about their line so that its normal is the porions’ (else the tragi’s) lateral axis; the sagittal projections lie in it.',
  dentalMidlineOffset: 'Distance of IP at MI from the facial midline plane (positive towards the patient’s left).',
  bonwill:
    'Bonwill triangle: distances IP–LC, IP–RC and LC–RC; Balkwill angle: between the triangle’s plane and the occlusal plane.',
  stablePosition:
    'Each stable-position collection: mean displacement from MI of IP, LC and RC over its valid frames; confirmed position = mean of the collections, spread = largest distance of a collection from it.',
  pathSpeed:
    'Speed: distance between the neighbouring valid frames divided by their time difference (central difference).',
  chewing:
    'Cycles counted as IP opening above 3 mm after closing below 1 mm; cycle time = mean interval between openings.',
} as const;

const isLeftward = (t: number) => t === MovementType.left || t === MovementType.maxleft;
const isLaterotrusion = (t: number) => t >= MovementType.left && t <= MovementType.maxright;
const isProtrusion = (t: number) => t === MovementType.forward || t === MovementType.forwardmax;

/** Analyses one recording against the reference geometry. */
export function analyseRecording(
  trajectory: Trajectory,
  reference: JawReference,
  options: Partial<AnalysisOptions> = {},
): RecordingValues {
  const o = { ...DEFAULT_ANALYSIS_OPTIONS, ...options };
  const plane = reference.planes[o.plane];
  const type = trajectory.header.movementType;
  const ip = pointPath(trajectory, reference.ip);
  const validFrames = ip.valid.reduce((s, v) => s + v, 0);
  const values: RecordingValues = {
    movementType: type,
    frameCount: trajectory.header.frameCount,
    validFrames,
    incisalTravelMm: smoothedMax(ip, norm),
    maxOpeningMm: null,
    lateralIncisalMm: null,
    protrusionMm: null,
    condylarInclination: [],
    nonWorkingSide: null,
    bennettAngleDeg: null,
    immediateSideShiftMm: null,
    incisalGuidanceDeg: null,
    openingDeviationMm: null,
    hingeAxis: null,
    chewCycles: null,
    chewCycleMs: null,
    retrusionMm: null,
  };
  if (type === null || validFrames === 0) return values;
  const lc = pointPath(trajectory, reference.lc);
  const rc = pointPath(trajectory, reference.rc);

  if (isProtrusion(type)) {
    values.protrusionMm = smoothedMax(ip, (d) => inPlane(d, plane).anterior);
    values.condylarInclination = (
      [
        ['left', lc],
        ['right', rc],
      ] as const
    ).map(([side, path]) => {
      const angle = (travel: number) => {
        const d = displacementAtTravel(path, travel);
        return d ? sagittalAngle(d, plane) : null;
      };
      return { side, at3mmDeg: angle(3), at5mmDeg: angle(5) };
    });
    const d = displacementAtTravel(ip, 3);
    values.incisalGuidanceDeg = d ? sagittalAngle(d, plane) : null;
  }

  if (isLaterotrusion(type)) {
    const leftward = isLeftward(type);
    const towards = leftward ? 1 : -1;
    values.nonWorkingSide = leftward ? 'right' : 'left';
    values.lateralIncisalMm = smoothedMax(ip, (d) => towards * inPlane(d, plane).lateral);
    const nonWorking = leftward ? rc : lc;
    const anterior: number[] = [];
    const medial: number[] = [];
    for (let i = 0; i < nonWorking.valid.length; i++) {
      if (!nonWorking.valid[i]) continue;
      const c = inPlane(at(nonWorking, i), plane);
      if (c.anterior < 1) continue;
      anterior.push(c.anterior);
      medial.push(towards * c.lateral);
    }
    const line = fitLine(anterior, medial);
    if (line) {
      values.bennettAngleDeg = toDeg(Math.atan(line.b));
      values.immediateSideShiftMm = line.a;
    }
    const d = displacementAtTravel(ip, 3);
    if (d) {
      const c = inPlane(d, plane);
      values.incisalGuidanceDeg = toDeg(Math.atan2(-c.superior, towards * c.lateral));
    }
  }

  if (type === MovementType.maxopen || type === MovementType.chew) values.maxOpeningMm = values.incisalTravelMm;

  if (type === MovementType.maxopen) {
    values.openingDeviationMm = smoothedMax(ip, (d) => Math.abs(inPlane(d, plane).lateral));
    values.hingeAxis = hingeAxisFromOpening(trajectory, reference, o.hingeWindowMm);
  }

  if (type === MovementType.chew) {
    const starts: number[] = [];
    let open = false;
    for (let i = 0; i < ip.valid.length; i++) {
      if (!ip.valid[i]) continue;
      const r = norm(at(ip, i));
      if (!open && r > o.chewOpenMm) {
        open = true;
        starts.push(ip.times[i]!);
      } else if (open && r < o.chewClosedMm) open = false;
    }
    values.chewCycles = starts.length;
    values.chewCycleMs = starts.length > 1 ? (starts[starts.length - 1]! - starts[0]!) / (starts.length - 1) : null;
  }

  if (type === MovementType.backward) {
    const back = (path: PointPath) => smoothedMax(path, (d) => -inPlane(d, plane).anterior) ?? 0;
    values.retrusionMm = (back(lc) + back(rc)) / 2;
  }
  return values;
}

/**
 * The kinematic hinge axis of the initial rotation of an opening recording: the finite helical axis of
 * each pose with IP opened within `window` mm (relative to MI, the identity), averaged.
 */
export function hingeAxisFromOpening(
  trajectory: Trajectory,
  reference: JawReference,
  window: [number, number] = DEFAULT_ANALYSIS_OPTIONS.hingeWindowMm,
): HingeAxisEstimate | null {
  let lc: V3 = [0, 0, 0];
  let rc: V3 = [0, 0, 0];
  let direction: V3 = [0, 0, 0];
  let frames = 0;
  for (let i = 0; i < trajectory.header.frameCount; i++) {
    const m = frameMatrix(trajectory, i);
    if (!m) continue;
    const opening = norm(sub(transformPoint(m, reference.ip), reference.ip));
    if (opening < window[0] || opening > window[1]) continue;
    const axis = helicalAxis(m);
    if (!axis) continue;
    // orient every axis towards the patient's left so directions average
    const dir = axis.direction[0] < 0 ? scale(axis.direction, -1) : axis.direction;
    lc = add(lc, closestOnLine(axis.point, dir, reference.lc));
    rc = add(rc, closestOnLine(axis.point, dir, reference.rc));
    direction = add(direction, dir);
    frames += 1;
  }
  if (frames === 0) return null;
  return {
    lc: scale(lc, 1 / frames),
    rc: scale(rc, 1 / frames),
    direction: scale(direction, 1 / norm(direction)),
    frames,
  };
}

/** Distance of a point from a line (point, unit direction). */
export function distanceToLine(point: Vec3, direction: Vec3, q: Vec3): number {
  return norm(sub(q, closestOnLine(point, direction, q)));
}
