import { describe, expect, it } from 'vitest';
import { sphereMesh } from '../test-helpers/meshes.js';
import { meshVolume } from '../tools/mesh-stats.js';
import { closeCrown } from './close-crown.js';
import type { MeshData } from '../loaders/mesh-data.js';

const SEG = 48;

/** The upper half of a sphere (rim on y = 0) and the flat disk closing it, sharing the rim vertices. */
function halfBall(r: number, innerWinding: 'up' | 'down'): { outer: MeshData; inner: MeshData } {
  const s = sphereMesh(r, SEG, 24);
  const keep: number[] = [];
  for (let t = 0; t < s.indices!.length; t += 3) {
    const tri = [0, 1, 2].map((k) => s.indices![t + k]!);
    if (tri.every((v) => s.positions[v * 3 + 1]! >= -1e-6)) keep.push(...tri);
  }
  const rim: number[] = [];
  for (let j = 0; j <= SEG; j++) {
    const v = 12 * (SEG + 1) + j;
    rim.push(s.positions[v * 3]!, s.positions[v * 3 + 1]!, s.positions[v * 3 + 2]!);
  }
  const positions = Float32Array.from([...rim, 0, 0, 0]);
  const centre = SEG + 1;
  const fan: number[] = [];
  for (let j = 0; j < SEG; j++) fan.push(...(innerWinding === 'up' ? [centre, j + 1, j] : [centre, j, j + 1]));
  return {
    outer: { positions: s.positions, indices: Uint32Array.from(keep) },
    inner: { positions, indices: Uint32Array.from(fan) },
  };
}

describe('closeCrown', () => {
  for (const winding of ['up', 'down'] as const)
    it(`joins outer and inner at the shared margin into a closed, outward mesh (inner facing ${winding})`, () => {
      const { outer, inner } = halfBall(5, winding);
      const closed = closeCrown(outer, inner);
      expect(closed.ok).toBe(true);
      if (!closed.ok) return;
      const volume = meshVolume(closed.mesh);
      expect(volume).toBeGreaterThan(0.97 * ((2 / 3) * Math.PI * 125));
      expect(volume).toBeLessThan((2 / 3) * Math.PI * 125);
    });

  it('refuses surfaces that do not meet all along the margin', () => {
    const { outer, inner } = halfBall(5, 'up');
    const broken = { positions: inner.positions, indices: inner.indices!.slice(0, inner.indices!.length - 6) };
    const closed = closeCrown(outer, broken);
    expect(closed.ok).toBe(false);
    if (!closed.ok) expect(closed.open).toBeGreaterThan(0);
  });
});
