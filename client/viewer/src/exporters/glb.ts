import type { MeshData } from '../loaders/mesh-data.js';
import { weld } from './collect.js';

const FLOAT = 5126,
  UINT = 5125,
  ARRAY_BUFFER = 34962,
  ELEMENT_ARRAY_BUFFER = 34963;

/**
 * Writes a GLB (glTF 2.0 binary): one node and mesh per input mesh, indexed triangles with positions
 * (and vertex colours), the viewer's PBR material (metalness 0.2, roughness 0.8). Written directly rather
 * than with GLTFExporter so it also runs where FileReader does not exist (workers, Node).
 */
export function writeGlb(meshes: MeshData[]): ArrayBuffer {
  const chunks: Uint8Array[] = [];
  let byteLength = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const addView = (arr: Float32Array | Uint32Array, target: number): number => {
    const bytes = new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: bytes.length, target });
    chunks.push(bytes);
    byteLength += bytes.length; // always a multiple of 4 for 32-bit data
    return bufferViews.length - 1;
  };
  const gltfMeshes = meshes.map((m, i) => {
    const w = weld(m);
    const min = [Infinity, Infinity, Infinity],
      max = [-Infinity, -Infinity, -Infinity];
    for (let v = 0; v < w.positions.length; v++) {
      const k = v % 3;
      min[k] = Math.min(min[k]!, w.positions[v]!);
      max[k] = Math.max(max[k]!, w.positions[v]!);
    }
    const attributes: Record<string, number> = {};
    accessors.push({
      bufferView: addView(w.positions, ARRAY_BUFFER),
      componentType: FLOAT,
      count: w.positions.length / 3,
      type: 'VEC3',
      min,
      max,
    });
    attributes.POSITION = accessors.length - 1;
    if (w.colors) {
      accessors.push({
        bufferView: addView(w.colors, ARRAY_BUFFER),
        componentType: FLOAT,
        count: w.colors.length / 3,
        type: 'VEC3',
      });
      attributes.COLOR_0 = accessors.length - 1;
    }
    accessors.push({
      bufferView: addView(w.indices, ELEMENT_ARRAY_BUFFER),
      componentType: UINT,
      count: w.indices.length,
      type: 'SCALAR',
    });
    return {
      name: m.name || `mesh_${i + 1}`,
      primitives: [{ attributes, indices: accessors.length - 1, material: 0, mode: 4 }],
    };
  });
  const json = {
    asset: { version: '2.0', generator: 'Odontia viewer' },
    scene: 0,
    scenes: [{ nodes: gltfMeshes.map((_, i) => i) }],
    nodes: gltfMeshes.map((m, i) => ({ mesh: i, name: m.name })),
    meshes: gltfMeshes,
    materials: [
      {
        pbrMetallicRoughness: { baseColorFactor: [0.784, 0.784, 0.784, 1], metallicFactor: 0.2, roughnessFactor: 0.8 },
        doubleSided: true,
      },
    ],
    accessors,
    bufferViews,
    buffers: [{ byteLength }],
  };
  let jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonPad = (4 - (jsonBytes.length % 4)) % 4;
  if (jsonPad) {
    const padded = new Uint8Array(jsonBytes.length + jsonPad).fill(0x20);
    padded.set(jsonBytes);
    jsonBytes = padded;
  }
  const total = 12 + 8 + jsonBytes.length + 8 + byteLength;
  const out = new ArrayBuffer(total);
  const view = new DataView(out);
  const bytes = new Uint8Array(out);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonBytes.length, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  bytes.set(jsonBytes, 20);
  let o = 20 + jsonBytes.length;
  view.setUint32(o, byteLength, true);
  view.setUint32(o + 4, 0x004e4942, true); // 'BIN'
  o += 8;
  for (const c of chunks) {
    bytes.set(c, o);
    o += c.length;
  }
  return out;
}
