import type { CbctEncoding } from './series.js';

/** DICOM RLE Lossless (PS3.5 Annex G). */
export const RLE_LOSSLESS = '1.2.840.10008.1.2.5';

const MAX_RUN = 128;

/** PackBits one byte plane (PS3.5 G.3.1): replicate runs of 3 or more, literals otherwise, padded to even length. */
export function packBits(plane: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < plane.length) {
    let run = 1;
    while (i + run < plane.length && run < MAX_RUN && plane[i + run] === plane[i]) run++;
    if (run >= 3) {
      out.push(257 - run, plane[i]!);
      i += run;
      continue;
    }
    const start = i;
    while (
      i < plane.length &&
      i - start < MAX_RUN &&
      !(i + 2 < plane.length && plane[i] === plane[i + 1] && plane[i] === plane[i + 2])
    )
      i++;
    out.push(i - start - 1, ...plane.subarray(start, i));
  }
  if (out.length % 2) out.push(0x80);
  return Uint8Array.from(out);
}

/**
 * RLE Lossless slices as CBCT devices write them: one segment per byte of a 16-bit sample, most significant
 * byte first, behind the 64-byte header of segment offsets.
 */
export const rleEncoding: CbctEncoding = {
  transferSyntax: RLE_LOSSLESS,
  encode(stored) {
    const bytes = new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength);
    const high = new Uint8Array(stored.length),
      low = new Uint8Array(stored.length);
    for (let i = 0; i < stored.length; i++) {
      low[i] = bytes[2 * i]!;
      high[i] = bytes[2 * i + 1]!;
    }
    const segments = [packBits(high), packBits(low)];
    const header = new DataView(new ArrayBuffer(64));
    header.setUint32(0, segments.length, true);
    let offset = 64;
    segments.forEach((segment, s) => {
      header.setUint32(4 + 4 * s, offset, true);
      offset += segment.length;
    });
    const frame = new Uint8Array(offset);
    frame.set(new Uint8Array(header.buffer), 0);
    frame.set(segments[0]!, 64);
    frame.set(segments[1]!, 64 + segments[0]!.length);
    return frame;
  },
};
