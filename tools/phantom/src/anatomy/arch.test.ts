import { describe, expect, it } from 'vitest';
import { phantomParams } from '../params.js';
import { classShiftMm, dentalArches, molarRelationMm, placementOf } from './arch.js';
import { allTeeth, tooth } from './teeth.js';

const arches = dentalArches(phantomParams());
const dist = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

describe('tooth table', () => {
  it('has the 28 FDI teeth with Wheeler sizes', () => {
    expect(
      allTeeth()
        .map((t) => t.fdi)
        .sort(),
    ).toHaveLength(28);
    expect(tooth(11)).toMatchObject({ type: 'centralIncisor', mesiodistalMm: 8.5, crownHeightMm: 10.5 });
    expect(tooth(36)).toMatchObject({ jaw: 'lower', side: 'left', toothClass: 'molar', mesiodistalMm: 11 });
    expect(() => tooth(18)).toThrow();
  });
});

describe('dental arches', () => {
  it('puts IP (mesial incisal corners of 31 and 41) at the origin', () => {
    for (const fdi of [31, 41]) {
      const c = placementOf(arches, fdi).cusps.find((x) => x.name === 'mesialIncisal')!;
      expect(dist(c.tip, [0, 0, 0])).toBeLessThan(1e-9);
    }
  });

  it('has the mesiobuccal cusps of 36 and 46 on the occlusal plane y = 0, mirrored', () => {
    const a = placementOf(arches, 36).cusps.find((c) => c.name === 'mesiobuccal')!.tip;
    const b = placementOf(arches, 46).cusps.find((c) => c.name === 'mesiobuccal')!.tip;
    expect(a[1]).toBeCloseTo(0, 9);
    expect(b[1]).toBeCloseTo(0, 9);
    expect(a[0]).toBeCloseTo(-b[0], 9);
    expect(a[0]).toBeGreaterThan(20);
  });

  it('keeps neighbours in contact, widths as chords', () => {
    for (const jaw of [arches.upper, arches.lower]) {
      for (let i = 0; i + 1 < jaw.length; i++) {
        const [a, b] = [jaw[i], jaw[i + 1]];
        expect(dist(a.mesialContact, a.distalContact)).toBeCloseTo(a.tooth.mesiodistalMm, 3);
        if (a.tooth.side !== b.tooth.side) continue;
        // contacts coincide in the occlusal-plane projection (heights differ between tooth classes)
        const [m, d] =
          a.tooth.side === 'right' ? [a.mesialContact, b.distalContact] : [b.mesialContact, a.distalContact];
        expect(Math.hypot(m[0] - d[0], m[2] - d[2])).toBeLessThan(1e-3);
      }
    }
  });

  it('gives orthonormal frames with the axis towards the occlusal surface', () => {
    for (const t of [...arches.upper, ...arches.lower]) {
      const dot = (u: readonly number[], v: readonly number[]) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
      expect(dot(t.axis, t.mesial)).toBeCloseTo(0, 6);
      expect(dot(t.axis, t.buccal)).toBeCloseTo(0, 6);
      expect(dot(t.mesial, t.buccal)).toBeCloseTo(0, 6);
      expect(Math.sign(t.axis[1])).toBe(t.tooth.jaw === 'upper' ? -1 : 1);
      // facial points away from the arch centre
      expect(t.buccal[0] * t.occlusalCentre[0] + t.buccal[2] * (t.occlusalCentre[2] + 25)).toBeGreaterThan(0);
    }
  });

  it('places the upper incisal edges overjet ahead and overbite below the lower ones', () => {
    const u = placementOf(arches, 11).cusps.find((c) => c.name === 'mesialIncisal')!.tip;
    expect(u[1]).toBeCloseTo(-2.5, 9);
    expect(u[2]).toBeCloseTo(2.5, 1);
    expect(u[0]).toBeCloseTo(0, 9);
  });

  it('stands each lower buccal cusp under the upper fossa line (Class I molars)', () => {
    // upper 16 mesiobuccal cusp over the lower 46 buccal groove (between its mesiobuccal and distobuccal cusps)
    const u = placementOf(arches, 16).cusps.find((c) => c.name === 'mesiobuccal')!.tip;
    const l = placementOf(arches, 46);
    const mb = l.cusps.find((c) => c.name === 'mesiobuccal')!.tip;
    const db = l.cusps.find((c) => c.name === 'distobuccal')!.tip;
    const along = (p: readonly number[]) =>
      (p[0] - l.occlusalCentre[0]) * l.mesial[0] + (p[2] - l.occlusalCentre[2]) * l.mesial[2];
    expect(along(u)).toBeLessThan(along(mb));
    expect(along(u)).toBeGreaterThan(along(db) - 1.5);
  });

  it('makes Class II and III a full cusp (one premolar width) from Class I, the posterior segments still fitting', () => {
    const classI = molarRelationMm(arches);
    // the lower molar's mesiobuccal cusp under the upper fossa line: its distance from the upper posterior crown-centre line
    const fit = (a: typeof arches) => {
      const cusp = placementOf(a, 36).cusps.find((c) => c.name === 'mesiobuccal')!.tip;
      const [p, q] = [placementOf(a, 26).occlusalCentre, placementOf(a, 27).occlusalCentre];
      const d = [q[0] - p[0], q[2] - p[2]];
      return ((cusp[0] - p[0]) * d[1] - (cusp[2] - p[2]) * d[0]) / Math.hypot(d[0]!, d[1]!);
    };
    for (const jawClass of [2, 3] as const) {
      const params = phantomParams({ jawClass });
      const other = dentalArches(params);
      const unit = Math.abs(classShiftMm(params));
      expect(unit).toBeCloseTo(7, 0);
      expect(molarRelationMm(other) - classI).toBeCloseTo(jawClass === 2 ? unit : -unit, 2);
      // Class II: the incisors far ahead (a large overjet); Class III: behind the lower ones (reverse overjet)
      const upperEdge = placementOf(other, 11).cusps.find((c) => c.name === 'mesialIncisal')!.tip;
      expect(upperEdge[2]).toBeCloseTo(other.overjetMm, 1);
      if (jawClass === 2) expect(other.overjetMm).toBeGreaterThan(arches.overjetMm + 3);
      else expect(other.overjetMm).toBeLessThan(-3);
      expect(Math.abs(fit(other) - fit(arches))).toBeLessThan(0.3);
      // the lower arch is the frame: unchanged
      expect(other.lower).toEqual(arches.lower);
    }
  });
});
