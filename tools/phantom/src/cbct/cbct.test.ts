import type { Vec3 } from '@odontia/shared';
import dicomParser from 'dicom-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { dentalArches } from '../anatomy/arch.js';
import { phantomParams } from '../params.js';
import { CONDYLE_RADII, JOINT_SPACE_MM } from './anatomy.js';
import { CT_IMAGE_STORAGE } from './dicom.js';
import { generateCbct, type CbctSeries, type CbctTruth } from './series.js';
import { HU, lpsToPatient, patientToLps } from './volume.js';

const VOXEL = 1;
let series: CbctSeries;

/** Trilinear HU at a patient-frame point. */
function sample(s: CbctSeries, p: Vec3): number {
  const { dims, voxelMm, originLps, hu } = s.volume;
  const l = patientToLps(p);
  const f = l.map((v, i) => (v - originLps[i]!) / voxelMm);
  const i0 = f.map(Math.floor);
  let sum = 0;
  for (let c = 0; c < 8; c++) {
    const idx = [0, 1, 2].map((a) => i0[a]! + ((c >> a) & 1));
    const w = [0, 1, 2].reduce((m, a) => m * ((c >> a) & 1 ? f[a]! - i0[a]! : 1 - (f[a]! - i0[a]!)), 1);
    sum += w * hu[(idx[2]! * dims[1] + idx[1]!) * dims[0] + idx[0]!]!;
  }
  return sum;
}

/** Distance along `dir` from `from` at which HU first crosses `level` (rising or falling), sampled every 0.05 mm. */
function crossing(s: CbctSeries, from: Vec3, dir: Vec3, start: number, level: number, falling: boolean): number {
  for (let t = start; t < start + 20; t += 0.05) {
    const v = sample(s, [from[0] + t * dir[0], from[1] + t * dir[1], from[2] + t * dir[2]]);
    if (falling ? v < level : v > level) return t;
  }
  return Infinity;
}

// Generation takes seconds; on a busy machine more than the default hook timeout.
beforeAll(() => {
  series = generateCbct(phantomParams(), VOXEL);
}, 120_000);

describe('phantom CBCT', () => {
  it('is the same bytes for the same seed and differs for another seed', () => {
    const again = generateCbct(phantomParams(), VOXEL);
    expect(again.files.length).toBe(series.files.length);
    again.files.forEach((f, i) => {
      expect(f.name).toBe(series.files[i]!.name);
      expect(Buffer.from(f.data).equals(Buffer.from(series.files[i]!.data))).toBe(true);
    });
    expect(JSON.stringify(again.truth)).toBe(JSON.stringify(series.truth));
    const other = generateCbct(phantomParams({ seed: 2 }), VOXEL);
    expect(other.truth.uids.series).not.toBe(series.truth.uids.series);
    expect(Buffer.from(other.files[40]!.data).equals(Buffer.from(series.files[40]!.data))).toBe(false);
  });

  it('is a CT series a third-party parser reads with consistent geometry', () => {
    const { dims, voxelMm, originLps } = series.volume;
    expect(series.files.length).toBe(dims[2]);
    let previousZ = -Infinity;
    series.files.forEach((f, k) => {
      const ds = dicomParser.parseDicom(f.data);
      expect(ds.string('x00020010')).toBe('1.2.840.10008.1.2.1');
      expect(ds.string('x00080016')).toBe(CT_IMAGE_STORAGE);
      expect(ds.string('x00080018')).toBe(ds.string('x00020003'));
      expect(ds.string('x00080060')).toBe('CT');
      expect(ds.string('x0020000d')).toBe(series.truth.uids.study);
      expect(ds.string('x0020000e')).toBe(series.truth.uids.series);
      expect(ds.string('x00200052')).toBe(series.truth.uids.frameOfReference);
      expect(ds.uint16('x00280010')).toBe(dims[1]);
      expect(ds.uint16('x00280011')).toBe(dims[0]);
      expect(ds.uint16('x00280100')).toBe(16);
      expect(ds.uint16('x00280103')).toBe(1);
      expect(ds.string('x00280030')).toBe(`${voxelMm}\\${voxelMm}`);
      expect(ds.floatString('x00180050')).toBe(voxelMm);
      expect(ds.floatString('x00180088')).toBe(voxelMm);
      expect(ds.string('x00200037')).toBe('1\\0\\0\\0\\1\\0');
      expect(ds.intString('x00200013')).toBe(k + 1);
      const ipp = ds.string('x00200032')!.split('\\').map(Number);
      expect(ipp[0]).toBeCloseTo(originLps[0], 4);
      expect(ipp[1]).toBeCloseTo(originLps[1], 4);
      expect(ipp[2]).toBeCloseTo(originLps[2] + k * voxelMm, 4);
      expect(ipp[2]! - previousZ).toBeGreaterThan(voxelMm * 0.999);
      previousZ = ipp[2]!;
      expect(ds.floatString('x00201041')).toBeCloseTo(ipp[2]!, 4);
      expect(ds.floatString('x00281052')).toBe(-1024);
      expect(ds.floatString('x00281053')).toBe(1);
      expect(ds.string('x00281050')).toBe('1000\\40');
      expect(ds.string('x00281051')).toBe('4000\\400');
      const px = ds.elements.x7fe00010!;
      expect(px.length).toBe(dims[0] * dims[1] * 2);
      // Stored value + intercept is the HU of the volume.
      const mid = Math.floor((dims[0] * dims[1]) / 2);
      expect(new DataView(f.data.buffer, f.data.byteOffset + px.dataOffset).getInt16(mid * 2, true) - 1024).toBe(
        series.volume.hu[k * dims[0] * dims[1] + mid],
      );
    });
  });

  it('reports LC and RC in both frames, the LPS mapping inverting the patient one', () => {
    const { LC, RC } = series.truth.landmarks;
    expect(LC.lps).toEqual([LC.patient[0], -LC.patient[2], LC.patient[1]]);
    expect(lpsToPatient(RC.lps)).toEqual(RC.patient);
    expect(LC.patient[0]).toBeGreaterThan(0);
  });

  it('has cancellous bone at the condyle centres and the condyle surface at its known radii', () => {
    for (const side of ['left', 'right'] as const) {
      const c = series.truth.landmarks[side === 'left' ? 'LC' : 'RC'].patient;
      expect(Math.abs(sample(series, c) - HU.cancellous)).toBeLessThan(100);
      const axes = series.truth.condyle.axes[side];
      const level = (HU.cortical + HU.soft) / 2;
      for (let a = 0; a < 3; a++) {
        for (const sign of [1, -1]) {
          if (a === 1 && sign < 0) continue; // the neck continues below the head
          const dir = axes[a]!.map((v) => v * sign) as unknown as Vec3;
          // Start inside the cortex, outside the cancellous core.
          const surface = crossing(series, c, dir, CONDYLE_RADII[a]! - 0.8, level, true);
          expect(Math.abs(surface - CONDYLE_RADII[a]!)).toBeLessThan(0.7 * VOXEL);
        }
      }
      // Above the head: the joint space, then the roof of the glenoid fossa.
      const roof = crossing(series, c, [0, 1, 0], CONDYLE_RADII[1] + 0.5, level, false);
      expect(Math.abs(roof - (CONDYLE_RADII[1] + JOINT_SPACE_MM))).toBeLessThan(0.7 * VOXEL);
    }
  });

  it('has soft tissue inside the mandibular canals and bone beside them', () => {
    for (const side of ['left', 'right'] as const) {
      const line = series.truth.canals[side].patient;
      // The segments inside the body (from the third point on, before the exit to the mental foramen).
      for (let i = 2; i < line.length - 2; i++) {
        const a = line[i]!,
          b = line[i + 1]!;
        const mid: Vec3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
        expect(sample(series, mid)).toBeLessThan(250);
        expect(sample(series, [mid[0], mid[1] - 4, mid[2]])).toBeGreaterThan(300);
      }
    }
  });

  it('has molars with a pulp chamber in a dentin core and enamel crowns denser than bone', () => {
    const at = (t: CbctTruth['teeth'][number], apical: number, md: number): Vec3 =>
      [0, 1, 2].map((i) => t.occlusal[i]! + t.apical[i]! * apical + t.mesiodistal[i]! * md) as unknown as Vec3;
    for (const t of series.truth.teeth.filter((x) => x.fdi % 10 >= 6)) {
      expect(sample(series, at(t, t.crownMm / 2, 0))).toBeLessThan(600);
      expect(Math.abs(sample(series, at(t, t.crownMm / 2, t.mdMm / 4)) - HU.dentin)).toBeLessThan(250);
    }
    const max = series.volume.hu.reduce((m, v) => Math.max(m, v), -Infinity);
    expect(max).toBeGreaterThan(HU.enamel - 200);
  });

  it('has its teeth where the intraoral scans have them', () => {
    const arches = dentalArches(phantomParams());
    const all = [...arches.upper, ...arches.lower];
    expect(series.truth.teeth.map((t) => t.fdi).sort()).toEqual(all.map((t) => t.tooth.fdi).sort());
    for (const t of all) {
      // Halfway down the crown, a quarter width mesially: dentin or enamel, not the pulp.
      const q = t.occlusalCentre.map(
        (v, i) => (v + t.cervicalCentre[i]!) / 2 + t.mesial[i]! * (t.tooth.mesiodistalMm / 4),
      ) as unknown as Vec3;
      expect(sample(series, q)).toBeGreaterThan(1200);
    }
  });
});
