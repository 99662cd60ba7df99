// The demo CBCT's generation, in a child process (see demo-ct.ts). Erasable TypeScript only: the tests
// run this file through Node's type stripping.
import { generateCbct, phantomParams, type CbctTruth } from '@odontia/phantom';
import { answerParent } from '../core/child-process.js';

export interface GeneratedSeries {
  files: { name: string; data: Uint8Array }[];
  truth: CbctTruth;
}

answerParent((voxelMm: number): GeneratedSeries => {
  const { files, truth } = generateCbct(phantomParams(), voxelMm);
  return { files, truth };
});
