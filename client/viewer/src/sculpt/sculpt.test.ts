import { describe, expect, it } from 'vitest';
import { boxMesh, sphereMesh, unindex } from '../test-helpers/meshes.js';
import { buildBvh, raycastBvh } from '../tools/bvh.js';
import { applyBrush, RegionDrag } from './brush.js';
import { EditHistory } from './history.js';
import { Lattice } from './lattice.js';
import { createSculptMesh, falloff, verticesInSphere, weldVertices } from './mesh.js';

function sphere(r = 5) {
  const s = weldVertices(sphereMesh(r, 96, 48).positions, sphereMesh(r, 96, 48).indices);
  return createSculptMesh(s.positions, s.indices);
}

function radiusOf(p: Float32Array, v: number): number {
  return Math.hypot(p[v * 3]!, p[v * 3 + 1]!, p[v * 3 + 2]!);
}

/** The sphere vertex nearest the +x pole. */
function poleVertex(p: Float32Array): number {
  let best = 0;
  for (let v = 0; v < p.length / 3; v++) if (p[v * 3]! > p[best * 3]!) best = v;
  return best;
}

describe('sculpt mesh', () => {
  it('welds an STL soup back into one connected surface', () => {
    const soup = unindex(boxMesh(1, 2, 3));
    const w = weldVertices(soup.positions);
    expect(w.positions.length / 3).toBe(8);
    expect(w.indices.length).toBe(36);
    const m = createSculptMesh(w.positions, w.indices);
    // Every box corner touches 3 faces: 3 to 6 edge neighbours depending on the diagonals.
    for (let v = 0; v < 8; v++) expect(m.neighbourStart[v + 1]! - m.neighbourStart[v]!).toBeGreaterThanOrEqual(3);
  });

  it('computes outward unit normals on a sphere', () => {
    const m = sphere();
    for (const v of [0, 100, 2000, 4000]) {
      const n = m.normals.subarray(v * 3, v * 3 + 3);
      const r = radiusOf(m.positions, v);
      if (r < 1e-6) continue;
      const dot = (n[0]! * m.positions[v * 3]! + n[1]! * m.positions[v * 3 + 1]! + n[2]! * m.positions[v * 3 + 2]!) / r;
      expect(dot).toBeGreaterThan(0.99);
    }
  });

  it('falls off smoothly from 1 at the centre to 0 at the rim', () => {
    expect(falloff(0, 2)).toBe(1);
    expect(falloff(2, 2)).toBe(0);
    expect(falloff(1, 2)).toBeCloseTo(0.5625);
    expect(falloff(1.99, 2)).toBeLessThan(1e-3);
  });
});

describe('brushes', () => {
  it('Add raises the surface under the brush and leaves the rest', () => {
    const m = sphere();
    const pole = poleVertex(m.positions);
    const far = 0;
    const farBefore = m.positions.slice(far * 3, far * 3 + 3);
    const moved = applyBrush(m, 'add', [5, 0, 0], { radius: 2, strength: 1 });
    expect(moved.length).toBeGreaterThan(10);
    expect(radiusOf(m.positions, pole)).toBeCloseTo(5 + 2 * 0.1, 2);
    expect(Array.from(m.positions.subarray(far * 3, far * 3 + 3))).toEqual(Array.from(farBefore));
  });

  it('Remove lowers it by the same amount, scaled by strength', () => {
    const m = sphere();
    const pole = poleVertex(m.positions);
    applyBrush(m, 'remove', [5, 0, 0], { radius: 2, strength: 0.5 });
    expect(radiusOf(m.positions, pole)).toBeCloseTo(5 - 0.1, 2);
  });

  it('Smooth flattens a bump that Add made', () => {
    const m = sphere();
    const pole = poleVertex(m.positions);
    applyBrush(m, 'add', [5, 0, 0], { radius: 1, strength: 1 });
    const bump = radiusOf(m.positions, pole) - 5;
    for (let i = 0; i < 10; i++) applyBrush(m, 'smooth', [5, 0, 0], { radius: 1.5, strength: 1 });
    expect(radiusOf(m.positions, pole) - 5).toBeLessThan(bump * 0.6);
  });

  it('Outer Deform drags the grabbed region with falloff', () => {
    const m = sphere();
    const pole = poleVertex(m.positions);
    const start = m.positions.slice(pole * 3, pole * 3 + 3);
    const drag = new RegionDrag(m, start, 3);
    drag.drag([0.5, 0, 0]);
    drag.drag([1, 0, 0]);
    expect(m.positions[pole * 3]! - start[0]!).toBeCloseTo(1, 3);
    const rim = Array.from(drag.vertices).find((v) => Math.abs(m.positions[v * 3]! - 5) > 2.5);
    if (rim !== undefined) expect(m.positions[rim * 3]!).toBeLessThan(5);
  });
});

describe('lattice deform', () => {
  it('reproduces the crown exactly at rest and bends it when a control point moves', () => {
    const m = sphere(4);
    const rest = m.positions.slice();
    const lattice = new Lattice(rest, [3, 3, 3], 0.5);
    const out = new Float32Array(rest.length);
    lattice.apply(out);
    for (let i = 0; i < rest.length; i++) expect(out[i]).toBeCloseTo(rest[i]!, 4);
    // Top centre control point (i=1, j=2, k=1) raised 1 mm: the top of the sphere rises, the bottom stays.
    const top = (1 * 3 + 2) * 3 + 1;
    const c = lattice.control.slice(top * 3, top * 3 + 3);
    lattice.setControl(top, [c[0]!, c[1]! + 1, c[2]!]);
    lattice.apply(out);
    let topV = 0,
      bottomV = 0;
    for (let v = 0; v < rest.length / 3; v++) {
      if (rest[v * 3 + 1]! > rest[topV * 3 + 1]!) topV = v;
      if (rest[v * 3 + 1]! < rest[bottomV * 3 + 1]!) bottomV = v;
    }
    const topRise = out[topV * 3 + 1]! - rest[topV * 3 + 1]!;
    expect(topRise).toBeGreaterThan(0.2);
    expect(Math.abs(out[bottomV * 3 + 1]! - rest[bottomV * 3 + 1]!)).toBeLessThan(topRise / 50);
    lattice.reset();
    lattice.apply(out);
    expect(out[topV * 3 + 1]).toBeCloseTo(rest[topV * 3 + 1]!, 4);
  });
});

describe('Recover', () => {
  it('goes back to any earlier step', () => {
    const m = sphere();
    const original = m.positions.slice();
    const h2 = new EditHistory();
    m.positions.set(original);
    const kinds = ['add', 'remove', 'add'] as const;
    const after: Float32Array[] = [m.positions.slice()];
    for (const kind of kinds) {
      h2.begin(kind);
      h2.touch(m.positions, verticesInSphere(m.positions, [5, 0, 0], 2).vertices);
      applyBrush(m, kind, [5, 0, 0], { radius: 2, strength: 0.7 });
      h2.commit(m.positions);
      after.push(m.positions.slice());
    }
    expect(h2.steps.map((s) => s.tool)).toEqual(['add', 'remove', 'add']);
    const moved = h2.recoverTo(m.positions, 1);
    expect(moved.length).toBeGreaterThan(0);
    expect(Array.from(m.positions)).toEqual(Array.from(after[1]!));
    h2.recoverTo(m.positions, 0);
    expect(Array.from(m.positions)).toEqual(Array.from(original));
    expect(h2.steps.length).toBe(0);
  });
});

describe('picking on an edited crown', () => {
  it('hits the raised surface after a BVH refit', async () => {
    const { refitBvh } = await import('./surface-query.js');
    const m = sphere();
    const bvh = buildBvh(m.positions, m.indices);
    applyBrush(m, 'add', [5, 0, 0], { radius: 2, strength: 1 });
    refitBvh(bvh, m.positions, m.indices);
    const hit = raycastBvh(bvh, m.positions, m.indices, [10, 0.01, 0.01], [-1, 0, 0]);
    expect(hit!.point[0]).toBeCloseTo(5.2, 1);
  });
});

describe('margin line', () => {
  it('keeps evenly spread control points and a closed curve through them', async () => {
    const { controlPointsOf, marginCurve } = await import('./margin-line.js');
    const ring = Array.from({ length: 96 }, (_, i) => {
      const a = (i / 96) * 2 * Math.PI;
      return [5 * Math.cos(a), 0, 5 * Math.sin(a)] as [number, number, number];
    });
    const controls = controlPointsOf(ring, 16);
    expect(controls).toHaveLength(16);
    expect(controls[1]).toEqual(ring[6]);
    const curve = marginCurve(controls, 200);
    expect(curve).toHaveLength(200);
    for (const p of curve) expect(Math.hypot(p[0], p[2])).toBeCloseTo(5, 1);
  });
});

describe('the margin rim', () => {
  it('is pinned: brushes, Outer Deform and the lattice never move the open edge of the surface', () => {
    // The upper half of a sphere: an open surface whose rim (y = 0) stands for the crown margin.
    const full = sphereMesh(5, 48, 24);
    const keep: number[] = [];
    for (let t = 0; t < full.indices!.length; t += 3) {
      const tri = [0, 1, 2].map((k) => full.indices![t + k]!);
      if (tri.every((v) => full.positions[v * 3 + 1]! >= -1e-6)) keep.push(...tri);
    }
    const w = weldVertices(full.positions, Uint32Array.from(keep));
    const m = createSculptMesh(w.positions, w.indices);
    const rim = Array.from({ length: m.positions.length / 3 }, (_, v) => v).filter((v) => m.pinned[v]);
    const onRim = rim.filter((v) => Math.abs(m.positions[v * 3 + 1]!) < 1e-5);
    expect(rim.length).toBeGreaterThan(40);
    expect(onRim.length).toBe(rim.length);
    const before = rim.map((v) => Array.from(m.positions.subarray(v * 3, v * 3 + 3)));
    const start = m.positions.slice();
    applyBrush(m, 'add', [5, 0, 0], { radius: 2, strength: 1 });
    applyBrush(m, 'smooth', [5, 0, 0], { radius: 2, strength: 1 });
    new RegionDrag(m, [5, 0, 0], 2).drag([1, 1, 1]);
    expect(rim.map((v) => Array.from(m.positions.subarray(v * 3, v * 3 + 3)))).toEqual(before);
    // ... while the surface just above the rim moved.
    let moved = 0;
    for (let i = 0; i < start.length; i++) if (start[i] !== m.positions[i]) moved++;
    expect(moved).toBeGreaterThan(20);
  });
});
