import type { CtVolume } from '../ct/dicom.js';
import { ctLevels, histogram, type CtLevels } from './levels.js';
import { borderComponents, fillEnclosed, growLabels, separate, touches, type Dims } from './morphology.js';

/** Voxel labels of a segmentation; the canal is traced separately (see canal.ts). */
export const LABELS = { none: 0, skull: 1, jaw: 2, tooth_upper: 3, tooth_lower: 4 } as const;
export type VoxelStructure = Exclude<keyof typeof LABELS, 'none'>;
export const VOXEL_STRUCTURES: VoxelStructure[] = ['skull', 'jaw', 'tooth_upper', 'tooth_lower'];

export interface SegmentOptions {
  /** Levels to use instead of the ones derived from the histogram. */
  levels?: Partial<CtLevels>;
  /** Height (patient z of the volume, mm) of the plane between upper and lower teeth; suggested when absent. */
  occlusalCut?: number;
  /** Bridges thinner than about twice this (mm) between bones or teeth are cut; default 1 mm. */
  separationMm?: number;
}

export interface Segmentation {
  dims: Dims;
  spacing: [number, number, number];
  origin: [number, number, number];
  labels: Uint8Array;
  levels: CtLevels;
  occlusalCut: number;
  separationMm: number;
  volumesMm3: Record<VoxelStructure, number>;
}

/** Solid pieces smaller than this are noise or debris, not anatomy (mm³). */
const MIN_PIECE_MM3 = 5;
/** How far above or below the occlusal cut the split between the arches follows the gap between the crowns, mm. */
const GAP_REACH_MM = 2.5;

/**
 * Per voxel column (x, y), the slice where the upper teeth begin: the non-tooth voxel nearest the cut
 * within `reach` slices, so the split follows the gap between interdigitating cusps. Columns where the
 * crowns touch take the mean of their neighbours' splits; the rest, the cut.
 */
export function occlusalSplit(tooth: Uint8Array, dims: Dims, cutSlice: number, reach: number): Float32Array {
  const [nx, ny, nz] = dims;
  const sxy = nx * ny;
  const split = new Float32Array(sxy).fill(NaN);
  const base = Math.round(cutSlice);
  for (let c = 0; c < sxy; c++)
    for (let d = 0; d <= reach && Number.isNaN(split[c]!); d++)
      for (const z of d ? [base + d, base - d] : [base])
        if (z >= 0 && z < nz && !tooth[c + z * sxy]) {
          split[c] = z;
          break;
        }
  for (let open = true; open;) {
    open = false;
    const next = split.slice();
    for (let c = 0; c < sxy; c++) {
      if (!Number.isNaN(split[c]!)) continue;
      const x = c % nx,
        y = (c / nx) | 0;
      let sum = 0,
        n = 0;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const xx = x + dx,
          yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= nx || yy >= ny) continue;
        const v = split[xx + yy * nx]!;
        if (!Number.isNaN(v)) {
          sum += v;
          n++;
        }
      }
      if (n) {
        next[c] = sum / n;
        open = true;
      }
    }
    split.set(next);
  }
  for (let c = 0; c < sxy; c++) if (Number.isNaN(split[c]!)) split[c] = cutSlice;
  return split;
}

/**
 * The slice between upper and lower teeth: the tooth voxels' heights fall into two groups by two-means,
 * and where the crowns meet, within 4 mm of halfway between the groups, the teeth are thinnest (the
 * crowns round off towards their occlusal surfaces).
 */
export function suggestOcclusalSlice(tooth: Uint8Array, dims: Dims, sliceMm = 0.5): number {
  const sxy = dims[0] * dims[1];
  const profile = new Float64Array(dims[2]);
  for (let i = 0; i < tooth.length; i++) if (tooth[i]) profile[(i / sxy) | 0]!++;
  let lo = 0,
    hi = dims[2] - 1;
  for (let iter = 0; iter < 30; iter++) {
    const mid = (lo + hi) / 2;
    let a = 0,
      wa = 0,
      b = 0,
      wb = 0;
    profile.forEach((w, z) => {
      if (z < mid) {
        a += z * w;
        wa += w;
      } else {
        b += z * w;
        wb += w;
      }
    });
    if (!wa || !wb) break;
    lo = a / wa;
    hi = b / wb;
  }
  const mid = Math.round((lo + hi) / 2),
    reach = Math.round(4 / sliceMm);
  let best = mid;
  for (let z = Math.max(0, mid - reach); z <= Math.min(dims[2] - 1, mid + reach); z++)
    if (profile[z]! < profile[best]!) best = z;
  return best;
}

/**
 * Segments a CBCT into skull, mandible (jaw) and upper and lower teeth: teeth are what is denser than
 * bone, bone what is denser than soft tissue; cavities enclosed by bone or tooth and not air are filled
 * (cancellous bone, pulp, the canal lumen); contacts thinner than about twice `separationMm` between bones
 * are cut by erosion and regrowth; the mandible is the bone piece holding the lowest teeth (each tooth
 * voxel belongs to the piece geodesically nearest through the tooth); the teeth are split into upper and
 * lower at the occlusal cut, suggested from the teeth's height profile or set by the clinician, the split
 * following the gap between the crowns near it.
 */
export function segmentCt(volume: CtVolume, opts: SegmentOptions = {}): Segmentation {
  const { dims, spacing, origin, data } = volume;
  const n = data.length;
  const levels = { ...ctLevels(histogram(data)), ...opts.levels };
  const voxelMm3 = spacing[0] * spacing[1] * spacing[2];
  const minVoxels = Math.ceil(MIN_PIECE_MM3 / voxelMm3);
  const separationMm = opts.separationMm ?? 1;
  const steps = Math.max(1, Math.round(separationMm / Math.min(...spacing)));
  const sxy = dims[0] * dims[1];

  const tooth = new Uint8Array(n);
  for (let i = 0; i < n; i++) tooth[i] = data[i]! >= levels.tooth ? 1 : 0;
  // Pulp: what the dentin encloses.
  fillEnclosed(tooth, dims);

  // Voxels at the surface of a tooth hold part tooth, part bone or soft tissue: a one-voxel ring over
  // the level halfway between bone and tooth belongs to the tooth.
  const toothRim = (levels.bone + levels.tooth) / 2;
  const grown = tooth.slice();
  for (let i = 0; i < n; i++) if (!tooth[i] && data[i]! >= toothRim && touches(tooth, i, dims)) grown[i] = 1;
  tooth.set(grown);

  const bone = new Uint8Array(n);
  const free = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    bone[i] = !tooth[i] && data[i]! >= levels.bone ? 1 : 0;
    free[i] = !tooth[i] && !bone[i] ? 1 : 0;
  }
  // Enclosed cavities: filled unless they hold air (sinuses).
  const cav = borderComponents(free, dims);
  const sum = new Float64Array(cav.sizes.length);
  for (let i = 0; i < n; i++) if (cav.labels[i]) sum[cav.labels[i]!] = sum[cav.labels[i]!]! + data[i]!;
  for (let i = 0; i < n; i++) {
    const c = cav.labels[i]!;
    if (c && !cav.open[c] && sum[c]! / cav.sizes[c]! > levels.tissue) bone[i] = 1;
  }

  // Dense voxels between a tooth and soft tissue are the blur of a crown's surface, not bone: left
  // as bone they would join the crowns of both jaws where the teeth meet.
  for (let i = 0; i < n; i++) free[i] = !tooth[i] && !bone[i] ? 1 : 0;
  for (let i = 0; i < n; i++) if (bone[i] && touches(tooth, i, dims) && touches(free, i, dims)) bone[i] = 0;

  const bones = separate(bone, dims, steps);
  // Each tooth voxel belongs to the bone piece geodesically nearest through the tooth: roots hold it.
  const owner = bones.labels;
  growLabels(owner, tooth, dims);
  const count = bones.count + 1;
  const size = new Float64Array(count),
    toothCount = new Float64Array(count),
    toothZ = new Float64Array(count);
  for (let i = 0; i < n; i++) {
    const c = owner[i]!;
    if (!c) continue;
    if (tooth[i]) {
      toothCount[c] = toothCount[c]! + 1;
      toothZ[c] = toothZ[c]! + ((i / sxy) | 0);
    } else size[c] = size[c]! + 1;
  }
  // The mandible: of the pieces holding a tenth as many teeth as the most or more, the one whose teeth lie lowest.
  const most = Math.max(...toothCount);
  let jaw = 0;
  for (let c = 1; c < count; c++)
    if (toothCount[c]! >= most / 10 && (!jaw || toothZ[c]! / toothCount[c]! < toothZ[jaw]! / toothCount[jaw]!)) jaw = c;

  const occlusalCut =
    opts.occlusalCut ?? origin[2] + spacing[2] * (0.5 + suggestOcclusalSlice(tooth, dims, spacing[2]));
  const cutSlice = (occlusalCut - origin[2]) / spacing[2] - 0.5;

  const split = occlusalSplit(tooth, dims, cutSlice, Math.round(GAP_REACH_MM / spacing[2]));

  const labels = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const c = owner[i]!;
    if (tooth[i]) {
      const z = (i / sxy) | 0;
      labels[i] = z < split[i % sxy]! ? LABELS.tooth_lower : LABELS.tooth_upper;
    } else if (c && size[c]! >= minVoxels) labels[i] = c === jaw ? LABELS.jaw : LABELS.skull;
  }

  const counts = [0, 0, 0, 0, 0];
  for (let i = 0; i < n; i++) counts[labels[i]!]!++;
  const volumesMm3 = Object.fromEntries(VOXEL_STRUCTURES.map((s) => [s, counts[LABELS[s]]! * voxelMm3])) as Record<
    VoxelStructure,
    number
  >;
  return { dims, spacing, origin, labels, levels, occlusalCut, separationMm, volumesMm3 };
}
