import { writeStl } from '@odontia/phantom';
import { describe, expect, it } from 'vitest';
import { checkCrownStl } from './crown-mesh.js';

type Tri = [number, number, number];

/** An axis-aligned cube of side `size` at `origin`, triangles wound counter-clockwise seen from outside. */
function cube(size: number, origin: [number, number, number] = [0, 0, 0]) {
  const positions: number[] = [];
  for (let v = 0; v < 8; v++)
    positions.push(origin[0] + (v & 1) * size, origin[1] + ((v >> 1) & 1) * size, origin[2] + ((v >> 2) & 1) * size);
  const triangles: Tri[] = [
    [0, 2, 3], [0, 3, 1], // z = 0, facing -z
    [4, 5, 7], [4, 7, 6], // z = size
    [0, 1, 5], [0, 5, 4], // y = 0
    [2, 6, 7], [2, 7, 3], // y = size
    [0, 4, 6], [0, 6, 2], // x = 0
    [1, 3, 7], [1, 7, 5], // x = size
  ]; // prettier-ignore
  return { positions, triangles };
}

const stl = (positions: number[], triangles: Tri[]) =>
  writeStl(
    {
      positions: Float32Array.from(positions),
      triangles: Uint32Array.from(triangles.flat()),
      colors: new Uint8Array(),
    },
    'test',
  );

const flipped = ([a, b, c]: Tri): Tri => [a, c, b];

describe('checkCrownStl', () => {
  it('accepts a closed, outward 10 mm cube with its volume and extent', () => {
    const { positions, triangles } = cube(10);
    const verdict = checkCrownStl(stl(positions, triangles));
    expect(verdict).toMatchObject({ ok: true, extentMm: [10, 10, 10] });
    if (verdict.ok) expect(verdict.volumeMm3).toBeCloseTo(1000, 6);
  });

  it('refuses a cube with one triangle removed: three open edges', () => {
    const { positions, triangles } = cube(10);
    expect(checkCrownStl(stl(positions, triangles.slice(1)))).toEqual({
      ok: false,
      reason: 'CrownMeshNotClosed',
      values: { open: 3, nonManifold: 0, misoriented: 0 },
    });
  });

  it('refuses a cube with one triangle flipped: its three edges run the same way as their neighbours', () => {
    const { positions, triangles } = cube(10);
    triangles[4] = flipped(triangles[4]!);
    expect(checkCrownStl(stl(positions, triangles))).toEqual({
      ok: false,
      reason: 'CrownMeshNotClosed',
      values: { open: 0, nonManifold: 0, misoriented: 3 },
    });
  });

  it('refuses a T-junction: one face split at the midpoint of an edge its neighbour does not split', () => {
    const { positions, triangles } = cube(10);
    positions.push(5, 0, 10); // midpoint of the edge 4-5, shared by the top [4, 5, 7] and the side [0, 5, 4]
    triangles.splice(2, 1, [4, 8, 7], [8, 5, 7]);
    expect(checkCrownStl(stl(positions, triangles))).toEqual({
      ok: false,
      reason: 'CrownMeshNotClosed',
      values: { open: 3, nonManifold: 0, misoriented: 0 },
    });
  });

  it('refuses two cubes sharing only an edge: a non-manifold edge of four triangles', () => {
    const a = cube(5);
    const b = cube(5, [5, 5, 0]);
    // b's edge x = 5, y = 5 (vertices 0 and 4 of b) is a's edge 3-7
    const remap = (v: number) => (v === 0 ? 3 : v === 4 ? 7 : v + 8);
    const positions = [...a.positions, ...b.positions];
    const triangles = [...a.triangles, ...b.triangles.map((t) => t.map(remap) as Tri)];
    expect(checkCrownStl(stl(positions, triangles))).toEqual({
      ok: false,
      reason: 'CrownMeshNotClosed',
      values: { open: 0, nonManifold: 1, misoriented: 0 },
    });
  });

  it('refuses an inverted cube (normals inwards)', () => {
    const { positions, triangles } = cube(10);
    expect(checkCrownStl(stl(positions, triangles.map(flipped)))).toEqual({
      ok: false,
      reason: 'CrownMeshInsideOut',
      values: {},
    });
  });

  it('refuses a closed cube carrying a zero-area sliver', () => {
    const { positions, triangles } = cube(10);
    positions.push(5, 0, 10); // on the edge 4-5
    // the top [4, 5, 7] split at the point, and the sliver 5-8-4 closing the gap to the side's edge 5-4
    triangles.splice(2, 1, [4, 8, 7], [8, 5, 7], [5, 8, 4]);
    expect(checkCrownStl(stl(positions, triangles))).toEqual({
      ok: false,
      reason: 'CrownMeshDegenerate',
      values: { count: 1, min: 1e-4 },
    });
  });

  it('refuses objects no molar crown measures: 1 mm (wrong unit) and 30 mm (part of an arch)', () => {
    for (const size of [1, 30]) {
      const { positions, triangles } = cube(size);
      expect(checkCrownStl(stl(positions, triangles))).toEqual({
        ok: false,
        reason: 'CrownMeshSize',
        values: { x: size, y: size, z: size, min: 3, max: 20 },
      });
    }
  });

  it('refuses an empty file, a header without triangles, a truncated STL and non-finite coordinates', () => {
    const { positions, triangles } = cube(10);
    const whole = stl(positions, triangles);
    const unreadable = { ok: false, reason: 'CrownMeshUnreadable', values: {} };
    expect(checkCrownStl(new Uint8Array())).toEqual(unreadable);
    expect(checkCrownStl(stl([], []))).toEqual(unreadable);
    expect(checkCrownStl(whole.subarray(0, whole.length - 20))).toEqual(unreadable);
    expect(checkCrownStl(whole.subarray(0, 60))).toEqual(unreadable);
    positions[0] = Number.NaN;
    expect(checkCrownStl(stl(positions, triangles))).toEqual(unreadable);
  });
});
