import { Matrix4, Raycaster, Vector3, type BufferGeometry, type Camera, type Mesh, type Plane } from 'three';
import { VIEWER } from '../constants.js';
import { buildBvh, raycastBvh, type Bvh } from '../tools/bvh.js';
import type { ParseWorkerPool } from '../loaders/worker-pool.js';

/** A picked surface point. */
export interface PickHit {
  point: Vector3;
  mesh: Mesh;
  modelId: string | undefined;
  distance: number;
}

const bvhs = new WeakMap<BufferGeometry, Bvh>();
const building = new WeakMap<BufferGeometry, Promise<Bvh>>();

function arrays(g: BufferGeometry): { positions: Float32Array; indices?: Uint32Array } {
  const positions = g.getAttribute('position').array as Float32Array;
  const idx = g.getIndex();
  const indices = idx
    ? idx.array instanceof Uint32Array
      ? idx.array
      : Uint32Array.from(idx.array as ArrayLike<number>)
    : undefined;
  return { positions, indices };
}

/** Builds (once) the raycast BVH of a geometry: in a worker when a pool is given, else here. */
export function ensureBvh(g: BufferGeometry, pool: ParseWorkerPool | null): Promise<Bvh> {
  const done = bvhs.get(g);
  if (done) return Promise.resolve(done);
  let p = building.get(g);
  if (!p) {
    const { positions, indices } = arrays(g);
    p = pool
      ? pool.run<Bvh>({ kind: 'bvh', positions: positions.slice(), indices: indices?.slice() })
      : Promise.resolve(buildBvh(positions, indices));
    p = p.then((bvh) => {
      bvhs.set(g, bvh);
      return bvh;
    });
    building.set(g, p);
  }
  return p;
}

/**
 * Closest surface hit under a normalised pointer among the given meshes. Uses the mesh BVH when
 * built (large scans), three's raycaster otherwise. Hits on the clipped side of a section plane are skipped.
 */
export function pick(
  camera: Camera,
  ndc: { x: number; y: number },
  meshes: Mesh[],
  clipping: Plane[] = [],
): PickHit | null {
  const ray = new Raycaster();
  ray.far = VIEWER.raycastFar;
  ray.setFromCamera({ x: ndc.x, y: ndc.y } as never, camera);
  let best: PickHit | null = null;
  const inv = new Matrix4();
  for (const mesh of meshes) {
    if (!isShown(mesh)) continue;
    const bvh = bvhs.get(mesh.geometry);
    let hitPoint: Vector3 | null = null;
    if (bvh) {
      inv.copy(mesh.matrixWorld).invert();
      const o = ray.ray.origin.clone().applyMatrix4(inv);
      const d = ray.ray.direction.clone().transformDirection(inv);
      const { positions, indices } = arrays(mesh.geometry);
      const w = new Vector3();
      const visible = (x: number, y: number, z: number) =>
        clipping.every((pl) => pl.distanceToPoint(w.set(x, y, z).applyMatrix4(mesh.matrixWorld)) >= 0);
      const h = raycastBvh(
        bvh,
        positions,
        indices,
        o.toArray(),
        d.toArray(),
        Infinity,
        clipping.length ? visible : undefined,
      );
      if (h) hitPoint = new Vector3(...h.point).applyMatrix4(mesh.matrixWorld);
    } else {
      const hits = ray
        .intersectObject(mesh, false)
        .filter((h) => clipping.every((pl) => pl.distanceToPoint(h.point) >= 0));
      hitPoint = hits[0]?.point ?? null;
    }
    if (!hitPoint || !clipping.every((pl) => pl.distanceToPoint(hitPoint!) >= 0)) continue;
    const distance = hitPoint.distanceTo(ray.ray.origin);
    if (distance > VIEWER.validDistance) continue;
    if (!best || distance < best.distance)
      best = { point: hitPoint, mesh, modelId: mesh.userData.modelId as string | undefined, distance };
  }
  return best;
}

function isShown(o: { visible: boolean; parent: unknown }): boolean {
  for (let n: { visible: boolean; parent: unknown } | null = o; n; n = n.parent as typeof n)
    if (!n.visible) return false;
  return true;
}
