/**
 * The permanent dentition without third molars (FDI 11-17, 21-27, 31-37, 41-47) with the mean
 * dimensions of Wheeler's Dental Anatomy (Nelson & Ash, table "measurements of the teeth"), mm.
 */
export type Jaw = 'upper' | 'lower';
export type Side = 'right' | 'left';
export type ToothType =
  'centralIncisor' | 'lateralIncisor' | 'canine' | 'firstPremolar' | 'secondPremolar' | 'firstMolar' | 'secondMolar';
export type ToothClass = 'incisor' | 'canine' | 'premolar' | 'molar';

export interface ToothDimensions {
  /** Crown length from the cementoenamel junction to the incisal edge or buccal cusp tip. */
  crownHeightMm: number;
  rootLengthMm: number;
  /** Widest mesiodistal diameter of the crown (contact to contact). */
  mesiodistalMm: number;
  mesiodistalCervicalMm: number;
  /** Widest buccolingual (labiolingual) diameter of the crown. */
  buccolingualMm: number;
  buccolingualCervicalMm: number;
}

export interface Tooth extends ToothDimensions {
  fdi: number;
  jaw: Jaw;
  side: Side;
  /** 1 (central incisor) to 7 (second molar). */
  position: number;
  type: ToothType;
  toothClass: ToothClass;
}

const TYPES: readonly ToothType[] = [
  'centralIncisor',
  'lateralIncisor',
  'canine',
  'firstPremolar',
  'secondPremolar',
  'firstMolar',
  'secondMolar',
];

const CLASS: Record<ToothType, ToothClass> = {
  centralIncisor: 'incisor',
  lateralIncisor: 'incisor',
  canine: 'canine',
  firstPremolar: 'premolar',
  secondPremolar: 'premolar',
  firstMolar: 'molar',
  secondMolar: 'molar',
};

type Row = [crown: number, root: number, md: number, mdCervix: number, bl: number, blCervix: number];

// Wheeler's means; molar root length is that of the longer (palatal / mesial) root.
const WHEELER: Record<Jaw, Record<ToothType, Row>> = {
  upper: {
    centralIncisor: [10.5, 13.0, 8.5, 7.0, 7.0, 6.0],
    lateralIncisor: [9.0, 13.0, 6.5, 5.0, 6.0, 5.0],
    canine: [10.0, 17.0, 7.5, 5.5, 8.0, 7.0],
    firstPremolar: [8.5, 14.0, 7.0, 5.0, 9.0, 8.0],
    secondPremolar: [8.5, 14.0, 7.0, 5.0, 9.0, 8.0],
    firstMolar: [7.5, 13.0, 10.0, 8.0, 11.0, 10.0],
    secondMolar: [7.0, 12.0, 9.0, 7.0, 11.0, 10.0],
  },
  lower: {
    centralIncisor: [9.0, 12.5, 5.0, 3.5, 6.0, 5.3],
    lateralIncisor: [9.5, 14.0, 5.5, 4.0, 6.5, 5.8],
    canine: [11.0, 16.0, 7.0, 5.5, 7.5, 7.0],
    firstPremolar: [8.5, 14.0, 7.0, 5.0, 7.5, 6.5],
    secondPremolar: [8.0, 14.5, 7.0, 5.0, 8.0, 7.0],
    firstMolar: [7.5, 14.0, 11.0, 9.0, 10.5, 9.0],
    secondMolar: [7.0, 13.0, 10.5, 8.0, 10.0, 9.0],
  },
};

/** FDI quadrant: 1 upper right, 2 upper left, 3 lower left, 4 lower right. */
export function quadrantOf(jaw: Jaw, side: Side): 1 | 2 | 3 | 4 {
  if (jaw === 'upper') return side === 'right' ? 1 : 2;
  return side === 'left' ? 3 : 4;
}

/** One tooth with its crown dimensions scaled by `toothScale` (root lengths too). */
export function tooth(fdi: number, toothScale = 1): Tooth {
  const quadrant = Math.floor(fdi / 10);
  const position = fdi % 10;
  if (quadrant < 1 || quadrant > 4 || position < 1 || position > 7) throw new Error(`not a phantom tooth: ${fdi}`);
  const jaw: Jaw = quadrant <= 2 ? 'upper' : 'lower';
  const side: Side = quadrant === 1 || quadrant === 4 ? 'right' : 'left';
  const type = TYPES[position - 1]!;
  const [crown, root, md, mdCervix, bl, blCervix] = WHEELER[jaw][type].map((v) => v * toothScale) as Row;
  return {
    fdi,
    jaw,
    side,
    position,
    type,
    toothClass: CLASS[type],
    crownHeightMm: crown,
    rootLengthMm: root,
    mesiodistalMm: md,
    mesiodistalCervicalMm: mdCervix,
    buccolingualMm: bl,
    buccolingualCervicalMm: blCervix,
  };
}

/** The 14 teeth of one jaw, ordered from 17 (or 47) across the midline to 27 (or 37). */
export function jawTeeth(jaw: Jaw, toothScale = 1): Tooth[] {
  const right = quadrantOf(jaw, 'right') * 10;
  const left = quadrantOf(jaw, 'left') * 10;
  const fdis = [7, 6, 5, 4, 3, 2, 1].map((p) => right + p).concat([1, 2, 3, 4, 5, 6, 7].map((p) => left + p));
  return fdis.map((f) => tooth(f, toothScale));
}

/** All 28 teeth: upper then lower. */
export const allTeeth = (toothScale = 1): Tooth[] => [
  ...jawTeeth('upper', toothScale),
  ...jawTeeth('lower', toothScale),
];
