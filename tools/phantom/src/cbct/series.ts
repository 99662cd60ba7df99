import type { FacialLandmarkName, Vec3 } from '@odontia/shared';
import type { PhantomParams } from '../params.js';
import { SeededRandom } from '../random.js';
import { facialLandmarks } from '../reference.js';
import { CANAL_RADIUS_MM, CONDYLE_RADII, CORTEX_MM, JOINT_SPACE_MM, cbctAnatomy } from './anatomy.js';
import { CT_IMAGE_STORAGE, ds, ENHANCED_CT_IMAGE_STORAGE, writeDicomFile, type DicomElement } from './dicom.js';
import { HU, NOISE_SD_HU, patientToLps, voxelize, type CbctVolume } from './volume.js';

/** Default voxel size of the phantom CBCT, mm. */
export const CBCT_VOXEL_MM = 0.35;
const RESCALE_INTERCEPT = -1024;
/** Window presets written into every slice: bone first (the default a viewer picks), then soft tissue. */
export const WINDOWS = [
  { name: 'BONE', center: 1000, width: 4000 },
  { name: 'SOFT_TISSUE', center: 40, width: 400 },
] as const;

export interface CbctTruth {
  format: 'odontia-phantom-cbct/1';
  seed: number;
  /** How the DICOM patient coordinates relate to the Odontia patient frame. */
  frame: string;
  voxelMm: number;
  dims: [number, number, number];
  originLps: Vec3;
  landmarks: Record<'IP' | 'LC' | 'RC', { patient: Vec3; lps: Vec3 }>;
  /**
   * The reference planes' skull and face landmarks (`facialLandmarks`). The volume draws the jaws only: these
   * are positions (nasion lies above the field of view), not drawn ear canals, orbits or skin.
   */
  facialLandmarks: Partial<Record<FacialLandmarkName, { patient: Vec3; lps: Vec3 }>>;
  condyle: { radiiMm: Vec3; axes: { left: Vec3[]; right: Vec3[] }; jointSpaceMm: number };
  canals: { radiusMm: number; left: { patient: Vec3[]; lps: Vec3[] }; right: { patient: Vec3[]; lps: Vec3[] } };
  hu: typeof HU;
  noiseSdHu: number;
  cortexMm: number;
  /** Per tooth: FDI number, centre of the occlusal end, unit apical and mesiodistal (away from the midline) directions, sizes. */
  teeth: {
    fdi: number;
    occlusal: Vec3;
    apical: Vec3;
    mesiodistal: Vec3;
    mdMm: number;
    blMm: number;
    crownMm: number;
    rootMm: number;
  }[];
  uids: { study: string; series: string; frameOfReference: string };
}

export interface CbctSeries {
  volume: CbctVolume;
  /** One DICOM file per axial slice, inferior first (or one multi-frame file, see CbctPacking). */
  files: { name: string; data: Uint8Array }[];
  truth: CbctTruth;
}

/** A UID under the UUID root 2.25, derived from the seed and a label (the same on every run). */
export function phantomUid(seed: number, label: string): string {
  const r = new SeededRandom(seed).fork(`uid:${label}`);
  let n = 0n;
  for (let i = 0; i < 4; i++) n = (n << 32n) | BigInt(Math.floor(r.next() * 2 ** 32));
  return `2.25.${(n >> 1n) + 1n}`;
}

/**
 * How the slices' pixel data is written when not plain: a transfer syntax and its encoder for one slice. Codecs of
 * 8-bit samples (JPEG baseline) get the slices stored as 8 bits, 16 HU a step from -1024 HU.
 */
export type CbctEncoding =
  | { transferSyntax: string; bitsAllocated?: 16; encode(stored: Int16Array, cols: number, rows: number): Uint8Array }
  | { transferSyntax: string; bitsAllocated: 8; encode(stored: Uint8Array, cols: number, rows: number): Uint8Array };

/** HU to stored value: 16-bit signed at unit slope, or 8-bit unsigned for 8-bit codecs. */
function storageOf(encoding: CbctEncoding | undefined) {
  return encoding?.bitsAllocated === 8
    ? { bits: 8, signed: false, slope: 16, max: 255 }
    : { bits: 16, signed: true, slope: 1, max: 32767 };
}

/**
 * How the slices are packed into files: one file per slice (what most CBCT devices export); one multi-frame file whose
 * frames step along the slice normal by the slice spacing; or one Enhanced CT file whose spacing, orientation,
 * rescale and window sit in shared functional groups and each frame's position in its own.
 */
export type CbctPacking = 'slices' | 'multi-frame' | 'enhanced';

/** The elements of the image plane and pixel value modules that Enhanced CT moves into functional groups. */
const GROUPED = new Set([
  0x00180050, 0x00200037, 0x00280030, 0x00281050, 0x00281051, 0x00281052, 0x00281053, 0x00281054,
]);
const tagOf = ([group, element]: DicomElement) => group * 0x10000 + element;

export function generateCbct(
  p: PhantomParams,
  voxelMm = CBCT_VOXEL_MM,
  encoding?: CbctEncoding,
  packing: CbctPacking = 'slices',
): CbctSeries {
  const anatomy = cbctAnatomy(p);
  const volume = voxelize(anatomy, p, voxelMm);
  const { files, uids } = cbctFiles(volume, p.seed, encoding, packing);
  const both = (v: Vec3) => ({ patient: v, lps: patientToLps(v) });
  const truth: CbctTruth = {
    format: 'odontia-phantom-cbct/1',
    seed: p.seed,
    frame:
      'DICOM LPS (x patient left, y posterior, z superior) = (X, -Z, Y) of the Odontia patient frame (X left, Y up, Z anterior); mm; IP at the origin of both',
    voxelMm,
    dims: volume.dims,
    originLps: volume.originLps,
    landmarks: { IP: both([0, 0, 0]), LC: both(anatomy.lc), RC: both(anatomy.rc) },
    facialLandmarks: Object.fromEntries(Object.entries(facialLandmarks(p)).map(([name, v]) => [name, both(v)])),
    condyle: { radiiMm: CONDYLE_RADII, axes: anatomy.condyleAxes, jointSpaceMm: JOINT_SPACE_MM },
    canals: {
      radiusMm: CANAL_RADIUS_MM,
      left: { patient: anatomy.canalLines.left, lps: anatomy.canalLines.left.map(patientToLps) },
      right: { patient: anatomy.canalLines.right, lps: anatomy.canalLines.right.map(patientToLps) },
    },
    hu: HU,
    noiseSdHu: NOISE_SD_HU,
    cortexMm: CORTEX_MM,
    teeth: anatomy.placedTeeth.map((t) => ({
      fdi: t.fdi,
      occlusal: t.occlusal,
      apical: t.apical,
      mesiodistal: t.md,
      mdMm: t.size.md,
      blMm: t.size.bl,
      crownMm: t.size.crown,
      rootMm: t.size.root,
    })),
    uids,
  };
  return { volume, files, truth };
}

/** A volume (the phantom's, or any on its grid) as a DICOM CT series of the phantom patient `seed`. */
export function cbctFiles(
  volume: CbctVolume,
  seed: number,
  encoding?: CbctEncoding,
  packing: CbctPacking = 'slices',
): { files: CbctSeries['files']; uids: CbctTruth['uids'] } {
  const { voxelMm } = volume;
  const [nx, ny, nz] = volume.dims;
  const uids = {
    study: phantomUid(seed, 'study'),
    series: phantomUid(seed, 'series'),
    frameOfReference: phantomUid(seed, 'frame'),
  };
  const storage = storageOf(encoding);
  const common: DicomElement[] = [
    [0x0008, 0x0005, 'CS', 'ISO_IR 100'],
    [0x0008, 0x0008, 'CS', 'ORIGINAL\\PRIMARY\\AXIAL'],
    [0x0008, 0x0016, 'UI', CT_IMAGE_STORAGE],
    [0x0008, 0x0020, 'DA', '20260101'],
    [0x0008, 0x0030, 'TM', '090000'],
    [0x0008, 0x0050, 'SH', ''],
    [0x0008, 0x0060, 'CS', 'CT'],
    [0x0008, 0x0070, 'LO', 'Odontia'],
    [0x0008, 0x0090, 'PN', ''],
    [0x0008, 0x1030, 'LO', 'Phantom CBCT'],
    [0x0008, 0x103e, 'LO', `Phantom CBCT ${voxelMm} mm`],
    [0x0008, 0x1090, 'LO', 'Odontia phantom'],
    [0x0010, 0x0010, 'PN', 'Phantom^Odontia'],
    [0x0010, 0x0020, 'LO', `PHANTOM-${seed}`],
    [0x0010, 0x0030, 'DA', ''],
    [0x0010, 0x0040, 'CS', 'O'],
    [0x0018, 0x0050, 'DS', ds(voxelMm)],
    [0x0018, 0x0060, 'DS', '90'],
    [0x0018, 0x0088, 'DS', ds(voxelMm)],
    [0x0018, 0x5100, 'CS', 'HFS'],
    [0x0020, 0x000d, 'UI', uids.study],
    [0x0020, 0x000e, 'UI', uids.series],
    [0x0020, 0x0010, 'SH', '1'],
    [0x0020, 0x0011, 'IS', '1'],
    [0x0020, 0x0037, 'DS', '1\\0\\0\\0\\1\\0'],
    [0x0020, 0x0052, 'UI', uids.frameOfReference],
    [0x0020, 0x1040, 'LO', ''],
    [0x0028, 0x0002, 'US', 1],
    [0x0028, 0x0004, 'CS', 'MONOCHROME2'],
    [0x0028, 0x0010, 'US', ny],
    [0x0028, 0x0011, 'US', nx],
    [0x0028, 0x0030, 'DS', `${ds(voxelMm)}\\${ds(voxelMm)}`],
    [0x0028, 0x0100, 'US', storage.bits],
    [0x0028, 0x0101, 'US', storage.bits],
    [0x0028, 0x0102, 'US', storage.bits - 1],
    [0x0028, 0x0103, 'US', storage.signed ? 1 : 0],
    [0x0028, 0x1050, 'DS', WINDOWS.map((w) => ds(w.center)).join('\\')],
    [0x0028, 0x1051, 'DS', WINDOWS.map((w) => ds(w.width)).join('\\')],
    [0x0028, 0x1052, 'DS', ds(RESCALE_INTERCEPT)],
    [0x0028, 0x1053, 'DS', ds(storage.slope)],
    [0x0028, 0x1054, 'LO', 'HU'],
    [0x0028, 0x1055, 'LO', WINDOWS.map((w) => w.name).join('\\')],
  ];
  const slice = nx * ny;
  const frames: (Int16Array | Uint8Array)[] = [];
  for (let k = 0; k < nz; k++) {
    const stored = storage.bits === 8 ? new Uint8Array(slice) : new Int16Array(slice);
    for (let i = 0; i < slice; i++) {
      const value = Math.round((volume.hu[k * slice + i]! - RESCALE_INTERCEPT) / storage.slope);
      stored[i] = Math.max(storage.signed ? -storage.max - 1 : 0, Math.min(storage.max, value));
    }
    frames.push(stored);
  }
  const position = (k: number) => [volume.originLps[0], volume.originLps[1], volume.originLps[2] + k * voxelMm];
  const encodeFrame = (stored: Int16Array | Uint8Array): Uint8Array =>
    encoding!.bitsAllocated === 8
      ? encoding!.encode(stored as Uint8Array, nx, ny)
      : encoding!.encode(stored as Int16Array, nx, ny);
  const pixelData = (stored: (Int16Array | Uint8Array)[]): DicomElement =>
    encoding
      ? [0x7fe0, 0x0010, 'OB', { fragments: stored.map(encodeFrame) }]
      : [0x7fe0, 0x0010, 'OW', concatSamples(stored as Int16Array[])];
  const file = (sopClass: string, label: string, elements: DicomElement[]) => {
    const sop = phantomUid(seed, label);
    return writeDicomFile(sopClass, sop, [[0x0008, 0x0018, 'UI', sop], ...elements], encoding?.transferSyntax);
  };

  let files: CbctSeries['files'];
  if (packing === 'slices') {
    files = frames.map((stored, k) => ({
      name: `slice-${String(k + 1).padStart(4, '0')}.dcm`,
      data: file(CT_IMAGE_STORAGE, `slice:${voxelMm}:${k}`, [
        ...common,
        [0x0020, 0x0013, 'IS', String(k + 1)],
        [0x0020, 0x0032, 'DS', position(k).map(ds).join('\\')],
        [0x0020, 0x1041, 'DS', ds(position(k)[2]!)],
        pixelData([stored]),
      ]),
    }));
  } else if (packing === 'multi-frame') {
    files = [
      {
        name: 'cbct-multiframe.dcm',
        data: file(CT_IMAGE_STORAGE, `multi-frame:${voxelMm}`, [
          ...common,
          [0x0020, 0x0013, 'IS', '1'],
          [0x0020, 0x0032, 'DS', position(0).map(ds).join('\\')],
          [0x0028, 0x0008, 'IS', String(nz)],
          pixelData(frames),
        ]),
      },
    ];
  } else {
    const grouped = (group: number, element: number) => common.find((e) => e[0] === group && e[1] === element)!;
    const shared: DicomElement[] = [
      [0x0020, 0x9116, 'SQ', { items: [[grouped(0x0020, 0x0037)]] }],
      [0x0028, 0x9110, 'SQ', { items: [[grouped(0x0028, 0x0030), grouped(0x0018, 0x0050)]] }],
      [0x0028, 0x9132, 'SQ', { items: [[grouped(0x0028, 0x1050), grouped(0x0028, 0x1051)]] }],
      [0x0028, 0x9145, 'SQ', { items: [[grouped(0x0028, 0x1052), grouped(0x0028, 0x1053), grouped(0x0028, 0x1054)]] }],
    ];
    files = [
      {
        name: 'cbct-enhanced.dcm',
        data: file(ENHANCED_CT_IMAGE_STORAGE, `enhanced:${voxelMm}`, [
          ...common.filter((e) => !GROUPED.has(tagOf(e))),
          [0x0020, 0x0013, 'IS', '1'],
          [0x0028, 0x0008, 'IS', String(nz)],
          [0x5200, 0x9229, 'SQ', { items: [shared] }],
          [
            0x5200,
            0x9230,
            'SQ',
            {
              items: frames.map((_, k) => [
                [0x0020, 0x9113, 'SQ', { items: [[[0x0020, 0x0032, 'DS', position(k).map(ds).join('\\')]]] }],
              ]),
            },
          ],
          pixelData(frames),
        ]),
      },
    ];
  }
  return { files, uids };
}

function concatSamples(frames: Int16Array[]): Int16Array {
  const out = new Int16Array(frames.reduce((n, f) => n + f.length, 0));
  frames.forEach((f, i) => out.set(f, i * f.length));
  return out;
}
