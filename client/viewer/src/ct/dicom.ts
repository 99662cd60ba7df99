import dicomParser from 'dicom-parser';
import { MESSAGES, ViewerError } from '../errors.js';
import { decodeFrame, NATIVE_SYNTAXES, type FrameLayout, type StoredSamples } from './codecs.js';

/** A file of the series that was left out, and why. */
export interface SkippedFile {
  name: string;
  reason: string;
}

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
  /** Damaged files the series opened without (see SERIES_RULE); absent when every file was read. */
  skipped?: SkippedFile[];
  /** Slice indices (z) that no file supplied, filled with the mean of their two neighbours. */
  filled?: number[];
}

/** A DICOM file with the name it is reported by. */
export interface DicomFile {
  name: string;
  data: ArrayBuffer | Uint8Array;
}

/** 'CT parse failed', naming the files that could not be read (empty when the series as a whole is unusable). */
export class CtParseError extends ViewerError {
  constructor(
    readonly files: SkippedFile[],
    options?: { cause?: unknown },
  ) {
    super(MESSAGES.ctParseFailed, options);
  }
}

/**
 * When a series with damaged files still opens: at least `minShare` of its files are read, and in
 * position order no two neighbouring slices are missing (a gap of at most two slice steps); a single
 * missing slice is filled with the mean of its neighbours. Otherwise the whole series fails.
 */
export const SERIES_RULE = { minShare: 0.9, maxGapSteps: 2, stepTolerance: 0.1 } as const;

interface Slice {
  file: string;
  position: number[];
  normalPos: number;
  instance: number;
  pixels: Int16Array;
  rows: number;
  cols: number;
  spacing: [number, number];
  window?: { center: number; width: number };
}

/** What every frame of a file shares, read from its header. */
interface Header {
  syntax: string;
  layout: FrameLayout;
  frames: number;
  slope: number;
  intercept: number;
  pixelSpacing: [number, number];
  normal: number[];
  /** Patient position of each frame. */
  positions: number[][];
  instance: number;
  window?: { center: number; width: number };
}

function numbers(ds: dicomParser.DataSet, tag: string): number[] {
  const s = ds.string(tag);
  return s ? s.split('\\').map(Number) : [];
}

/** Frame positions: per-frame functional groups (enhanced multi-frame), else the file's position stepped along the normal. */
function framePositions(ds: dicomParser.DataSet, frames: number, normal: number[]): number[][] {
  const perFrame = ds.elements.x52009230?.items;
  if (perFrame && perFrame.length >= frames)
    return perFrame.slice(0, frames).map((item, i) => {
      const plane = item.dataSet?.elements.x00209113?.items?.[0]?.dataSet;
      const position = plane ? numbers(plane, 'x00200032') : [];
      if (position.length !== 3) throw new Error(`frame ${i + 1} has no plane position`);
      return position;
    });
  const first = numbers(ds, 'x00200032');
  const origin = first.length === 3 ? first : [0, 0, 0];
  const step = frames > 1 ? (ds.floatString('x00180088') ?? ds.floatString('x00180050') ?? 0) : 0;
  if (frames > 1 && !step) throw new Error('multi-frame file without frame positions or slice spacing');
  return Array.from({ length: frames }, (_, i) => origin.map((o, a) => o + i * step * normal[a]!));
}

/**
 * A value of the image plane or pixel value modules: at the top level of the data set, or (Enhanced CT and other
 * enhanced multi-frame objects) inside the functional group macro that holds it, shared first, then the first frame's.
 */
function grouped(ds: dicomParser.DataSet, macro: string, tag: string): number[] {
  const top = numbers(ds, tag);
  if (top.length) return top;
  for (const groups of ['x52009229', 'x52009230']) {
    const inner = ds.elements[groups]?.items?.[0]?.dataSet?.elements[macro]?.items?.[0]?.dataSet;
    const value = inner ? numbers(inner, tag) : [];
    if (value.length) return value;
  }
  return [];
}

function orientationOf(ds: dicomParser.DataSet): number[] {
  const orientation = grouped(ds, 'x00209116', 'x00200037');
  return orientation.length === 6 ? orientation : [1, 0, 0, 0, 1, 0];
}

function readHeader(ds: dicomParser.DataSet): Header {
  const rows = ds.uint16('x00280010') ?? 0,
    cols = ds.uint16('x00280011') ?? 0;
  if (!rows || !cols || !ds.elements.x7fe00010) throw new Error('missing image pixel module');
  if ((ds.uint16('x00280002') ?? 1) !== 1) throw new Error('not a greyscale image');
  const bitsAllocated = ds.uint16('x00280100') ?? 16;
  if (bitsAllocated !== 8 && bitsAllocated !== 16) throw new Error(`${bitsAllocated} bits allocated`);
  const frames = Math.max(1, Number(ds.string('x00280008') ?? 1) || 1);
  const [r0, r1, r2, c0, c1, c2] = orientationOf(ds) as [number, number, number, number, number, number];
  const normal = [r1 * c2 - r2 * c1, r2 * c0 - r0 * c2, r0 * c1 - r1 * c0];
  const ps = grouped(ds, 'x00289110', 'x00280030');
  const wc = grouped(ds, 'x00289132', 'x00281050')[0],
    ww = grouped(ds, 'x00289132', 'x00281051')[0];
  return {
    syntax: ds.string('x00020010') ?? '1.2.840.10008.1.2',
    layout: { rows, cols, bitsAllocated, signed: (ds.uint16('x00280103') ?? 0) === 1 },
    frames,
    slope: grouped(ds, 'x00289145', 'x00281053')[0] ?? 1,
    intercept: grouped(ds, 'x00289145', 'x00281052')[0] ?? 0,
    // Pixel Spacing is row spacing \ column spacing.
    pixelSpacing: [ps[1] ?? 1, ps[0] ?? 1],
    normal,
    positions: framePositions(ds, frames, normal),
    instance: Number(ds.string('x00200013') ?? 0),
    window: wc !== undefined && ww !== undefined ? { center: wc, width: ww } : undefined,
  };
}

function nativeFrame(ds: dicomParser.DataSet, header: Header, index: number): StoredSamples {
  const { rows, cols, bitsAllocated, signed } = header.layout;
  const el = ds.elements.x7fe00010!;
  const size = rows * cols * (bitsAllocated / 8);
  if (el.length < size * header.frames) throw new Error('pixel data too short');
  const start = ds.byteArray.byteOffset + el.dataOffset + index * size;
  const bytes = ds.byteArray.buffer.slice(start, start + size);
  if (bitsAllocated === 8) return new Uint8Array(bytes);
  return signed ? new Int16Array(bytes) : new Uint16Array(bytes);
}

function encapsulatedFrame(ds: dicomParser.DataSet, header: Header, index: number): Uint8Array {
  const el = ds.elements.x7fe00010!;
  if (!el.encapsulatedPixelData || !el.fragments?.length) throw new Error('compressed pixel data without fragments');
  if (el.basicOffsetTable?.length) return dicomParser.readEncapsulatedImageFrame(ds, el, index);
  if (header.frames === 1) return dicomParser.readEncapsulatedPixelDataFromFragments(ds, el, 0, el.fragments.length);
  if (el.fragments.length !== header.frames) throw new Error('frames span fragments without an offset table');
  return dicomParser.readEncapsulatedPixelDataFromFragments(ds, el, index, 1);
}

function toSlice(file: string, header: Header, stored: StoredSamples, index: number): Slice {
  const { rows, cols } = header.layout;
  const n = rows * cols;
  if (stored.length < n) throw new Error('frame too short');
  const pixels = new Int16Array(n);
  for (let i = 0; i < n; i++)
    pixels[i] = Math.max(-32768, Math.min(32767, Math.round(stored[i]! * header.slope + header.intercept)));
  const position = header.positions[index]!;
  const [nx, ny, nz] = header.normal as [number, number, number];
  return {
    file: header.frames > 1 ? `${file} #${index + 1}` : file,
    position,
    normalPos: position[0]! * nx + position[1]! * ny + position[2]! * nz,
    instance: header.instance * 100000 + index,
    pixels,
    rows,
    cols,
    spacing: header.pixelSpacing,
    window: header.window,
  };
}

function parseDataSet(data: ArrayBuffer | Uint8Array): dicomParser.DataSet {
  return dicomParser.parseDicom(data instanceof Uint8Array ? data : new Uint8Array(data));
}

type Outcome = { name: string; slices: Slice[] } | { name: string; error: unknown };

function readNative({ name, data }: DicomFile): Outcome {
  try {
    const ds = parseDataSet(data);
    const header = readHeader(ds);
    if (!NATIVE_SYNTAXES.has(header.syntax)) throw new Error(`transfer syntax ${header.syntax} needs readDicomSeries`);
    const slices = header.positions.map((_, i) => toSlice(name, header, nativeFrame(ds, header, i), i));
    return { name, slices };
  } catch (error) {
    return { name, error };
  }
}

async function readAny({ name, data }: DicomFile): Promise<Outcome> {
  try {
    const ds = parseDataSet(data);
    const header = readHeader(ds);
    const native = NATIVE_SYNTAXES.has(header.syntax);
    const slices: Slice[] = [];
    for (let i = 0; i < header.frames; i++) {
      const stored = native
        ? nativeFrame(ds, header, i)
        : await decodeFrame(header.syntax, encapsulatedFrame(ds, header, i), header.layout);
      slices.push(toSlice(name, header, stored, i));
    }
    return { name, slices };
  } catch (error) {
    return { name, error };
  }
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The most frequent size (columns x rows) among the slices. */
function commonSize(slices: Slice[]): string {
  const counts = new Map<string, number>();
  for (const s of slices) counts.set(`${s.cols}x${s.rows}`, (counts.get(`${s.cols}x${s.rows}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Applies SERIES_RULE to the per-file outcomes and stacks the slices into a volume. */
function assemble(outcomes: Outcome[]): CtVolume {
  if (outcomes.length === 0) throw new CtParseError([], { cause: new Error('empty series') });
  const skipped: SkippedFile[] = [];
  let slices: Slice[] = [];
  for (const o of outcomes) {
    if ('error' in o) skipped.push({ name: o.name, reason: reasonOf(o.error) });
    else slices.push(...o.slices);
  }
  if (slices.length) {
    const size = commonSize(slices);
    for (const s of slices.filter((s) => `${s.cols}x${s.rows}` !== size))
      skipped.push({ name: s.file, reason: `${s.cols}×${s.rows} pixels, the series is ${size.replace('x', '×')}` });
    slices = slices.filter((s) => `${s.cols}x${s.rows}` === size);
  }
  const readShare = (outcomes.length - skipped.length) / outcomes.length;
  if (!slices.length || readShare < SERIES_RULE.minShare)
    throw new CtParseError(skipped, { cause: new Error(`only ${Math.round(readShare * 100)} % of the files read`) });

  const distinct = new Set(slices.map((s) => s.normalPos)).size === slices.length;
  slices.sort((a, b) => (distinct ? a.normalPos - b.normalPos : a.instance - b.instance));
  const gaps = slices.slice(1).map((s, i) => Math.abs(s.normalPos - slices[i]!.normalPos));
  const dz = (distinct ? [...gaps].sort((a, b) => a - b)[gaps.length >> 1] : undefined) || 1;
  // Each gap as a whole number of slice steps: 1 normally, 2 where one slice is missing.
  const steps = distinct ? gaps.map((g) => Math.round(g / dz)) : gaps.map(() => 1);
  const uneven = distinct
    ? gaps.findIndex(
        (g, i) =>
          steps[i]! < 1 ||
          steps[i]! > SERIES_RULE.maxGapSteps ||
          Math.abs(g - steps[i]! * dz) > SERIES_RULE.stepTolerance * dz,
      )
    : -1;
  if (uneven >= 0)
    throw new CtParseError(skipped, {
      cause: new Error(`uneven slice positions between ${slices[uneven]!.file} and ${slices[uneven + 1]!.file}`),
    });

  const { rows, cols } = slices[0]!;
  const n = rows * cols;
  const depth = 1 + steps.reduce((a, b) => a + b, 0);
  const data = new Int16Array(n * depth);
  const filled: number[] = [];
  let z = 0;
  slices.forEach((s, k) => {
    if (k > 0 && steps[k - 1] === 2) {
      const below = slices[k - 1]!.pixels;
      for (let i = 0; i < n; i++) data[z * n + i] = Math.round((below[i]! + s.pixels[i]!) / 2);
      filled.push(z++);
    }
    data.set(s.pixels, z++ * n);
  });
  let min = Infinity,
    max = -Infinity;
  for (const v of data) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const first = slices[0]!;
  return {
    dims: [cols, rows, depth],
    spacing: [first.spacing[0], first.spacing[1], dz],
    origin: first.position as [number, number, number],
    data,
    window: first.window,
    min,
    max,
    ...(skipped.length ? { skipped } : {}),
    ...(filled.length ? { filled } : {}),
  };
}

const unnamed = (buffers: (ArrayBuffer | Uint8Array)[]): DicomFile[] =>
  buffers.map((data, i) => ({ name: `file ${i + 1}`, data }));

/**
 * Parses an uncompressed DICOM series (one buffer per slice, or multi-frame files) into a volume:
 * rescale slope and intercept applied, slices sorted along the slice normal (instance number when
 * positions are missing), damaged files left out under SERIES_RULE. Throws CtParseError ('CT parse failed').
 * Compressed series need readDicomSeries.
 */
export function parseDicomSeries(buffers: (ArrayBuffer | Uint8Array)[] | DicomFile[]): CtVolume {
  const files = buffers.every((b) => 'name' in b) ? (buffers as DicomFile[]) : unnamed(buffers as ArrayBuffer[]);
  return assemble(files.map(readNative));
}

/** As parseDicomSeries, for any supported transfer syntax (JPEG lossless and JPEG 2000 decoded by their codecs). */
export async function readDicomSeries(files: DicomFile[]): Promise<CtVolume> {
  const outcomes: Outcome[] = [];
  for (const file of files) outcomes.push(await readAny(file));
  return assemble(outcomes);
}

/** The file name at the end of a URL's path. */
const nameOfUrl = (url: string): string =>
  decodeURIComponent(new URL(url, 'http://local/').pathname.split('/').pop() ?? url);

/**
 * Fetches and reads a series from URLs; 'CT load failed' when a file cannot be fetched. Each file is read as
 * it arrives and its bytes dropped once its pixels are decoded, so a series never sits in memory twice
 * over; the files are not kept in the HTTP cache (a series is read once per page).
 */
export async function loadDicomSeries(urls: string[], signal?: AbortSignal): Promise<CtVolume> {
  const outcomes = await Promise.all(
    urls.map(async (u) => {
      let data: ArrayBuffer;
      try {
        const res = await fetch(u, { signal, cache: 'no-store' });
        if (!res.ok) throw new Error(`HTTP ${res.status} for ${u}`);
        data = await res.arrayBuffer();
      } catch (err) {
        throw new ViewerError(MESSAGES.ctLoadFailed, { cause: err });
      }
      return readAny({ name: nameOfUrl(u), data });
    }),
  );
  return assemble(outcomes);
}
