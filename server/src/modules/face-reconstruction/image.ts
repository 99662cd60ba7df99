import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { GrayImage } from '../capture/edge-refinement.js';

/** A decoded picture: 8-bit RGB, row-major. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The photo's luminance (Rec. 601 weights), one byte per pixel. */
export function greyImage({ width, height, data }: RgbImage): GrayImage {
  const out = new Uint8Array(width * height);
  for (let p = 0; p < out.length; p++)
    out[p] = Math.round(0.299 * data[p * 3]! + 0.587 * data[p * 3 + 1]! + 0.114 * data[p * 3 + 2]!);
  return { width, height, data: out };
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

function rgbFromRgba(rgba: Uint8Array, width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    data[p * 3] = rgba[p * 4]!;
    data[p * 3 + 1] = rgba[p * 4 + 1]!;
    data[p * 3 + 2] = rgba[p * 4 + 2]!;
  }
  return { width, height, data };
}

/** Decodes a JPEG or PNG photo (pure JavaScript decoders); null for anything else or a broken file. */
export function decodePhoto(bytes: Uint8Array): RgbImage | null {
  try {
    if (isJpeg(bytes)) {
      const d = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 512 });
      return rgbFromRgba(d.data, d.width, d.height);
    }
    if (isPng(bytes)) {
      const d = PNG.sync.read(Buffer.from(bytes));
      return rgbFromRgba(d.data, d.width, d.height);
    }
  } catch {
    return null;
  }
  return null;
}

/** Encodes RGB as a JPEG (textures). */
export function encodeJpeg(image: RgbImage, quality = 88): Uint8Array {
  const rgba = new Uint8Array(image.width * image.height * 4);
  for (let p = 0; p < image.width * image.height; p++) {
    rgba[p * 4] = image.data[p * 3]!;
    rgba[p * 4 + 1] = image.data[p * 3 + 1]!;
    rgba[p * 4 + 2] = image.data[p * 3 + 2]!;
    rgba[p * 4 + 3] = 255;
  }
  return new Uint8Array(jpeg.encode({ data: rgba, width: image.width, height: image.height }, quality).data);
}

/** The whole number `limitSize` divides a picture's sides by (1: kept as is). */
export const shrinkFactor = (image: { width: number; height: number }, maxSide: number): number =>
  Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxSide));

/**
 * A camera of a picture as the same camera of that picture resized `s` times by whole pixels (shrunk by
 * `limitSize`'s box, or enlarged by repeating each pixel): pixel i's centre moves to s·i + (s − 1)/2.
 */
export function rescaledCamera<K extends { fx: number; fy: number; cx: number; cy: number }>(k: K, s: number): K {
  const shift = (s - 1) / 2;
  return { ...k, fx: k.fx * s, fy: k.fy * s, cx: k.cx * s + shift, cy: k.cy * s + shift };
}

/**
 * Shrinks a picture so its longer side is at most `maxSide` (box filter over `shrinkFactor` squares: pixel i
 * of the result is the mean of pixels i·f … i·f + f − 1); smaller pictures are returned as is.
 */
export function limitSize(image: RgbImage, maxSide: number): RgbImage {
  const factor = shrinkFactor(image, maxSide);
  if (factor === 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) {
        let s = 0;
        for (let j = 0; j < factor; j++)
          for (let i = 0; i < factor; i++) s += image.data[((y * factor + j) * image.width + x * factor + i) * 3 + c]!;
        data[(y * width + x) * 3 + c] = Math.round(s / (factor * factor));
      }
  return { width, height, data };
}
