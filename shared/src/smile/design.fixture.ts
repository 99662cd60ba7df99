import type { FaceMarks, LibraryTooth } from './design.js';

/** Test fixtures: Wheeler's upper anterior means, as the phantom's tooth library has them. */
export const WHEELER_ANTERIORS: LibraryTooth[] = [11, 12, 13, 21, 22, 23].map((fdi) => {
  const [md, crown, bl] = { 1: [8.5, 10.5, 7], 2: [6.5, 9, 6], 3: [7.5, 10, 8] }[(fdi % 10) as 1 | 2 | 3]!;
  return { fdi, mesiodistalMm: md!, crownHeightMm: crown!, buccolingualMm: bl! };
});

/** Test fixtures: the marks of a symmetric face, 62 mm between the pupils, a 35 mm alar base. */
export const SYMMETRIC_MARKS: FaceMarks = {
  midline: [
    [0, 20, 5],
    [0, -100, 5],
  ],
  pupils: [
    [-31, 0, 0],
    [31, 0, 0],
  ],
  upperLip: [0, -60, 12],
  innerCanthi: [
    [-16, 0, -2],
    [16, 0, -2],
  ],
  alae: [
    [-17.5, -45, 6],
    [17.5, -45, 6],
  ],
};
