import {
  encodeJpegLossless,
  generateCbct,
  jpeg2000Encoding,
  jpegBaselineEncoding,
  JPEG_LOSSLESS_SV1,
  phantomParams,
  rleEncoding,
} from '@odontia/phantom';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ViewerError } from '../errors.js';
import { CtParseError, parseDicomSeries, readDicomSeries, type DicomFile } from './dicom.js';
import { seriesError, seriesFailure } from './read-series.js';
import { seriesFiles } from './zip.js';

const VOXEL_MM = 1.5;
const plain = generateCbct(phantomParams(), VOXEL_MM);
const files = (): DicomFile[] => plain.files.map((f) => ({ name: f.name, data: f.data.slice() }));
const sliceSize = plain.volume.dims[0] * plain.volume.dims[1];

/** Cuts a file in the middle of its pixel data. */
const truncated = (f: DicomFile): DicomFile => ({ name: f.name, data: (f.data as Uint8Array).slice(0, 2000) });

/** Gives the Rows element (0028,0010) a length running past the end of the file. */
function corruptTag(f: DicomFile): DicomFile {
  const bytes = (f.data as Uint8Array).slice();
  const rowsTag = [0x28, 0x00, 0x10, 0x00, 0x55, 0x53];
  const at = bytes.findIndex((_, i) => rowsTag.every((b, j) => bytes[i + j] === b));
  expect(at).toBeGreaterThan(132);
  // Explicit VR 'US' has a 2-byte length; 0xFFFE points past the file's end.
  bytes[at + 6] = 0xfe;
  bytes[at + 7] = 0xff;
  return { name: f.name, data: bytes };
}

async function parseFailure(run: () => unknown): Promise<CtParseError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(CtParseError);
    expect((error as Error).message).toBe(MESSAGES.ctParseFailed);
    return error as CtParseError;
  }
  throw new Error('the series opened');
}

describe('a series with damaged files', () => {
  it('opens from the rest, names the damaged files and fills a single missing slice from its neighbours', async () => {
    const series = files();
    const n = series.length;
    expect(n).toBeGreaterThanOrEqual(20);
    series[5] = truncated(series[5]!);
    series[12] = corruptTag(series[12]!);
    const v = await readDicomSeries(series.reverse());
    expect(v.skipped?.map((s) => s.name).sort()).toEqual([plain.files[5]!.name, plain.files[12]!.name]);
    expect(v.dims).toEqual(plain.volume.dims);
    expect(v.filled).toEqual([5, 12]);
    const { hu } = plain.volume;
    for (let z = 0; z < n; z++) {
      const got = v.data.subarray(z * sliceSize, (z + 1) * sliceSize);
      if (z === 5 || z === 12) {
        const i = sliceSize >> 1;
        expect(got[i]).toBe(Math.round((hu[(z - 1) * sliceSize + i]! + hu[(z + 1) * sliceSize + i]!) / 2));
      } else expect(got).toEqual(hu.subarray(z * sliceSize, (z + 1) * sliceSize));
    }
  });

  it('drops a damaged end slice without filling', () => {
    const series = files();
    series[0] = truncated(series[0]!);
    const v = parseDicomSeries(series);
    expect(v.dims[2]).toBe(plain.volume.dims[2] - 1);
    expect(v.filled).toBeUndefined();
    expect(v.origin[2]).toBeCloseTo(plain.volume.originLps[2] + VOXEL_MM, 4);
    expect(v.data).toEqual(plain.volume.hu.subarray(sliceSize));
  });

  it('fails, naming the files, when two neighbouring slices are missing', async () => {
    const series = files();
    series[7] = truncated(series[7]!);
    series[8] = corruptTag(series[8]!);
    const error = await parseFailure(() => parseDicomSeries(series));
    expect(error.files.map((f) => f.name)).toEqual([plain.files[7]!.name, plain.files[8]!.name]);
  });

  it('fails when fewer than 90 % of the files can be read', async () => {
    const series = files();
    const broken = Math.ceil(series.length * 0.1) + 1;
    for (let i = 0; i < broken; i++) series[2 * i + 1] = truncated(series[2 * i + 1]!);
    const error = await parseFailure(() => readDicomSeries(series));
    expect(error.files).toHaveLength(broken);
  });

  it('fails on an empty series', async () => {
    expect((await parseFailure(() => parseDicomSeries([]))).files).toEqual([]);
  });

  it("keeps 'CT parse failed' and the damaged files' names across the series worker's message", async () => {
    const series = files();
    series[7] = truncated(series[7]!);
    series[8] = corruptTag(series[8]!);
    const posted = structuredClone(seriesFailure(await parseFailure(() => readDicomSeries(series))));
    const error = seriesError(posted);
    expect(error).toBeInstanceOf(CtParseError);
    expect((error as CtParseError).files.map((f) => f.name)).toEqual([plain.files[7]!.name, plain.files[8]!.name]);
    const unreachable = seriesError(structuredClone(seriesFailure(new ViewerError(MESSAGES.ctLoadFailed))));
    expect(unreachable).not.toBeInstanceOf(CtParseError);
    expect(unreachable.message).toBe(MESSAGES.ctLoadFailed);
  });
});

describe('compressed series', () => {
  let jpeg2000Files: { name: string; data: Uint8Array }[];

  beforeAll(async () => {
    jpeg2000Files = generateCbct(phantomParams(), VOXEL_MM, await jpeg2000Encoding()).files;
  });

  it('JPEG lossless (process 14, predictor 1) decodes to exactly the uncompressed volume', async () => {
    const series = generateCbct(phantomParams(), VOXEL_MM, {
      transferSyntax: JPEG_LOSSLESS_SV1,
      encode: encodeJpegLossless,
    });
    expect(series.files[0]!.data.length).toBeLessThan(plain.files[0]!.data.length);
    const v = await readDicomSeries(series.files);
    expect(v.skipped).toBeUndefined();
    expect(v.dims).toEqual(plain.volume.dims);
    expect(v.data).toEqual(plain.volume.hu);
  });

  it('RLE Lossless decodes to exactly the uncompressed volume', async () => {
    const series = generateCbct(phantomParams(), VOXEL_MM, rleEncoding);
    expect(series.files[0]!.data.length).toBeLessThan(plain.files[0]!.data.length);
    const v = await readDicomSeries(series.files);
    expect(v.skipped).toBeUndefined();
    expect(v.data).toEqual(plain.volume.hu);
  });

  it('JPEG baseline (lossy, 8-bit, 16 HU a step) opens within the quantisation and compression error', async () => {
    const series = generateCbct(phantomParams(), VOXEL_MM, jpegBaselineEncoding(95));
    const v = await readDicomSeries(series.files);
    expect(v.skipped).toBeUndefined();
    expect(v.dims).toEqual(plain.volume.dims);
    let sum = 0,
      within = 0;
    for (let i = 0; i < v.data.length; i++) {
      const error = Math.abs(v.data[i]! - plain.volume.hu[i]!);
      sum += error;
      if (error <= 100) within++;
    }
    // 8-bit storage alone costs up to 8 HU; quality-95 JPEG adds ringing at the bone edges (measured: 18.3 HU mean, 99.96 % within 100 HU).
    expect(sum / v.data.length).toBeLessThan(25);
    expect(within / v.data.length).toBeGreaterThan(0.995);
  });

  it('one multi-frame file, frames stepped by the slice spacing, opens as the slice series does', async () => {
    const { files } = generateCbct(phantomParams(), VOXEL_MM, undefined, 'multi-frame');
    expect(files).toHaveLength(1);
    const v = await readDicomSeries(files);
    expect(v.dims).toEqual(plain.volume.dims);
    expect(v.spacing).toEqual([VOXEL_MM, VOXEL_MM, VOXEL_MM]);
    expect(v.origin).toEqual(plain.volume.originLps);
    expect(v.data).toEqual(plain.volume.hu);
  });

  it('an Enhanced CT file (JPEG 2000 frames; spacing, rescale and window in functional groups) opens as the slice series does', async () => {
    const { files } = generateCbct(phantomParams(), VOXEL_MM, await jpeg2000Encoding(), 'enhanced');
    expect(files).toHaveLength(1);
    const v = await readDicomSeries(files);
    expect(v.skipped).toBeUndefined();
    expect(v.dims).toEqual(plain.volume.dims);
    expect(v.spacing).toEqual([VOXEL_MM, VOXEL_MM, VOXEL_MM]);
    expect(v.origin).toEqual(plain.volume.originLps);
    expect(v.window).toEqual({ center: 1000, width: 4000 });
    expect(v.data).toEqual(plain.volume.hu);
  });

  it('JPEG 2000 (reversible) decodes to exactly the uncompressed volume', async () => {
    expect(jpeg2000Files[0]!.data.length).toBeLessThan(plain.files[0]!.data.length);
    const v = await readDicomSeries(jpeg2000Files);
    expect(v.skipped).toBeUndefined();
    expect(v.data).toEqual(plain.volume.hu);
  });

  it('a damaged compressed file is named and the rest opens', async () => {
    const series = [...jpeg2000Files];
    const bad = series[9]!;
    series[9] = { name: bad.name, data: bad.data.slice(0, bad.data.length - 400) };
    const v = await readDicomSeries(series);
    expect(v.skipped?.map((s) => s.name)).toEqual([bad.name]);
    expect(v.filled).toEqual([9]);
  });

  it('the sync parser refuses compressed files, naming them', async () => {
    const series = generateCbct(phantomParams(), VOXEL_MM, {
      transferSyntax: JPEG_LOSSLESS_SV1,
      encode: encodeJpegLossless,
    });
    const error = await parseFailure(() => parseDicomSeries(series.files));
    expect(error.files).toHaveLength(series.files.length);
  });

  it('a zip of the compressed series opens, its extra entries ignored, a damaged entry named', async () => {
    const entries: Record<string, Uint8Array> = {
      DICOMDIR: new Uint8Array(200),
      '__MACOSX/CBCT/._slice-0001.dcm': new Uint8Array(10),
    };
    jpeg2000Files.forEach((f, i) => (entries[`CBCT/${f.name}`] = i === 3 ? f.data.slice(0, 600) : f.data));
    const zip = zipSync(entries, { level: 0 });
    const unpacked = seriesFiles([{ name: 'phantom.zip', data: zip }]);
    expect(unpacked).toHaveLength(jpeg2000Files.length);
    const v = await readDicomSeries(unpacked);
    expect(v.skipped?.map((s) => s.name)).toEqual([`phantom.zip/CBCT/${jpeg2000Files[3]!.name}`]);
    expect(v.filled).toEqual([3]);
    expect(v.data.subarray(4 * sliceSize)).toEqual(plain.volume.hu.subarray(4 * sliceSize));
  });

  it('a damaged zip is CT parse failed, naming the archive', async () => {
    const zip = zipSync({ 'a.dcm': jpeg2000Files[0]!.data });
    const error = await parseFailure(() => seriesFiles([{ name: 'cut.zip', data: zip.slice(0, zip.length - 30) }]));
    expect(error.files.map((f) => f.name)).toEqual(['cut.zip']);
  });
});
