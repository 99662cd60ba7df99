import { add, cross, dot, normalize, scale, sub, distance, toDeg, type V3 } from '../jaw/rigid.js';

/**
 * Smile design: places the six upper anterior teeth in a face from the clinician's marks.
 *
 * Frame: x along the interpupillary line (toward the patient's left), y the facial midline made
 * perpendicular to it (up), z = x × y (out of the face). So the incisal plane (the x-z plane through the
 * central incisal edges) is parallel to the interpupillary line by construction.
 *
 * Widths are the apparent (frontal) widths a clinician sees: central c, lateral c·p, canine c·p², where p is
 * 1/1.618 (golden proportion) or the RED percentage (recurring esthetic dental proportion, 70-80%).
 * The central width comes from the intercanthal distance (the two centrals together are ICD / 1.618,
 * Abdullah 2002) or from the inter-alar distance (the six teeth together span the alar base, Hoffman 1986).
 * Teeth stand on a parabolic arch w = -d·(x / X3)², d the arch depth at the canines' distal contacts; each
 * tooth's mesiodistal width is the chord of the arch over its apparent span, so its frontal projection is
 * exactly its apparent width.
 */

export const GOLDEN_RATIO = 1.618;

/** The clinician's marks on the face (mm, any right-handed frame, the face looking toward +z-ish). */
export interface FaceMarks {
  /** Two points of the facial midline: upper (soft-tissue nasion or glabella) and lower (menton). */
  midline: [V3, V3];
  /** The patient's right and left pupil centres. */
  pupils: [V3, V3];
  /** Lowest point of the upper lip at rest on the midline (stomion superius). */
  upperLip: V3;
  /** Right and left endocanthion. */
  innerCanthi: [V3, V3];
  /** Right and left alare (widest points of the nose wings). */
  alae: [V3, V3];
}

export type WidthSource = 'intercanthal' | 'interalar';
export type ProportionRule = 'golden' | 'red';

export interface SmileParameters {
  widthSource: WidthSource;
  proportion: ProportionRule;
  /** RED percentage, 70-80 (used when `proportion` is 'red'). */
  redPercent: number;
  /** Apparent width of a central incisor; null derives it from `widthSource`. */
  centralWidthMm: number | null;
  /** Central incisor width-to-height ratio, percent (75-80 reads as natural). */
  widthToHeightPercent: number;
  /** Central incisal edge below the upper lip at rest. */
  incisalShowMm: number;
  /** Lateral incisal edge above the central edge. */
  lateralStepMm: number;
  /** Canine cusp tip above the central edge. */
  canineStepMm: number;
  /** Depth of the arch from the central incisal point to the canines' distal contacts. */
  archDepthMm: number;
  /** Central labial face behind the upper lip's surface point. */
  labialInsetMm: number;
}

export const DEFAULT_SMILE_PARAMETERS: SmileParameters = {
  widthSource: 'interalar',
  proportion: 'golden',
  redPercent: 75,
  centralWidthMm: null,
  widthToHeightPercent: 78,
  incisalShowMm: 2,
  lateralStepMm: 1,
  canineStepMm: 0.5,
  archDepthMm: 8,
  labialInsetMm: 1.5,
};

/** Editable ranges, shared by the form and the server's validation. */
export const SMILE_PARAMETER_RANGES = {
  redPercent: [70, 80],
  centralWidthMm: [5, 13],
  widthToHeightPercent: [60, 95],
  incisalShowMm: [-2, 6],
  lateralStepMm: [0, 3],
  canineStepMm: [-1, 3],
  archDepthMm: [0, 20],
  labialInsetMm: [0, 6],
} as const satisfies Record<string, readonly [number, number]>;

/** Library dimensions of one tooth (mm), e.g. the phantom's `tooth(fdi)`. */
export interface LibraryTooth {
  fdi: number;
  mesiodistalMm: number;
  crownHeightMm: number;
  buccolingualMm: number;
}

export interface DesignedTooth {
  fdi: number;
  apparentWidthMm: number;
  /** Mesiodistal width (the arch chord). */
  widthMm: number;
  heightMm: number;
  labiolingualMm: number;
  /** Rotation about the frame's y axis, degrees (positive turns the labial face toward +x). */
  rotationDeg: number;
  /** Incisal edge centre (or cusp tip) in the face frame (x, y, z) and in the marks' frame. */
  edgeFrame: V3;
  edge: V3;
  /**
   * Column-major 4x4 from the tooth's local frame (x mesiodistal toward +x of the face, y from the edge
   * toward the gingiva, z labial; origin the edge centre, on the labial face) to the marks' frame.
   */
  matrix: number[];
}

export interface SmileDesign {
  /** Frame origin: the dental midline at the incisal plane, on the central labial faces. */
  origin: V3;
  axes: { x: V3; y: V3; z: V3 };
  interpupillaryMm: number;
  intercanthalMm: number;
  interalarMm: number;
  /** The apparent-width ratio p: lateral = central·p, canine = lateral·p. */
  ratio: number;
  /** Apparent width of the six teeth together. */
  totalApparentWidthMm: number;
  /** Angle between the facial midline and the perpendicular to the interpupillary line, degrees. */
  midlineCantDeg: number;
  /** FDI 13, 12, 11, 21, 22, 23. */
  teeth: DesignedTooth[];
}

const UPPER_ANTERIORS = [11, 12, 13] as const;

export function proportionRatio(params: Pick<SmileParameters, 'proportion' | 'redPercent'>): number {
  return params.proportion === 'golden' ? 1 / GOLDEN_RATIO : params.redPercent / 100;
}

/** Apparent central width from a facial distance (see the module comment for the two rules). */
export function centralWidthFrom(source: WidthSource, distanceMm: number, ratio: number): number {
  return source === 'intercanthal' ? distanceMm / GOLDEN_RATIO / 2 : distanceMm / (2 * (1 + ratio + ratio * ratio));
}

export function designSmile(marks: FaceMarks, params: SmileParameters, library: LibraryTooth[]): SmileDesign {
  const [rightPupil, leftPupil] = marks.pupils;
  const [top, bottom] = marks.midline;
  const x = normalize(sub(leftPupil, rightPupil));
  const m = normalize(sub(top, bottom));
  const y = normalize(sub(m, scale(x, dot(m, x))));
  const z = cross(x, y);

  // the dental midline: where the facial midline crosses the incisal level
  const edgeLevel = dot(marks.upperLip, y) - params.incisalShowMm;
  const along = sub(top, bottom);
  const t = (edgeLevel - dot(bottom, y)) / dot(along, y);
  const onMidline = add(bottom, scale(along, t));
  const depth = dot(marks.upperLip, z) - params.labialInsetMm;
  const origin = add(onMidline, scale(z, depth - dot(onMidline, z)));

  const ratio = proportionRatio(params);
  const intercanthalMm = distance(marks.innerCanthi[0], marks.innerCanthi[1]);
  const interalarMm = distance(marks.alae[0], marks.alae[1]);
  const central =
    params.centralWidthMm ??
    centralWidthFrom(params.widthSource, params.widthSource === 'intercanthal' ? intercanthalMm : interalarMm, ratio);
  const apparent = [central, central * ratio, central * ratio * ratio];
  const spans = [0, apparent[0]!, apparent[0]! + apparent[1]!, apparent[0]! + apparent[1]! + apparent[2]!];
  const curvature = params.archDepthMm / (spans[3]! * spans[3]!);
  const archW = (u: number) => -curvature * u * u;

  const lib = (fdi: number) => {
    const found = library.find((t) => t.fdi === fdi);
    if (!found) throw new Error(`the tooth library has no tooth ${fdi}`);
    return found;
  };
  const centralChord = Math.hypot(apparent[0]!, archW(spans[1]!));
  const heightScale = centralChord / (params.widthToHeightPercent / 100) / lib(11).crownHeightMm;
  const steps = [0, params.lateralStepMm, params.canineStepMm];

  const toWorld = (p: V3): V3 => add(origin, add(scale(x, p[0]), add(scale(y, p[1]), scale(z, p[2]))));
  const teeth: DesignedTooth[] = [];
  for (const side of [-1, 1] as const) {
    UPPER_ANTERIORS.forEach((rightFdi, i) => {
      const fdi = side < 0 ? rightFdi : rightFdi + 10;
      const u0 = spans[i]!;
      const u1 = spans[i + 1]!;
      const du = u1 - u0;
      const dw = archW(u1) - archW(u0);
      const widthMm = Math.hypot(du, dw);
      const libTooth = lib(fdi);
      // chord direction toward +x: (du, side·dw) on the left half, mirrored on the right
      const dir: V3 = side > 0 ? [du / widthMm, 0, dw / widthMm] : [du / widthMm, 0, -dw / widthMm];
      const labial: V3 = [-dir[2], 0, dir[0]];
      const mid = (u0 + u1) / 2;
      const edgeFrame: V3 = [side * mid, steps[i]!, (archW(u0) + archW(u1)) / 2];
      const edge = toWorld(edgeFrame);
      const axisX = add(scale(x, dir[0]), scale(z, dir[2]));
      const axisZ = add(scale(x, labial[0]), scale(z, labial[2]));
      teeth.push({
        fdi,
        apparentWidthMm: apparent[i]!,
        widthMm,
        heightMm: libTooth.crownHeightMm * heightScale,
        labiolingualMm: libTooth.buccolingualMm * (widthMm / libTooth.mesiodistalMm),
        rotationDeg: toDeg(Math.atan2(labial[0], labial[2])),
        edgeFrame,
        edge,
        matrix: [...axisX, 0, ...y, 0, ...axisZ, 0, ...edge, 1],
      });
    });
  }
  teeth.sort((a, b) => a.edgeFrame[0] - b.edgeFrame[0]);

  return {
    origin,
    axes: { x, y, z },
    interpupillaryMm: distance(rightPupil, leftPupil),
    intercanthalMm,
    interalarMm,
    ratio,
    totalApparentWidthMm: 2 * spans[3]!,
    midlineCantDeg: toDeg(Math.acos(Math.min(1, Math.abs(dot(m, y))))),
    teeth,
  };
}
