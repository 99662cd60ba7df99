/**
 * A JPEG lossless encoder (ITU T.81 process 14, first-order prediction: DICOM transfer syntax
 * 1.2.840.10008.1.2.4.70) for one 16-bit greyscale frame, so the phantom CBCT can be written the way
 * CBCT devices write it. npm has no maintained encoder for this process; the viewer decodes with one.
 */
export const JPEG_LOSSLESS_SV1 = '1.2.840.10008.1.2.4.70';

const PRECISION = 16;
/** Huffman table: the 17 difference categories (0..16), each a 5-bit code, codes 0..16 in order. */
const CODE_LENGTH = 5;
const CATEGORIES = 17;

class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private count = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >>> i) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.acc);
    // A 0xFF in entropy-coded data is followed by a stuffed zero byte.
    if (this.acc === 0xff) this.bytes.push(0);
    this.acc = 0;
    this.count = 0;
  }

  /** Pads the last byte with one-bits, as T.81 asks. */
  finish(): number[] {
    if (this.count) this.write(0x7f, 8 - this.count);
    return this.bytes;
  }
}

const segment = (marker: number, body: number[]): number[] => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** Encodes rows × cols 16-bit samples (bit patterns taken as unsigned) losslessly with predictor 1. */
export function encodeJpegLossless(samples: Int16Array | Uint16Array, cols: number, rows: number): Uint8Array {
  const bits = new BitWriter();
  const at = (i: number) => samples[i]! & 0xffff;
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const i = y * cols + x;
      // Predictor 1 (left); the first column predicts from above, the very first sample from 2^(P-1).
      const prediction = x > 0 ? at(i - 1) : y > 0 ? at(i - cols) : 1 << (PRECISION - 1);
      let diff = (at(i) - prediction) & 0xffff;
      if (diff >= 0x8000) diff -= 0x10000;
      const magnitude = Math.abs(diff);
      const category = magnitude === 0 ? 0 : magnitude === 0x8000 ? 16 : 32 - Math.clz32(magnitude);
      bits.write(category, CODE_LENGTH);
      if (category > 0 && category < 16) bits.write(diff > 0 ? diff : diff - 1 + (1 << category), category);
    }
  const huffman = [0x00, ...Array.from({ length: 16 }, (_, l) => (l + 1 === CODE_LENGTH ? CATEGORIES : 0))];
  return new Uint8Array([
    0xff,
    0xd8,
    ...segment(0xc3, [PRECISION, rows >> 8, rows & 0xff, cols >> 8, cols & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [...huffman, ...Array.from({ length: CATEGORIES }, (_, c) => c)]),
    // One component, table 0; Ss = predictor 1, Se = 0, Ah/Al = 0 (no point transform).
    ...segment(0xda, [1, 1, 0x00, 1, 0, 0]),
    ...bits.finish(),
    0xff,
    0xd9,
  ]);
}
