import type { CtVolume } from '../ct/dicom.js';
import type { Isosurface } from '../ct/marching-cubes.js';
import { suggestCondyles, type CondyleSuggestion } from './condyles.js';
import { downsample, reductionFactor } from './grid.js';
import { segmentCt, VOXEL_STRUCTURES, type Segmentation, type SegmentOptions, type VoxelStructure } from './segment.js';
import { structureSurface } from './surfaces.js';

/** Everything a page shows after segmenting: the labels, a surface per structure, suggested condyles. */
export interface SegmentationResult {
  segmentation: Segmentation;
  /** The volume the labels are on (the input, or averaged down when its voxels were finer than needed). */
  volume: CtVolume;
  surfaces: Record<VoxelStructure, Isosurface>;
  condyles: CondyleSuggestion;
  ms: number;
}

/** Segments a volume (fine ones averaged down first), then extracts the surfaces and suggests condyles. */
export function runSegmentationPipeline(input: CtVolume, opts: SegmentOptions = {}): SegmentationResult {
  const start = performance.now();
  const volume = downsample(input, reductionFactor(input.spacing));
  const segmentation = segmentCt(volume, opts);
  const surfaces = Object.fromEntries(
    VOXEL_STRUCTURES.map((s) => [s, structureSurface(volume, segmentation, s)]),
  ) as Record<VoxelStructure, Isosurface>;
  return { segmentation, volume, surfaces, condyles: suggestCondyles(segmentation), ms: performance.now() - start };
}
