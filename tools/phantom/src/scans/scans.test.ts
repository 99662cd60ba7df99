import { createHash } from 'node:crypto';
import { edgeDefects } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { dentalArches, molarRelationMm, placementOf } from '../anatomy/arch.js';
import { phantomParams } from '../params.js';
import { readStl, writePly, writeStl } from './files.js';
import { distanceToSurface, selfIntersections } from './mesh-checks.js';
import { contactAreas, occlusalGaps } from './occlusion.js';
import { crownCoordinates } from './dentition.js';
import { phantomDentition, phantomScans } from './scans.js';

const params = phantomParams();
const arches = dentalArches(params);
// one full-resolution generation for the whole file: 36 prepared, 45 missing, the other teeth in occlusion
const variant = phantomScans(params, { preparedTooth: 36, missingTooth: 45 });
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('phantom intraoral scans', () => {
  it('is deterministic in the seed', () => {
    const a = phantomScans(params, { spacingMm: 0.6 });
    const b = phantomScans(params, { spacingMm: 0.6 });
    const c = phantomScans(phantomParams({ seed: 2 }), { spacingMm: 0.6 });
    expect(sha(writeStl(a.lower, 'x'))).toBe(sha(writeStl(b.lower, 'x')));
    expect(sha(writePly(a.upper, 'x'))).toBe(sha(writePly(b.upper, 'x')));
    expect(sha(writeStl(a.upper, 'x'))).not.toBe(sha(writeStl(c.upper, 'x')));
  });

  it('has scanner-like density: 100k-300k triangles per arch', () => {
    for (const m of [variant.upper, variant.lower]) {
      expect(m.triangles.length / 3).toBeGreaterThanOrEqual(100_000);
      expect(m.triangles.length / 3).toBeLessThanOrEqual(300_000);
    }
  });

  it('gives closed, consistently oriented surfaces that survive a binary STL round trip', () => {
    for (const m of [variant.upper, variant.lower])
      expect(edgeDefects(m.triangles)).toEqual({ open: 0, nonManifold: 0, misoriented: 0 });
    const parsed = readStl(writeStl(variant.lower, 'phantom'));
    expect(parsed.triangles.length).toBe(variant.lower.triangles.length);
    expect(parsed.positions.length).toBe(variant.lower.positions.length);
    expect(edgeDefects(parsed.triangles)).toEqual({ open: 0, nonManifold: 0, misoriented: 0 });
  });

  it('has no self-intersections', () => {
    expect(selfIntersections(variant.upper)).toEqual([]);
    expect(selfIntersections(variant.lower)).toEqual([]);
  });

  it('detects a self-intersection when there is one', () => {
    const m = {
      positions: [0, 0, 0, 1, 0, 0, 0, 1, 0, 0.2, 0.2, -1, 0.3, 0.2, 1, 0.2, 0.5, 1],
      triangles: [0, 1, 2, 3, 4, 5],
    };
    expect(selfIntersections(m)).toHaveLength(1);
  });

  it('brings the arches into cusp-fossa contact without interpenetration beyond 0.05 mm', () => {
    const gaps = occlusalGaps(variant.upper, variant.lower);
    const penetration = Math.max(0, -Math.min(...gaps.map((g) => g.gap)));
    expect(penetration).toBeLessThanOrEqual(0.05);
    const contacts = contactAreas(gaps, 0.05);
    expect(contacts.length).toBeGreaterThanOrEqual(8);
    const near = (fdis: number[], names: string[]) =>
      contacts.filter((c) =>
        fdis.some((f) =>
          placementOf(arches, f)
            .cusps.filter((k) => names.includes(k.name))
            .some((k) => Math.hypot(k.tip[0] - c.x, k.tip[2] - c.z) < 1),
        ),
      ).length;
    // supporting cusps in the antagonists' fossae: lower buccal and upper lingual cusps of the posteriors
    expect(near([34, 35, 36, 37, 44, 45, 46, 47], ['buccal', 'mesiobuccal', 'distobuccal'])).toBeGreaterThanOrEqual(2);
    expect(near([14, 15, 16, 17, 24, 25, 26, 27], ['lingual', 'mesiolingual'])).toBeGreaterThanOrEqual(2);
    expect(variant.truth.maxPenetrationMm).toBeLessThanOrEqual(0.05);
    expect(Math.abs(variant.truth.upperSettleMm)).toBeLessThan(0.05);
  });

  it('prepares 36 with its margin line on the prepared surface and the stated occlusal reduction', () => {
    const prep = variant.truth.preparation!;
    expect(prep.tooth).toBe(36);
    const distances = prep.marginLine.map((p) => distanceToSurface(variant.lower, p, 0.6));
    expect(Math.max(...distances)).toBeLessThanOrEqual(0.01);
    // nothing of the stump rises above the unprepared cusp tips minus the reduction
    const t = placementOf(arches, 36);
    let top = -Infinity;
    const p = variant.lower.positions;
    for (let v = 0; v < p.length / 6; v++) {
      const d = Math.hypot(p[3 * v]! - t.occlusalCentre[0], p[3 * v + 2]! - t.occlusalCentre[2]);
      if (d < 2.5) top = Math.max(top, p[3 * v + 1]!);
    }
    expect(top).toBeLessThanOrEqual(-prep.occlusalReductionMm + 0.05);
    expect(top).toBeGreaterThan(-prep.occlusalReductionMm - 2.5);
    expect(variant.truth.cuspTips['36']).toBeUndefined();
  });

  it('leaves the missing tooth out: gingiva where 45 stood', () => {
    expect(variant.truth.missingTooth).toBe(45);
    expect(variant.truth.cuspTips['45']).toBeUndefined();
    const t = placementOf(arches, 45);
    const p = variant.lower.positions;
    let highest = -Infinity;
    for (let v = 0; v < p.length / 6; v++)
      if (Math.hypot(p[3 * v]! - t.occlusalCentre[0], p[3 * v + 2]! - t.occlusalCentre[2]) < 1.5)
        highest = Math.max(highest, p[3 * v + 1]!);
    expect(highest).toBeLessThan(t.occlusalCentre[1] - t.tooth.crownHeightMm + 3);
  });

  it('writes a colour PLY with enamel and gingiva colours', () => {
    const ply = writePly(variant.lower, 'phantom lower');
    const header = new TextDecoder().decode(ply.subarray(0, 400));
    expect(header).toContain(`element vertex ${variant.lower.positions.length / 3}`);
    expect(header).toContain(`element face ${variant.lower.triangles.length / 3}`);
    const reds = new Set<number>();
    for (let v = 0; v < variant.lower.colors.length; v += 3) reds.add(variant.lower.colors[v + 2]! > 180 ? 1 : 0);
    expect(reds).toEqual(new Set([0, 1]));
  });

  it('erupts every upper premolar and molar into contact in Class II and III, without interpenetration', () => {
    for (const jawClass of [2, 3] as const) {
      const params = phantomParams({ jawClass });
      const scans = phantomScans(params, { spacingMm: 0.3 });
      const gaps = occlusalGaps(scans.upper, scans.lower);
      expect(Math.max(0, -Math.min(...gaps.map((g) => g.gap)))).toBeLessThanOrEqual(0.05);
      const touching = gaps.filter((g) => g.gap < 0.05);
      for (const k of phantomDentition(params).upper.filter((u) =>
        ['premolar', 'molar'].includes(u.placement.tooth.toothClass),
      )) {
        const onCrown = (g: { x: number; z: number }) => crownCoordinates(k, g.x, g.z).rho < 1;
        expect(touching.some(onCrown), `${k.placement.tooth.fdi} touches in Class ${jawClass}`).toBe(true);
      }
      expect(scans.truth.overjetMm).toBeCloseTo(dentalArches(params).overjetMm, 9);
      expect(scans.truth.molarRelationMm).toBeCloseTo(molarRelationMm(dentalArches(params)), 9);
    }
  });
});
