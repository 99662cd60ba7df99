import type { V3 } from '../jaw/rigid.js';
import type { FaceMarks } from './design.js';

/**
 * What the clinician has marked so far. The facial midline comes first (seed 001: 'Please mark the
 * midline first'); the smile line and the lip contour are drawn on the preview and do not move the teeth.
 */
export interface FaceMarkSet extends Partial<FaceMarks> {
  /** Lower border of the upper lip in the smile, right commissure to left. */
  smileLine?: V3[];
  /** Outer lip contour, closed. */
  lipContour?: V3[];
}

export type MarkName = keyof FaceMarkSet;
export const MARK_NAMES: MarkName[] = [
  'midline',
  'pupils',
  'upperLip',
  'innerCanthi',
  'alae',
  'smileLine',
  'lipContour',
];

/** 'midlineFirst' when anything is marked before the midline. */
export function markingError(marks: FaceMarkSet): 'midlineFirst' | null {
  const others = MARK_NAMES.some((name) => name !== 'midline' && marks[name] !== undefined);
  return others && !marks.midline ? 'midlineFirst' : null;
}

/** The marks the design needs, or null while one is missing. */
export function designMarks(marks: FaceMarkSet): FaceMarks | null {
  const { midline, pupils, upperLip, innerCanthi, alae } = marks;
  return midline && pupils && upperLip && innerCanthi && alae ? { midline, pupils, upperLip, innerCanthi, alae } : null;
}

/** The subset of the reconstruction's landmark file the suggestion reads (MediaPipe 468-point order). */
export interface LandmarkSource {
  landmarks: V3[];
  iris: { left: V3; right: V3 };
}

// MediaPipe face-mesh indices: forehead top 10, chin 152, upper inner lip centre 13, inner eye corners
// 133 (right) and 362 (left), nose wings 64 (right) and 294 (left), mouth corners 61 and 291, upper
// inner lip 78-308 through 13, outer lip ring from 61.
const LIP_INNER_UPPER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
const LIP_OUTER = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146];

/** Marks suggested from the reconstructed landmarks; the clinician adjusts them by dragging. */
export function suggestMarks(source: LandmarkSource): Required<FaceMarkSet> {
  const at = (i: number): V3 => {
    const p = source.landmarks[i];
    if (!p) throw new Error(`landmark ${i} missing`);
    return [p[0], p[1], p[2]];
  };
  return {
    midline: [at(10), at(152)],
    pupils: [source.iris.right, source.iris.left],
    upperLip: at(13),
    innerCanthi: [at(133), at(362)],
    alae: [at(64), at(294)],
    smileLine: LIP_INNER_UPPER.map(at),
    lipContour: LIP_OUTER.map(at),
  };
}
