import { describe, expect, it } from 'vitest';
import { boxMesh, sphereMesh } from '../test-helpers/meshes.js';
import { buildBvh, raycastBvh } from './bvh.js';

describe('BVH raycast', () => {
  it('hits a sphere where geometry says, and matches brute force on many rays', () => {
    const s = sphereMesh(10, 96, 48);
    const bvh = buildBvh(s.positions, s.indices);
    const hit = raycastBvh(bvh, s.positions, s.indices, [0, 0, 50], [0, 0, -1]);
    expect(hit!.distance).toBeCloseTo(40, 1);
    expect(raycastBvh(bvh, s.positions, s.indices, [0, 50, 50], [0, 0, -1])).toBeNull();
    // every triangle index appears exactly once in the leaves
    expect(new Set(bvh.triangles).size).toBe(s.indices!.length / 3);
    for (let i = 0; i < 50; i++) {
      const x = (i % 10) - 5,
        y = Math.floor(i / 10) - 2.5;
      const h = raycastBvh(bvh, s.positions, s.indices, [x, y, 50], [0, 0, -1]);
      expect(h!.point[2]).toBeCloseTo(Math.sqrt(100 - x * x - y * y), 0);
    }
  });

  it('lets a filter veto clipped hits so the ray reaches the far side', () => {
    const b = boxMesh(10, 10, 10);
    const bvh = buildBvh(b.positions, b.indices);
    const front = raycastBvh(bvh, b.positions, b.indices, [5, 5, 50], [0, 0, -1]);
    expect(front!.point[2]).toBeCloseTo(10, 6);
    const back = raycastBvh(bvh, b.positions, b.indices, [5, 5, 50], [0, 0, -1], Infinity, (_x, _y, z) => z <= 5);
    expect(back!.point[2]).toBeCloseTo(0, 6);
  });
});
