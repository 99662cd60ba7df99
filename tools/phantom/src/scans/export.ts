import type { PhantomParams } from '../params.js';
import { writePly, writeStl } from './files.js';
import { phantomScans, type ScanOptions } from './scans.js';

export interface PhantomFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The scan files a practice would receive from an intraoral scanner, plus the phantom's truth JSON. */
export function phantomScanFiles(params: PhantomParams, options: ScanOptions = {}): PhantomFile[] {
  const scans = phantomScans(params, options);
  const header = (jaw: string) => `Odontia phantom seed ${params.seed} ${jaw} arch, mm, patient frame`;
  return [
    { name: 'phantom-upper.stl', contentType: 'model/stl', bytes: writeStl(scans.upper, header('upper')) },
    { name: 'phantom-lower.stl', contentType: 'model/stl', bytes: writeStl(scans.lower, header('lower')) },
    {
      name: 'phantom-upper.ply',
      contentType: 'application/octet-stream',
      bytes: writePly(scans.upper, header('upper')),
    },
    {
      name: 'phantom-lower.ply',
      contentType: 'application/octet-stream',
      bytes: writePly(scans.lower, header('lower')),
    },
    {
      name: 'phantom-scans-truth.json',
      contentType: 'application/json',
      bytes: new TextEncoder().encode(JSON.stringify(scans.truth, null, 2)),
    },
  ];
}
