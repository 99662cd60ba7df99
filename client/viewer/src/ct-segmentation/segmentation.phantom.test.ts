import { cbctStructureVolumes, generateCbct, phantomParams, type CbctSeries } from '@odontia/phantom';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDicomSeries, type CtVolume } from '../ct/dicom.js';
import { suggestCondyles } from './condyles.js';
import { jointSpaceAt, jointSurfaces } from './joint-space.js';
import { segmentCt, VOXEL_STRUCTURES, type Segmentation } from './segment.js';
import { structureSurface } from './surfaces.js';

// One phantom CBCT at 0.5 mm for every check: generating and segmenting it takes a while on a busy machine.
let series: CbctSeries;
let volume: CtVolume;
let seg: Segmentation;

beforeAll(() => {
  series = generateCbct(phantomParams(), 0.5);
  volume = parseDicomSeries(series.files.map((f) => f.data));
  seg = segmentCt(volume);
}, 600_000);

describe('CBCT segmentation on the phantom', () => {
  it('finds each structure within 5% of the volume of the phantom anatomy', () => {
    const truth = cbctStructureVolumes(phantomParams());
    for (const s of VOXEL_STRUCTURES) {
      const err = seg.volumesMm3[s] / truth[s] - 1;
      expect(Math.abs(err), `${s}: ${seg.volumesMm3[s].toFixed(0)} vs ${truth[s].toFixed(0)} mm³`).toBeLessThan(0.05);
    }
    // The occlusal cut lies between the arches: the phantom's teeth meet at its origin height.
    expect(Math.abs(seg.occlusalCut)).toBeLessThan(2);
  }, 300_000);

  it('moving the occlusal cut moves teeth between the arches', () => {
    const lowered = segmentCt(volume, { occlusalCut: seg.occlusalCut - 3 });
    expect(lowered.volumesMm3.tooth_upper).toBeGreaterThan(seg.volumesMm3.tooth_upper * 1.05);
    expect(lowered.volumesMm3.tooth_lower).toBeLessThan(seg.volumesMm3.tooth_lower * 0.95);
  }, 300_000);

  it('suggests the condyle centres within 1 mm of the true LC and RC', () => {
    const { lc, rc } = suggestCondyles(seg);
    const dist = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
    expect(dist(lc!, series.truth.landmarks.LC.patient)).toBeLessThan(1);
    expect(dist(rc!, series.truth.landmarks.RC.patient)).toBeLessThan(1);
  });

  it('measures the joint space in maximal intercuspation within 0.3 mm of the truth, and a penetration', () => {
    const jaw = structureSurface(volume, seg, 'jaw');
    const skull = structureSurface(volume, seg, 'skull');
    const truth = series.truth.condyle.jointSpaceMm;
    for (const c of [series.truth.landmarks.LC.patient, series.truth.landmarks.RC.patient]) {
      const joint = jointSurfaces(jaw, skull, c);
      const mi = jointSpaceAt(joint);
      expect(mi.penetrating).toBe(false);
      expect(Math.abs(mi.distanceMm - truth), `${mi.distanceMm} vs ${truth}`).toBeLessThan(0.3);
      // The mandible pushed 4 mm up drives the condyle into the fossa.
      const up = jointSpaceAt(joint, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 4, 0, 1]);
      expect(up.penetrating).toBe(true);
      expect(up.distanceMm).toBeLessThan(0);
    }
  }, 300_000);
});
