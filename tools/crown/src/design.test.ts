import { phantomParams, phantomScans, selfIntersections } from '@odontia/phantom';
import { edgeDefects } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { submeshNear } from './axis.js';
import { ClosestPoint } from './closest.js';
import { DEFAULT_CROWN_PARAMETERS, GAP_RAMP_MM } from './inner.js';
import { distanceToLoop } from './margin.js';
import { CrownDesignError, designCrown } from './design.js';
import { SurfaceProbe, toFrame, type V3 } from './probe.js';

const vertex = (p: Float32Array, i: number): V3 => [p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!];

describe('crown proposal on the phantom preparation', () => {
  for (const fdi of [36, 16, 26, 46])
    it(`${fdi}: closed manifold crown, minimal thickness, touching neighbours, clear of the opposing teeth`, () => {
      const scans = phantomScans(phantomParams(), { preparedTooth: fdi });
      const [jaw, opposing] = fdi < 30 ? [scans.upper, scans.lower] : [scans.lower, scans.upper];
      const t0 = performance.now();
      const design = designCrown(jaw, opposing, fdi, DEFAULT_CROWN_PARAMETERS);
      console.log(
        fdi,
        'design ms',
        Math.round(performance.now() - t0),
        'scale',
        design.proposal.scale,
        'gap',
        design.proposal.gapMm,
      );
      const crown = design.crown;
      expect(edgeDefects(crown.triangles)).toEqual({ open: 0, nonManifold: 0, misoriented: 0 });
      expect(selfIntersections(crown, 0.5, 5)).toEqual([]);
      const cp = crown.positions;
      const ct = crown.triangles;
      let smallestArea = Infinity;
      for (let k = 0; k < ct.length; k += 3) {
        const [a, b, c] = [vertex(cp, ct[k]!), vertex(cp, ct[k + 1]!), vertex(cp, ct[k + 2]!)];
        const e1 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
        const e2 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
        const n = [
          e1[1]! * e2[2]! - e1[2]! * e2[1]!,
          e1[2]! * e2[0]! - e1[0]! * e2[2]!,
          e1[0]! * e2[1]! - e1[1]! * e2[0]!,
        ];
        smallestArea = Math.min(smallestArea, Math.hypot(n[0]!, n[1]!, n[2]!) / 2);
      }
      expect(smallestArea).toBeGreaterThan(1e-6);

      // cement gap: the inner surface lies the gap off the preparation beyond the band (where the gap has
      // reached its full value) and on it at the margin
      const { cementGapMm, marginWidthMm } = DEFAULT_CROWN_PARAMETERS;
      const scan = new ClosestPoint(submeshNear(jaw, design.proposal.outer.frame.origin, 9).mesh);
      const ip = design.inner.mesh.positions;
      const gapErrors: number[] = [];
      const bandGaps: number[] = [];
      for (let v = 0; v < ip.length / 3; v++) {
        const q = vertex(ip, v);
        const fromMargin = distanceToLoop(q, design.margin);
        const gap = scan.nearest(q, 1)?.distance ?? Infinity;
        if (fromMargin > marginWidthMm + GAP_RAMP_MM) gapErrors.push(Math.abs(gap - cementGapMm));
        else if (v % design.inner.stations === 0) bandGaps.push(gap); // the margin vertices
      }
      console.log(fdi, 'cement gap error max', Math.max(...gapErrors), 'margin gap max', Math.max(...bandGaps));
      expect(gapErrors.length).toBeGreaterThan(1000);
      expect(Math.max(...gapErrors)).toBeLessThanOrEqual(0.01);
      expect(Math.max(...bandGaps)).toBeLessThanOrEqual(0.01);

      // wall thickness beyond the margin band: outer vertices to the inner surface
      const inner = new ClosestPoint(design.inner.mesh);
      const outer = design.proposal.outer;
      const op = outer.mesh.positions;
      const thin: number[] = [];
      for (let v = 0; v < op.length / 3; v++) {
        const k = v % outer.stations;
        if (k < 8) continue;
        const q = vertex(op, v);
        const near = inner.nearest(q, 2);
        thin.push(near ? near.distance : Infinity);
      }
      console.log(fdi, 'thickness min', Math.min(...thin));
      expect(Math.min(...thin)).toBeGreaterThanOrEqual(DEFAULT_CROWN_PARAMETERS.minimalThicknessMm - 0.01);

      // occlusal: opposing vertices over the crown stay above it (at most 0.05 mm into it)
      const f = outer.frame;
      const crownTop = new SurfaceProbe(outer.mesh, f, 12);
      const opp = opposing.positions;
      let penetration = -Infinity;
      let closestGap = Infinity;
      for (let i = 0; i < opp.length / 3; i++) {
        const c = toFrame(f, vertex(opp, i));
        if (Math.hypot(c[0], c[1]) > 7) continue;
        const h = crownTop.height(c[0], c[1]);
        if (!Number.isFinite(h)) continue;
        penetration = Math.max(penetration, h - c[2]);
        closestGap = Math.min(closestGap, c[2] - h);
      }
      console.log(fdi, 'occlusal penetration', penetration, 'closest', closestGap);
      expect(penetration).toBeLessThanOrEqual(0.05);
      expect(closestGap).toBeLessThan(0.2);

      // proximal: the crown comes within 0.1 mm of each neighbour
      const crownClosest = new ClosestPoint(crown);
      const jp = jaw.positions;
      const marginTop = Math.max(...design.margin.map((m) => toFrame(f, m)[2]));
      const gaps = { mesial: Infinity, distal: Infinity };
      for (let i = 0; i < jp.length / 3; i++) {
        const c = toFrame(f, vertex(jp, i));
        const r = Math.hypot(c[0], c[1]);
        if (r < 4 || r > 8 || c[2] < marginTop + 1) continue;
        const near = crownClosest.nearest(vertex(jp, i), 1);
        if (!near) continue;
        const key = vertex(jp, i)[2] > f.origin[2] ? 'mesial' : 'distal';
        gaps[key] = Math.min(gaps[key], near.distance);
      }
      console.log(fdi, 'proximal', gaps);
      expect(gaps.mesial).toBeLessThanOrEqual(0.1);
      expect(gaps.distal).toBeLessThanOrEqual(0.1);
    });

  it('meets the opposing teeth where the clinician sets the jaw: an opened bite gives a taller crown', () => {
    const scans = phantomScans(phantomParams(), { preparedTooth: 36 });
    const asScanned = designCrown(scans.lower, scans.upper, 36, DEFAULT_CROWN_PARAMETERS);
    const opening = 0.8;
    const shift = asScanned.axis.map((v) => v * opening) as V3;
    const opened = designCrown(scans.lower, scans.upper, 36, DEFAULT_CROWN_PARAMETERS, null, shift);
    const f = asScanned.proposal.outer.frame;
    const top = (d: typeof asScanned) =>
      Math.max(
        ...Array.from({ length: d.crown.positions.length / 3 }, (_, i) => toFrame(f, vertex(d.crown.positions, i))[2]),
      );
    const rise = top(opened) - top(asScanned);
    console.log('bite opened', opening, 'mm: crown rises', rise.toFixed(3), 'mm');
    expect(Math.abs(rise - opening)).toBeLessThan(0.15);
    // the margin and inner surface do not depend on the opposing jaw
    expect(opened.margin).toEqual(asScanned.margin);
  });

  it('refuses a gap whose neighbour is missing', () => {
    const scans = phantomScans(phantomParams(), { preparedTooth: 36, missingTooth: 35, spacingMm: 0.3 });
    expect(() => designCrown(scans.lower, scans.upper, 36, DEFAULT_CROWN_PARAMETERS)).toThrow(CrownDesignError);
  });
});
