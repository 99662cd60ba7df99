import { Group, Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import { parseGltf } from '../loaders/gltf.js';
import { createModelMaterial } from '../loaders/material.js';
import { fromBufferGeometry, toBufferGeometry, type MeshData } from '../loaders/mesh-data.js';
import { parseModelBuffer } from '../loaders/parse.js';
import { boxMesh, sphereMesh, triangleSet } from '../test-helpers/meshes.js';
import { meshBounds, meshVolume } from '../tools/mesh-stats.js';
import { exportModels } from './export-models.js';

function model(mesh: MeshData, x = 0): Group {
  const g = new Group();
  const m = new Mesh(toBufferGeometry(mesh), createModelMaterial());
  m.position.x = x;
  g.add(m);
  return g;
}

const sphere = sphereMesh(7.3, 48, 24);
const expectedVolume = meshVolume(sphere);

function expectSameTriangles(a: MeshData, b: MeshData, tol: number) {
  const ta = triangleSet(a),
    tb = triangleSet(b);
  expect(ta.length).toBe(tb.length);
  let worst = 0;
  for (let i = 0; i < ta.length; i++)
    for (let k = 0; k < 9; k++) worst = Math.max(worst, Math.abs(ta[i]![k]! - tb[i]![k]!));
  expect(worst).toBeLessThanOrEqual(tol);
}

describe('export then load', () => {
  for (const format of ['stl', 'ply', 'obj'] as const) {
    it(`${format} round-trips within 1e-6`, async () => {
      const file = await exportModels([model(sphere)], format);
      expect(file.fileName).toBe(`model.${format}`);
      const bytes = typeof file.data === 'string' ? new TextEncoder().encode(file.data).buffer : file.data;
      const back = (await parseModelBuffer(format, bytes as ArrayBuffer)).meshes[0]!;
      expectSameTriangles(back, sphere, 1e-6);
      expect(meshVolume(back)).toBeCloseTo(expectedVolume, 3);
    });
  }

  it('glb round-trips within 1e-6 through three GLTFLoader', async () => {
    const file = await exportModels([model(sphere)], 'glb');
    const group = await parseGltf(file.data as ArrayBuffer);
    const meshes: Mesh[] = [];
    group.traverse((o) => {
      if ((o as Mesh).isMesh) meshes.push(o as Mesh);
    });
    expect(meshes).toHaveLength(1);
    expectSameTriangles(fromBufferGeometry(meshes[0]!.geometry), sphere, 1e-6);
  });

  it('drc round-trips within its 16-bit quantization', async () => {
    const file = await exportModels([model(sphere)], 'drc');
    const back = (await parseModelBuffer('drc', file.data as ArrayBuffer)).meshes[0]!;
    const { min, max } = meshBounds(sphere);
    const step = Math.max(...max.map((v, k) => v - min[k]!)) / (2 ** 16 - 1);
    // Draco drops the degenerate pole triangles of a UV sphere once its vertices are welded.
    const same = (t: number[], a: number, b: number) => t[a] === t[b] && t[a + 1] === t[b + 1] && t[a + 2] === t[b + 2];
    const solid = triangleSet(sphere).filter((t) => !same(t, 0, 3) && !same(t, 3, 6) && !same(t, 0, 6));
    expect(back.indices!.length).toBe(solid.length * 3);
    let worst = 0;
    for (let i = 0; i < back.positions.length; i += 3) {
      let best = Infinity;
      for (let j = 0; j < sphere.positions.length; j += 3) {
        best = Math.min(
          best,
          Math.hypot(
            back.positions[i]! - sphere.positions[j]!,
            back.positions[i + 1]! - sphere.positions[j + 1]!,
            back.positions[i + 2]! - sphere.positions[j + 2]!,
          ),
        );
      }
      worst = Math.max(worst, best);
    }
    expect(worst).toBeLessThanOrEqual(step * Math.sqrt(3));
    const b = meshBounds(back);
    for (let k = 0; k < 3; k++) {
      expect(Math.abs(b.min[k]! - min[k]!)).toBeLessThanOrEqual(step);
      expect(Math.abs(b.max[k]! - max[k]!)).toBeLessThanOrEqual(step);
    }
    expect(Math.abs(meshVolume(back) - expectedVolume) / expectedVolume).toBeLessThan(1e-3);
  });

  it('applies world transforms and merges the selection', async () => {
    const file = await exportModels([model(boxMesh(1, 1, 1)), model(boxMesh(1, 1, 1), 5)], 'stl');
    const back = (await parseModelBuffer('stl', file.data as ArrayBuffer)).meshes[0]!;
    expect(meshBounds(back)).toEqual({ min: [0, 0, 0], max: [6, 1, 1] });
    expect(meshVolume(back)).toBeCloseTo(2, 6);
  });

  it('refuses an empty selection and a selection without meshes', async () => {
    await expect(exportModels([], 'stl')).rejects.toThrow(MESSAGES.selectModels);
    await expect(exportModels([new Group()], 'obj')).rejects.toThrow(MESSAGES.noMesh);
  });
});
