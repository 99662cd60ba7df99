import { createRequire } from 'node:module';
import type { CbctEncoding } from './series.js';

export const JPEG_2000_LOSSLESS = '1.2.840.10008.1.2.4.90';

/* eslint-disable @typescript-eslint/no-explicit-any -- the Emscripten module is untyped upstream */
type OpenJpeg = any;

/**
 * JPEG 2000 lossless (reversible 5/3 wavelet) slices, encoded by OpenJPEG as shipped in
 * @cornerstonejs/codec-openjpeg (its WebAssembly build loaded once, on first use).
 */
export async function jpeg2000Encoding(): Promise<CbctEncoding> {
  const factory = createRequire(import.meta.url)('@cornerstonejs/codec-openjpeg/wasmjs') as (
    o: object,
  ) => Promise<OpenJpeg>;
  const codec = await factory({ print: () => undefined });
  return {
    transferSyntax: JPEG_2000_LOSSLESS,
    encode(stored: Int16Array, cols: number, rows: number) {
      const encoder = new codec.J2KEncoder();
      try {
        encoder
          .getDecodedBuffer({
            width: cols,
            height: rows,
            bitsPerSample: 16,
            componentCount: 1,
            isSigned: true,
            isUsingColorTransform: false,
          })
          .set(new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength));
        encoder.encode();
        return (encoder.getEncodedBuffer() as Uint8Array).slice();
      } finally {
        encoder.delete();
      }
    },
  };
}
