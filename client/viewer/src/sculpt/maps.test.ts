import { describe, expect, it } from 'vitest';
import { boxMesh, latheMesh, sphereMesh } from '../test-helpers/meshes.js';
import { buildBvh } from '../tools/bvh.js';
import { contactAt, contactColor, thicknessAt, thicknessColor } from './maps.js';
import { createSculptMesh, weldVertices } from './mesh.js';
import { closestPoint, type QueryMesh } from './surface-query.js';

function query(m: { positions: Float32Array; indices?: Uint32Array }): QueryMesh {
  return { positions: m.positions, indices: m.indices, bvh: buildBvh(m.positions, m.indices) };
}

describe('thickness map', () => {
  it('measures the wall between concentric spheres along the inward normal', () => {
    const outerData = sphereMesh(5, 96, 48);
    const welded = weldVertices(outerData.positions, outerData.indices);
    const outer = createSculptMesh(welded.positions, welded.indices);
    const inner = query(sphereMesh(4.2, 96, 48));
    const n = outer.positions.length / 3;
    const all = Uint32Array.from({ length: n }, (_, i) => i);
    const out = new Float32Array(n);
    thicknessAt(outer.positions, outer.normals, inner, all, out);
    let worst = 0;
    for (const t of out) worst = Math.max(worst, Math.abs(t - 0.8));
    expect(worst).toBeLessThan(0.01);
  });

  it('is NaN where no inner surface lies behind the vertex', () => {
    const outerData = sphereMesh(5, 32, 16);
    const outer = createSculptMesh(outerData.positions, outerData.indices!);
    const inner = query(boxMesh(1, 1, 1, [10, 10, 10]));
    const out = new Float32Array(outer.positions.length / 3);
    thicknessAt(outer.positions, outer.normals, inner, [0, 5], out);
    expect(out[5]).toBeNaN();
  });

  it('colours red below the minimal thickness', () => {
    expect(thicknessColor(0.3, 0.5)).toEqual([0.86, 0.1, 0.12]);
    expect(thicknessColor(0.9, 0.5)).not.toEqual([0.86, 0.1, 0.12]);
  });
});

describe('contact map', () => {
  it('gives the signed distance to the nearest neighbour within 1 mm', () => {
    // A crown-sized sphere at the origin and a neighbour block whose face is at x = 5.3.
    const crown = sphereMesh(5, 96, 48);
    const neighbour = query(boxMesh(4, 10, 10, [5.3, -5, -5]));
    const far = query(boxMesh(1, 1, 1, [40, 0, 0]));
    const n = crown.positions.length / 3;
    const out = new Float32Array(n);
    contactAt(
      crown.positions,
      [far, neighbour].map((m) => ({ near: m, whole: m })),
      Uint32Array.from({ length: n }, (_, i) => i),
      out,
    );
    let pole = 0,
      back = 0;
    for (let v = 0; v < n; v++) {
      if (crown.positions[v * 3]! > crown.positions[pole * 3]!) pole = v;
      if (crown.positions[v * 3]! < crown.positions[back * 3]!) back = v;
    }
    expect(out[pole]).toBeCloseTo(0.3, 3);
    expect(out[back]).toBe(Infinity);
    // Pushed 0.2 mm into the block: negative.
    const pushed = crown.positions.slice();
    pushed[pole * 3] = 5.5;
    contactAt(pushed, [{ near: neighbour, whole: neighbour }], [pole], out);
    expect(out[pole]).toBeCloseTo(-0.2, 3);
  });

  it('finds the same nearest point as a brute-force search', () => {
    const target = sphereMesh(3, 24, 12);
    const q = query(target);
    const tris = target.indices!.length / 3;
    for (const p of [
      [3.4, 0.2, -0.1],
      [0.5, 3.2, 1.1],
      [-2, -2, 1.9],
    ]) {
      const hit = closestPoint(q, p, 5)!;
      let brute = Infinity;
      for (let t = 0; t < tris; t++) {
        // Sample each triangle densely: the exact distance can only be smaller than any sample.
        const c = [0, 1, 2].map((k) =>
          target.positions.subarray(target.indices![t * 3 + k]! * 3, target.indices![t * 3 + k]! * 3 + 3),
        );
        for (let a = 0; a <= 20; a++)
          for (let b = 0; a + b <= 20; b++) {
            const u = a / 20,
              v = b / 20;
            const x = [0, 1, 2].map((i) => c[0]![i]! * (1 - u - v) + c[1]![i]! * u + c[2]![i]! * v);
            brute = Math.min(brute, Math.hypot(x[0]! - p[0]!, x[1]! - p[1]!, x[2]! - p[2]!));
          }
      }
      expect(hit.distance).toBeLessThanOrEqual(brute + 1e-5);
      expect(hit.distance).toBeGreaterThan(brute - 0.02);
    }
  });

  it('tells inside from outside by the surface at the nearest point, at sharp edges and corners too', () => {
    // A thin, sharp tetrahedron (outward faces): near its edges and corners the nearest point is an
    // edge or a vertex, where one adjacent face's plane can have an outside point behind it.
    const corners = [
      [0, 0, 0],
      [10, 0, 0],
      [5, 1.2, 0],
      [5, 0.4, 1.5],
    ];
    const faces = [
      [0, 2, 1],
      [0, 1, 3],
      [1, 2, 3],
      [2, 0, 3],
    ];
    const positions = new Float32Array(corners.flat());
    const indices = new Uint32Array(faces.flat());
    const tetra = query({ positions, indices });
    const plane = (f: number[]) => {
      const [a, b, c] = f.map((i) => corners[i]!);
      const u = [0, 1, 2].map((k) => b![k]! - a![k]!),
        v = [0, 1, 2].map((k) => c![k]! - a![k]!);
      const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
      return (p: number[]) => n[0]! * (p[0]! - a![0]!) + n[1]! * (p[1]! - a![1]!) + n[2]! * (p[2]! - a![2]!);
    };
    const planes = faces.map(plane);
    const inside = (p: number[]) => planes.every((side) => side(p) < 0);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    let checked = 0;
    for (let i = 0; i < 4000; i++) {
      const p = [5 + random() * 7, 0.6 + random() * 2, 0.6 + random() * 2];
      if (planes.some((side) => Math.abs(side(p)) < 1e-3)) continue;
      const hit = closestPoint(tetra, p, 20)!;
      expect(hit.side, `${p.map((x) => x.toFixed(3))}`).toBe(inside(p) ? -1 : 1);
      checked++;
    }
    expect(checked).toBeGreaterThan(3500);
  });

  it('colours penetration, touching and 1 mm apart differently', () => {
    const colours = [-0.1, 0, 0.5, 1, 2].map((d) => contactColor(d).join());
    expect(new Set(colours).size).toBe(5);
  });
});

describe('contact surface of a scan', () => {
  it('keeps the neighbour within reach and drops the preparation and far teeth', async () => {
    const { contactSurface, queryMesh } = await import('./surroundings.js');
    const crown = sphereMesh(5, 48, 24);
    const prep = sphereMesh(4.2, 48, 24);
    const near = boxMesh(4, 10, 10, [5.3, -5, -5]);
    const far = boxMesh(2, 2, 2, [30, 0, 0]);
    // One "scan" holding the preparation, a neighbour and a far tooth.
    const parts = [prep, near, far];
    const positions = new Float32Array(parts.reduce((n, m) => n + m.positions.length, 0));
    const indices: number[] = [];
    let offset = 0;
    for (const m of parts) {
      positions.set(m.positions, offset * 3);
      indices.push(...m.indices!.map((i) => i + offset));
      offset += m.positions.length / 3;
    }
    const kept = contactSurface({ positions, indices: Uint32Array.from(indices) }, crown.positions, queryMesh(prep))!;
    // The neighbour's triangles that reach the crown (all but its far face, 5.3 + 4 mm away).
    const first = prep.positions.length / 3;
    expect(kept.near.indices!.length).toBe(near.indices!.length - 6);
    for (const i of kept.near.indices!) expect(i >= first && i < first + 8).toBe(true);
  });
});

describe('contact beside the preparation', () => {
  it('reads a crown vertex above the cut margin as outside the tooth, and one inside the root as through it', async () => {
    const { contactSurface, queryMesh } = await import('./surroundings.js');
    // A prepared tooth turned about z: the root's wall (r 5) up to the margin at z 0, a chamfer in to
    // r 4 at z 0.5, then the preparation's wall and top, which the contact surface cuts away.
    const preparation: [number, number][] = [
      [5, 0],
      [4, 0.5],
      [4, 4],
      [0, 4],
    ];
    const scan = latheMesh([[5, -4], [5, -3], [5, -1.5], ...preparation], 64);
    const crown = Float32Array.from([4.9, 0, 0.3, 4.8, 0, -1]);
    const surface = contactSurface(scan, crown, queryMesh(latheMesh(preparation, 64)))!;
    const out = new Float32Array(2);
    contactAt(crown, [surface], [0, 1], out);
    // above the chamfer, 0.32 mm from the root's cut rim: clear of everything but the preparation
    expect(out[0]).toBeCloseTo(Math.hypot(0.1, 0.3), 2);
    // 0.2 mm into the root wall (less the 64-gon's chord)
    expect(out[1]).toBeCloseTo(-0.2, 1);
    // measured on the cut surface alone, the first vertex lies behind the rim's one face
    contactAt(crown, [{ near: surface.near, whole: surface.near }], [0], out);
    expect(out[0]).toBeLessThan(0);
  });

  it('leaves out the gum and root within a millimetre of the margin', async () => {
    const { contactSurface, queryMesh } = await import('./surroundings.js');
    const preparation: [number, number][] = [
      [5, 0],
      [4, 0.5],
      [4, 4],
      [0, 4],
    ];
    // the root's last band before the margin lies within 0.8 mm of it
    const scan = latheMesh([[5, -4], [5, -3], [5, -0.8], ...preparation], 64);
    const crown = Float32Array.from([5.2, 0, -0.4]);
    const surface = contactSurface(scan, crown, queryMesh(latheMesh(preparation, 64)))!;
    const out = new Float32Array(1);
    contactAt(crown, [surface], [0], out);
    // 0.2 mm off that band; measured to the rim of the next one instead
    expect(out[0]).toBeCloseTo(Math.hypot(0.2, 0.4), 2);
  });
});
