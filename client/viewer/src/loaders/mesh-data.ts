import { BufferAttribute, BufferGeometry } from 'three';

/** Plain geometry arrays produced by the parsers; transferable between threads. */
export interface MeshData {
  name?: string;
  /** xyz per vertex. */
  positions: Float32Array;
  normals?: Float32Array;
  /** rgb per vertex, 0..1. */
  colors?: Float32Array;
  uvs?: Float32Array;
  /** Triangle list; absent means every three vertices form a triangle. */
  indices?: Uint32Array;
  /** Draw with flat shading from screen-space derivatives instead of vertex normals (STL). */
  flat?: boolean;
  /** Material name (OBJ usemtl) if any. */
  material?: string;
}

/** Everything a parser found in one file. */
export interface ParsedModel {
  meshes: MeshData[];
  /** OBJ mtllib references, in file order. */
  materialLibraries?: string[];
  warnings?: string[];
}

/** Typed-array buffers of a parsed model, for postMessage transfer lists. */
export function transferablesOf(model: ParsedModel): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  for (const m of model.meshes) {
    for (const a of [m.positions, m.normals, m.colors, m.uvs, m.indices]) {
      if (a && a.buffer instanceof ArrayBuffer && !out.includes(a.buffer)) out.push(a.buffer);
    }
  }
  return out;
}

/** Builds a three.js geometry from parsed arrays (computing normals when the file had none). */
export function toBufferGeometry(mesh: MeshData): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(mesh.positions, 3));
  if (mesh.indices) g.setIndex(new BufferAttribute(mesh.indices, 1));
  if (mesh.normals && mesh.normals.length === mesh.positions.length) {
    g.setAttribute('normal', new BufferAttribute(mesh.normals, 3));
  } else if (!mesh.flat) {
    g.computeVertexNormals();
  }
  if (mesh.colors) g.setAttribute('color', new BufferAttribute(mesh.colors, 3));
  if (mesh.uvs) g.setAttribute('uv', new BufferAttribute(mesh.uvs, 2));
  g.name = mesh.name ?? '';
  g.computeBoundingBox();
  g.computeBoundingSphere();
  return g;
}

/** Reads arrays back out of a three.js geometry (used by exporters and workers). */
export function fromBufferGeometry(g: BufferGeometry): MeshData {
  const pos = g.getAttribute('position');
  if (!pos) throw new Error('geometry has no position attribute');
  const arr = (name: string): Float32Array | undefined => {
    const a = g.getAttribute(name);
    if (!a) return undefined;
    const out = new Float32Array(a.count * a.itemSize);
    for (let i = 0; i < a.count; i++)
      for (let k = 0; k < a.itemSize; k++) out[i * a.itemSize + k] = a.getComponent(i, k);
    return out;
  };
  const index = g.getIndex();
  return {
    name: g.name,
    positions: arr('position')!,
    normals: arr('normal'),
    colors: arr('color'),
    uvs: arr('uv'),
    indices: index ? Uint32Array.from(index.array as ArrayLike<number>) : undefined,
  };
}
