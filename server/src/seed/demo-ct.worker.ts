// The demo CBCT's generation, off the server's event loop (see demo-ct.ts). Erasable TypeScript
// only: the tests run this file through Node's type stripping.
import { parentPort, workerData } from 'node:worker_threads';
import { generateCbct, phantomParams } from '@odontia/phantom';

const { voxelMm } = workerData as { voxelMm: number };
const { files, truth } = generateCbct(phantomParams(), voxelMm);
parentPort!.postMessage({ files, truth }, [...new Set(files.map((f) => f.data.buffer as ArrayBuffer))]);
