import jpeg from 'jpeg-js';
import type { CbctEncoding } from './series.js';

/** JPEG baseline (process 1), lossy 8-bit. */
export const JPEG_BASELINE = '1.2.840.10008.1.2.4.50';

/** JPEG baseline slices at a given quality (jpeg-js encoder; the grey value goes to the luminance channel). */
export function jpegBaselineEncoding(quality = 95): CbctEncoding {
  return {
    transferSyntax: JPEG_BASELINE,
    bitsAllocated: 8,
    encode(stored, cols, rows) {
      const rgba = new Uint8Array(cols * rows * 4);
      for (let i = 0; i < stored.length; i++) rgba.fill(stored[i]!, 4 * i, 4 * i + 3);
      return new Uint8Array(jpeg.encode({ data: rgba, width: cols, height: rows }, quality).data);
    },
  };
}
