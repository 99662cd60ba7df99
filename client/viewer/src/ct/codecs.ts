/* eslint-disable @typescript-eslint/no-explicit-any */
import jpeg from 'jpeg-js';
import { Decoder as JpegLosslessDecoder } from 'jpeg-lossless-decoder-js';

/** Transfer syntaxes whose pixel data is stored as plain little-endian samples. */
export const NATIVE_SYNTAXES = new Set(['1.2.840.10008.1.2', '1.2.840.10008.1.2.1']);
const JPEG_LOSSLESS = new Set(['1.2.840.10008.1.2.4.57', '1.2.840.10008.1.2.4.70']);
const JPEG_2000 = new Set(['1.2.840.10008.1.2.4.90', '1.2.840.10008.1.2.4.91']);
const RLE_LOSSLESS = '1.2.840.10008.1.2.5';
const JPEG_BASELINE = '1.2.840.10008.1.2.4.50';

/** Whether a transfer syntax's pixel data can be decoded here (native or by a codec). */
export const isDecodable = (syntax: string): boolean =>
  NATIVE_SYNTAXES.has(syntax) ||
  JPEG_LOSSLESS.has(syntax) ||
  JPEG_2000.has(syntax) ||
  syntax === RLE_LOSSLESS ||
  syntax === JPEG_BASELINE;

/** What the decoder needs to know of a frame: its size and how its samples are stored. */
export interface FrameLayout {
  rows: number;
  cols: number;
  bitsAllocated: number;
  signed: boolean;
}

/** One decoded frame's stored values (before rescale), rows × cols, row by row. */
export type StoredSamples = Int16Array | Uint16Array | Uint8Array;

/** Reinterprets decoded bytes as the frame's stored sample type. */
function samplesOf(bytes: Uint8Array, layout: FrameLayout): StoredSamples {
  const n = layout.rows * layout.cols;
  if (layout.bitsAllocated === 8) return bytes.slice(0, n);
  if (bytes.length < n * 2) throw new Error(`decoded frame has ${bytes.length} bytes, expected ${n * 2}`);
  const copy = bytes.slice(0, n * 2);
  return layout.signed ? new Int16Array(copy.buffer) : new Uint16Array(copy.buffer);
}

function decodeJpegLossless(frame: Uint8Array, layout: FrameLayout): StoredSamples {
  const own = frame.slice();
  const out = new JpegLosslessDecoder().decode(own.buffer, 0, own.length);
  return samplesOf(new Uint8Array(out.buffer, out.byteOffset, out.byteLength), layout);
}

/**
 * JPEG baseline, 8-bit samples (jpeg-js). A greyscale frame has one component; a frame written with three (YCbCr) is
 * read from its luminance, without colour conversion.
 */
function decodeJpegBaseline(frame: Uint8Array, layout: FrameLayout): StoredSamples {
  if (layout.bitsAllocated !== 8)
    throw new Error(`JPEG baseline holds 8-bit samples, the header says ${layout.bitsAllocated}`);
  const image = jpeg.decode(frame, {
    useTArray: true,
    formatAsRGBA: false,
    colorTransform: false,
    maxResolutionInMP: 16,
  });
  if (image.width !== layout.cols || image.height !== layout.rows)
    throw new Error(`JPEG frame is ${image.width}×${image.height}, the header says ${layout.cols}×${layout.rows}`);
  const n = layout.rows * layout.cols;
  const grey = new Uint8Array(n);
  for (let i = 0; i < n; i++) grey[i] = image.data[3 * i]!;
  return grey;
}

/**
 * RLE Lossless (PS3.5 Annex G): a header of segment offsets, then one PackBits segment per byte of a sample,
 * most significant first. Simple enough that no codec package is needed; every byte is bounds-checked.
 */
export function decodeRle(frame: Uint8Array, layout: FrameLayout): StoredSamples {
  const n = layout.rows * layout.cols;
  const bytesPerSample = layout.bitsAllocated / 8;
  if (frame.length < 64) throw new Error('RLE frame shorter than its header');
  const header = new DataView(frame.buffer, frame.byteOffset, 64);
  const count = header.getUint32(0, true);
  if (count !== bytesPerSample) throw new Error(`RLE frame has ${count} segments, expected ${bytesPerSample}`);
  const out = new Uint8Array(n * bytesPerSample);
  for (let s = 0; s < count; s++) {
    const start = header.getUint32(4 + 4 * s, true);
    const end = s + 1 < count ? header.getUint32(8 + 4 * s, true) : frame.length;
    if (start < 64 || end > frame.length || start > end) throw new Error(`RLE segment ${s + 1} lies outside the frame`);
    // Sample bytes are stored little-endian here; segment 0 holds the most significant byte.
    const byte = bytesPerSample - 1 - s;
    let i = start,
      written = 0;
    while (written < n && i < end) {
      const control = (frame[i++]! << 24) >> 24;
      if (control >= 0) {
        if (i + control + 1 > end || written + control + 1 > n) throw new Error(`RLE segment ${s + 1} overruns`);
        for (let k = 0; k <= control; k++) out[written++ * bytesPerSample + byte] = frame[i++]!;
      } else if (control !== -128) {
        if (i >= end || written + 1 - control > n) throw new Error(`RLE segment ${s + 1} overruns`);
        const value = frame[i++]!;
        for (let k = 0; k < 1 - control; k++) out[written++ * bytesPerSample + byte] = value;
      }
    }
    if (written !== n) throw new Error(`RLE segment ${s + 1} holds ${written} of ${n} samples`);
  }
  return samplesOf(out, layout);
}

// --- JPEG 2000: OpenJPEG's Emscripten build, shipped inside @cornerstonejs/codec-openjpeg. ---

type OpenJpegModule = any;
let openJpeg: Promise<OpenJpegModule> | undefined;

// A non-literal specifier keeps bundlers from pulling the Node build into browser code.
const NODE_OPENJPEG = '@cornerstonejs/codec-openjpeg/decodewasmjs';

/** URLs of the OpenJPEG decoder files copied into this package's dist/codecs/ (scripts/copy-codecs.mjs). */
export const OPENJPEG_FILES = {
  wrapper: new URL('../codecs/openjpegwasm_decode.cjs.txt', import.meta.url).href,
  wasm: new URL('../codecs/openjpegwasm_decode.wasm', import.meta.url).href,
};

// OpenJPEG reports every header it reads on stdout.
const quiet = () => undefined;

const isBrowser = typeof window !== 'undefined' || typeof (globalThis as any).WorkerGlobalScope !== 'undefined';

async function loadBrowserOpenJpeg(): Promise<OpenJpegModule> {
  const [src, wasmBinary] = await Promise.all([
    fetch(OPENJPEG_FILES.wrapper).then((r) => r.text()),
    fetch(OPENJPEG_FILES.wasm).then((r) => r.arrayBuffer()),
  ]);
  // The package ships a CommonJS Emscripten build; give it a module object.
  const module = { exports: {} as any };
  new Function('module', 'exports', 'require', src)(module, module.exports, () => ({}));
  return (module.exports as (o: object) => Promise<OpenJpegModule>)({ wasmBinary, print: quiet });
}

async function loadNodeOpenJpeg(): Promise<OpenJpegModule> {
  const mod = await import(/* @vite-ignore */ NODE_OPENJPEG);
  return ((mod.default ?? mod) as (o: object) => Promise<OpenJpegModule>)({ print: quiet });
}

function decodeJpeg2000(codec: OpenJpegModule, frame: Uint8Array, layout: FrameLayout): StoredSamples {
  const decoder = new codec.J2KDecoder();
  try {
    decoder.getEncodedBuffer(frame.length).set(frame);
    decoder.decode();
    const info = decoder.getFrameInfo();
    if (info.width !== layout.cols || info.height !== layout.rows)
      throw new Error(`JPEG 2000 frame is ${info.width}×${info.height}, the header says ${layout.cols}×${layout.rows}`);
    return samplesOf(decoder.getDecodedBuffer() as Uint8Array, layout);
  } finally {
    decoder.delete();
  }
}

/**
 * Decodes one encapsulated frame of a compressed transfer syntax into stored sample values.
 * JPEG 2000 loads its WebAssembly once per thread, from this package's own files.
 */
export async function decodeFrame(syntax: string, frame: Uint8Array, layout: FrameLayout): Promise<StoredSamples> {
  if (JPEG_LOSSLESS.has(syntax)) return decodeJpegLossless(frame, layout);
  if (syntax === RLE_LOSSLESS) return decodeRle(frame, layout);
  if (syntax === JPEG_BASELINE) return decodeJpegBaseline(frame, layout);
  if (JPEG_2000.has(syntax)) {
    openJpeg ??= isBrowser ? loadBrowserOpenJpeg() : loadNodeOpenJpeg();
    return decodeJpeg2000(await openJpeg, frame, layout);
  }
  throw new Error(`transfer syntax ${syntax} is not supported`);
}
