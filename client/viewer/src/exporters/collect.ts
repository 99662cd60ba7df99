import { Matrix3, Vector3, type BufferGeometry, type Mesh, type Object3D } from 'three';
import { MESSAGES, ViewerError } from '../errors.js';
import type { MeshData } from '../loaders/mesh-data.js';

/**
 * Collects the meshes under the selected objects as plain arrays in world coordinates
 * (so a moved or aligned model exports where it is shown).
 */
export function collectMeshes(objects: Object3D[]): MeshData[] {
  if (objects.length === 0) throw new ViewerError(MESSAGES.selectModels);
  const out: MeshData[] = [];
  const v = new Vector3();
  const nm = new Matrix3();
  for (const root of objects) {
    root.updateWorldMatrix(true, true);
    root.traverse((o) => {
      const mesh = o as Mesh;
      if (!mesh.isMesh) return;
      const g = mesh.geometry as BufferGeometry;
      const pos = g.getAttribute('position');
      if (!pos) return;
      const positions = new Float32Array(pos.count * 3);
      for (let i = 0; i < pos.count; i++) {
        v.fromBufferAttribute(pos, i).applyMatrix4(mesh.matrixWorld);
        positions[i * 3] = v.x;
        positions[i * 3 + 1] = v.y;
        positions[i * 3 + 2] = v.z;
      }
      const nAttr = g.getAttribute('normal');
      let normals: Float32Array | undefined;
      if (nAttr) {
        nm.getNormalMatrix(mesh.matrixWorld);
        normals = new Float32Array(nAttr.count * 3);
        for (let i = 0; i < nAttr.count; i++) {
          v.fromBufferAttribute(nAttr, i).applyMatrix3(nm).normalize();
          normals[i * 3] = v.x;
          normals[i * 3 + 1] = v.y;
          normals[i * 3 + 2] = v.z;
        }
      }
      const cAttr = g.getAttribute('color');
      const colors = cAttr
        ? Float32Array.from({ length: cAttr.count * 3 }, (_, k) => cAttr.getComponent(Math.floor(k / 3), k % 3))
        : undefined;
      const index = g.getIndex();
      const indices = index ? Uint32Array.from(index.array as ArrayLike<number>) : undefined;
      out.push({ name: mesh.name, positions, normals, colors, indices });
    });
  }
  if (out.length === 0) {
    console.error(MESSAGES.noMesh);
    throw new ViewerError(MESSAGES.noMesh);
  }
  return out;
}

/** Triangle count of a mesh. */
export function triangleCount(m: MeshData): number {
  return m.indices ? m.indices.length / 3 : m.positions.length / 9;
}

/** Vertex index of corner k of triangle t. */
export function cornerIndex(m: MeshData, t: number, k: number): number {
  return m.indices ? m.indices[t * 3 + k]! : t * 3 + k;
}

/**
 * Welds identical positions into an indexed mesh (STL-style triangle soups become shared vertices),
 * so PLY, OBJ and Draco files stay compact. Exact float equality: no geometry changes.
 */
export function weld(m: MeshData): { positions: Float32Array; indices: Uint32Array; colors?: Float32Array } {
  const tris = triangleCount(m);
  const map = new Map<string, number>();
  const pos: number[] = [];
  const col: number[] = [];
  const indices = new Uint32Array(tris * 3);
  for (let t = 0; t < tris; t++) {
    for (let k = 0; k < 3; k++) {
      const vi = cornerIndex(m, t, k);
      const x = m.positions[vi * 3]!,
        y = m.positions[vi * 3 + 1]!,
        z = m.positions[vi * 3 + 2]!;
      const key = m.colors
        ? `${x},${y},${z},${m.colors[vi * 3]},${m.colors[vi * 3 + 1]},${m.colors[vi * 3 + 2]}`
        : `${x},${y},${z}`;
      let id = map.get(key);
      if (id === undefined) {
        id = pos.length / 3;
        map.set(key, id);
        pos.push(x, y, z);
        if (m.colors) col.push(m.colors[vi * 3]!, m.colors[vi * 3 + 1]!, m.colors[vi * 3 + 2]!);
      }
      indices[t * 3 + k] = id;
    }
  }
  return { positions: Float32Array.from(pos), indices, colors: m.colors ? Float32Array.from(col) : undefined };
}

/** Merges several meshes into one indexed mesh. */
export function mergeWelded(meshes: MeshData[]): {
  positions: Float32Array;
  indices: Uint32Array;
  colors?: Float32Array;
} {
  const parts = meshes.map(weld);
  const nv = parts.reduce((s, p) => s + p.positions.length, 0);
  const ni = parts.reduce((s, p) => s + p.indices.length, 0);
  const positions = new Float32Array(nv);
  const indices = new Uint32Array(ni);
  const allColors = parts.every((p) => p.colors);
  const colors = allColors ? new Float32Array(nv) : undefined;
  let vo = 0,
    io = 0;
  for (const p of parts) {
    positions.set(p.positions, vo);
    if (colors && p.colors) colors.set(p.colors, vo);
    for (let i = 0; i < p.indices.length; i++) indices[io + i] = p.indices[i]! + vo / 3;
    vo += p.positions.length;
    io += p.indices.length;
  }
  return { positions, indices, colors };
}
