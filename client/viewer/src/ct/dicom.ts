import dicomParser from 'dicom-parser';
import { MESSAGES, ViewerError } from '../errors.js';

/** A CT volume in Hounsfield units, x fastest (columns), then y (rows), then z (slices). */
export interface CtVolume {
  /** [columns, rows, slices]. */
  dims: [number, number, number];
  /** Voxel size in mm: [column spacing, row spacing, slice spacing]. */
  spacing: [number, number, number];
  /** Patient position of the first voxel of the first (lowest) slice. */
  origin: [number, number, number];
  data: Int16Array;
  /** Window suggested by the series, if any. */
  window?: { center: number; width: number };
  min: number;
  max: number;
}

const COMPRESSED = /^1\.2\.840\.10008\.1\.2\.(4|5)/;

interface Slice {
  position: number[];
  normalPos: number;
  instance: number;
  pixels: Int16Array;
  rows: number;
  cols: number;
  spacing: [number, number];
  window?: { center: number; width: number };
}

function numbers(ds: dicomParser.DataSet, tag: string): number[] {
  const s = ds.string(tag);
  return s ? s.split('\\').map(Number) : [];
}

function parseSlice(buffer: ArrayBuffer | Uint8Array): Slice {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  const ds = dicomParser.parseDicom(bytes);
  const ts = ds.string('x00020010') ?? '';
  if (COMPRESSED.test(ts)) throw new Error(`compressed transfer syntax ${ts} is not supported`);
  const rows = ds.uint16('x00280010') ?? 0,
    cols = ds.uint16('x00280011') ?? 0;
  const bits = ds.uint16('x00280100') ?? 16;
  const signed = (ds.uint16('x00280103') ?? 0) === 1;
  const slope = ds.floatString('x00281053') ?? 1,
    intercept = ds.floatString('x00281052') ?? 0;
  const el = ds.elements.x7fe00010;
  if (!rows || !cols || !el) throw new Error('missing image pixel module');
  const n = rows * cols;
  if (el.length < n * (bits / 8)) throw new Error('pixel data too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset + el.dataOffset, n * (bits / 8));
  const pixels = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const raw = bits === 8 ? view.getUint8(i) : signed ? view.getInt16(i * 2, true) : view.getUint16(i * 2, true);
    pixels[i] = Math.max(-32768, Math.min(32767, Math.round(raw * slope + intercept)));
  }
  const ps = numbers(ds, 'x00280030');
  const position = numbers(ds, 'x00200032');
  const orient = numbers(ds, 'x00200037');
  const [r0 = 1, r1 = 0, r2 = 0, c0 = 0, c1 = 1, c2 = 0] = orient;
  const normal = [r1 * c2 - r2 * c1, r2 * c0 - r0 * c2, r0 * c1 - r1 * c0];
  const pos = position.length === 3 ? position : [0, 0, 0];
  const wc = numbers(ds, 'x00281050')[0],
    ww = numbers(ds, 'x00281051')[0];
  return {
    position: pos,
    normalPos: pos[0]! * normal[0]! + pos[1]! * normal[1]! + pos[2]! * normal[2]!,
    instance: Number(ds.string('x00200013') ?? 0),
    pixels,
    rows,
    cols,
    // Pixel Spacing is row spacing \ column spacing.
    spacing: [ps[1] ?? 1, ps[0] ?? 1],
    window: wc !== undefined && ww !== undefined ? { center: wc, width: ww } : undefined,
  };
}

/**
 * Parses a DICOM series (one buffer per slice, uncompressed) into a volume: rescale slope and
 * intercept applied, slices sorted along the slice normal (instance number when positions are missing).
 * Throws ViewerError 'CT parse failed' on bad input.
 */
export function parseDicomSeries(buffers: (ArrayBuffer | Uint8Array)[]): CtVolume {
  let slices: Slice[];
  try {
    if (buffers.length === 0) throw new Error('empty series');
    slices = buffers.map(parseSlice);
    const { rows, cols } = slices[0]!;
    if (slices.some((s) => s.rows !== rows || s.cols !== cols)) throw new Error('slices differ in size');
  } catch (err) {
    throw new ViewerError(MESSAGES.ctParseFailed, { cause: err });
  }
  const distinct = new Set(slices.map((s) => s.normalPos)).size === slices.length;
  slices.sort((a, b) => (distinct ? a.normalPos - b.normalPos : a.instance - b.instance));
  const { rows, cols } = slices[0]!;
  const gaps = slices
    .slice(1)
    .map((s, i) => Math.abs(s.normalPos - slices[i]!.normalPos))
    .sort((a, b) => a - b);
  const dz = (distinct ? gaps[gaps.length >> 1] : undefined) || 1;
  const data = new Int16Array(rows * cols * slices.length);
  let min = Infinity,
    max = -Infinity;
  slices.forEach((s, k) => {
    data.set(s.pixels, k * rows * cols);
    for (const v of s.pixels) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  });
  const first = slices[0]!;
  return {
    dims: [cols, rows, slices.length],
    spacing: [first.spacing[0], first.spacing[1], dz],
    origin: first.position as [number, number, number],
    data,
    window: first.window,
    min,
    max,
  };
}

/** Fetches and parses a series from URLs; 'CT load failed' when a file cannot be fetched. */
export async function loadDicomSeries(urls: string[], signal?: AbortSignal): Promise<CtVolume> {
  let buffers: ArrayBuffer[];
  try {
    buffers = await Promise.all(
      urls.map(async (u) => {
        const res = await fetch(u, { signal });
        if (!res.ok) throw new Error(`HTTP ${res.status} for ${u}`);
        return res.arrayBuffer();
      }),
    );
  } catch (err) {
    throw new ViewerError(MESSAGES.ctLoadFailed, { cause: err });
  }
  return parseDicomSeries(buffers);
}
