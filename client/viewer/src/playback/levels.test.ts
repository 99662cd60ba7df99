import { describe, expect, it } from 'vitest';
import { sphereMesh } from '../test-helpers/meshes.js';
import { buildBvh } from '../tools/bvh.js';
import { closestDistance, type Closest } from './closest-point.js';
import { detailLevels } from './levels.js';
import { weldVertices } from './weld.js';

/** A bumpy plate like an arch's occlusal surface: 0.5 mm cusps every 4 mm, sampled every 0.1 mm. */
function plate(n = 200, step = 0.1) {
  const positions = new Float32Array((n + 1) * (n + 1) * 3);
  for (let i = 0; i <= n; i++)
    for (let j = 0; j <= n; j++) {
      const [x, y] = [i * step, j * step];
      positions.set([x, y, 0.5 * Math.sin((x * Math.PI) / 2) * Math.sin((y * Math.PI) / 2)], (i * (n + 1) + j) * 3);
    }
  const indices: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const a = i * (n + 1) + j;
      indices.push(a, a + n + 1, a + 1, a + 1, a + n + 1, a + n + 2);
    }
  return { positions, indices: Uint32Array.from(indices) };
}

describe('detailLevels', () => {
  it('draws a dense surface from far fewer triangles over its own vertices, within the deviation it reports', async () => {
    const { positions, indices } = plate();
    const levels = await detailLevels(positions, indices);
    expect(levels.length).toBe(2);
    const [fine, coarse] = levels;
    expect(fine!.indices.length).toBeLessThan(indices.length / 3);
    expect(coarse!.indices.length).toBeLessThan(fine!.indices.length / 1.5);
    expect(fine!.deviationMm).toBeGreaterThan(0);
    expect(coarse!.deviationMm).toBeGreaterThan(fine!.deviationMm);
    const vertices = positions.length / 3;
    for (const level of levels) {
      expect(level.indices.every((v) => v < vertices)).toBe(true);
      // the reported deviation is the true one: no full-mesh vertex is farther from the level
      const mesh = { positions, indices: level.indices, bvh: buildBvh(positions, level.indices) };
      const hit: Closest = { distance: 0, triangle: -1 };
      let worst = 0;
      for (let v = 0; v < vertices; v++)
        worst = Math.max(worst, closestDistance(mesh, positions.subarray(v * 3, v * 3 + 3), 10, hit).distance);
      expect(worst).toBeCloseTo(level.deviationMm, 6);
    }
  });

  it('leaves out levels that would not save a third of the triangles (a mesh already coarse)', async () => {
    // a 5 mm ball of 12 x 6 quads: every edge collapse would move the surface by tenths of a mm
    const ball = weldVertices(sphereMesh(5, 12, 6).positions, sphereMesh(5, 12, 6).indices);
    expect(await detailLevels(ball.positions, ball.indices)).toEqual([]);
  });

  it('keeps every triangle around the kept vertices (the occlusal ones the contact map colours)', async () => {
    const { positions, indices } = plate();
    // the cusp around (3 mm, 1 mm): vertices within 1 mm of it
    const kept: number[] = [];
    for (let v = 0; v < positions.length / 3; v++)
      if (Math.hypot(positions[v * 3]! - 3, positions[v * 3 + 1]! - 1) < 1) kept.push(v);
    const key = (a: number, b: number, c: number) => [a, b, c].sort((x, y) => x - y).join();
    const around = new Set<string>();
    const keptSet = new Set(kept);
    for (let t = 0; t < indices.length; t += 3)
      if ([0, 1, 2].every((k) => keptSet.has(indices[t + k]!)))
        around.add(key(indices[t]!, indices[t + 1]!, indices[t + 2]!));
    const [coarse] = (await detailLevels(positions, indices, kept)).slice(-1);
    const drawn = new Set<string>();
    for (let t = 0; t < coarse!.indices.length; t += 3)
      drawn.add(key(coarse!.indices[t]!, coarse!.indices[t + 1]!, coarse!.indices[t + 2]!));
    expect(around.size).toBeGreaterThan(500);
    for (const triangle of around) expect(drawn.has(triangle)).toBe(true);
    const unlocked = (await detailLevels(positions, indices)).slice(-1)[0]!;
    expect(coarse!.indices.length).toBeGreaterThan(unlocked.indices.length);
  });

  it('works on a welded triangle soup as the playback sends it', async () => {
    const { positions, indices } = plate(100, 0.1);
    const soup = new Float32Array(indices.length * 3);
    indices.forEach((v, i) => soup.set(positions.subarray(v * 3, v * 3 + 3), i * 3));
    const welded = weldVertices(soup);
    const levels = await detailLevels(welded.positions, welded.indices);
    expect(levels[0]!.indices.length).toBeLessThan(welded.indices.length / 2);
  });
});
