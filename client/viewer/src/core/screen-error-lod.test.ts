import { BufferAttribute, BufferGeometry, Mesh, MeshStandardMaterial, PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import { MAX_SCREEN_ERROR_PX, ScreenErrorLod } from './screen-error-lod.js';

/** A 40 mm square of 2 triangles per cell around the origin, with a colour attribute. */
function square(): Mesh {
  const n = 10;
  const positions: number[] = [];
  for (let i = 0; i <= n; i++) for (let j = 0; j <= n; j++) positions.push(-20 + 4 * i, -20 + 4 * j, 0);
  const indices: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const a = i * (n + 1) + j;
      indices.push(a, a + n + 1, a + 1, a + 1, a + n + 1, a + n + 2);
    }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(Float32Array.from(positions), 3));
  g.setAttribute('color', new BufferAttribute(new Uint8Array(positions.length), 3, true));
  g.setIndex(indices);
  g.computeBoundingSphere();
  return new Mesh(g, new MeshStandardMaterial());
}

const corners = Uint32Array.from([0, 110, 10, 10, 110, 120]);

function placed(height = 800) {
  const lod = new ScreenErrorLod(square(), () => height);
  lod.addCoarser(corners, 0.05);
  const camera = new PerspectiveCamera(30, 1.6, 0.1, 1e6);
  const at = (z: number) => {
    camera.position.set(0, 0, z);
    camera.updateMatrixWorld();
    lod.updateMatrixWorld();
    lod.update(camera);
    return lod.getCurrentLevel();
  };
  return { lod, at };
}

describe('ScreenErrorLod', () => {
  it('draws the coarser level only where its deviation stays under half a device pixel', () => {
    const { lod, at } = placed();
    // 1 mm covers 800 / (2 tan 15°) / d pixels; the nearest point is the reach (28.3 mm) closer
    const switchAt = (0.05 * 800) / (2 * Math.tan(Math.PI / 12)) / MAX_SCREEN_ERROR_PX + 20 * Math.SQRT2;
    expect(at(switchAt * 1.02)).toBe(1);
    expect(lod.drawnTriangles).toBe(2);
    expect(lod.levels[0]!.object.visible).toBe(false);
    expect(at(switchAt * 0.98)).toBe(0);
    expect(lod.drawnTriangles).toBe(200);
    expect(lod.levels[1]!.object.visible).toBe(false);
  });

  it('switches nearer on a smaller viewport (fewer pixels per mm)', () => {
    // switching at 177.6 mm on 800 px, 65.6 mm on 200 px
    expect(placed(800).at(150)).toBe(0);
    expect(placed(200).at(150)).toBe(1);
  });

  it('shares the full mesh attributes, so a colour change shows on every level', () => {
    const { lod } = placed();
    const [full, coarse] = lod.levels.map((l) => (l.object as Mesh).geometry);
    expect(coarse!.getAttribute('color')).toBe(full!.getAttribute('color'));
    expect(coarse!.getAttribute('position')).toBe(full!.getAttribute('position'));
    expect((lod.levels[1]!.object as Mesh).material).toBe(lod.full.material);
    lod.disposeCoarser();
    expect(full!.getAttribute('color')).toBeDefined();
  });
});
