import { rleEncoding, RLE_LOSSLESS } from '@odontia/phantom';
import { describe, expect, it } from 'vitest';
import { decodeFrame, decodeRle, isDecodable } from './codecs';

const layout = (rows: number, cols: number) => ({ rows, cols, bitsAllocated: 16, signed: true });

/** Samples that exercise every PackBits case: long runs (over 128), long literals, short runs, sign bits. */
function awkwardSamples(n: number): Int16Array {
  const s = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    if (i < 300) s[i] = 0;
    else if (i < 600) s[i] = (i * 7919) % 4096;
    else if (i < 700) s[i] = i % 2 ? -1024 : 3071;
    else s[i] = Math.floor(i / 3) % 5 === 0 ? -32768 : 32767;
  }
  return s;
}

describe('RLE Lossless', () => {
  it('decodes to exactly the samples it was encoded from', async () => {
    expect(isDecodable(RLE_LOSSLESS)).toBe(true);
    const samples = awkwardSamples(40 * 30);
    const frame = rleEncoding.encode(samples, 40, 30);
    expect(frame.length % 2).toBe(0);
    expect(Array.from(await decodeFrame(RLE_LOSSLESS, frame, layout(30, 40)))).toEqual(Array.from(samples));
  });

  it('refuses a frame whose segments are missing, overrun or fall short', () => {
    const samples = awkwardSamples(20 * 20);
    const frame = rleEncoding.encode(samples, 20, 20);
    expect(() => decodeRle(frame.slice(0, 40), layout(20, 20))).toThrow(/header/);
    expect(() => decodeRle(frame, { ...layout(20, 20), bitsAllocated: 8 })).toThrow(/2 segments, expected 1/);
    expect(() => decodeRle(frame.slice(0, frame.length - 30), layout(20, 20))).toThrow(/RLE segment 2/);
    expect(() => decodeRle(frame, layout(20, 21))).toThrow(/holds 400 of 420/);
    const badOffset = frame.slice();
    new DataView(badOffset.buffer).setUint32(8, frame.length + 10, true);
    expect(() => decodeRle(badOffset, layout(20, 20))).toThrow(/outside the frame/);
  });
});
