import type { MeshData } from '../loaders/mesh-data.js';
import { mergeWelded } from './collect.js';

/** Writes a binary little-endian PLY: float xyz (+ uchar rgb when every mesh has colours), int triangle lists. */
export function writePly(meshes: MeshData[]): ArrayBuffer {
  const { positions, indices, colors } = mergeWelded(meshes);
  const nv = positions.length / 3,
    nf = indices.length / 3;
  const header = [
    'ply',
    'format binary_little_endian 1.0',
    'comment Exported by the Odontia viewer',
    `element vertex ${nv}`,
    'property float x',
    'property float y',
    'property float z',
    ...(colors ? ['property uchar red', 'property uchar green', 'property uchar blue'] : []),
    `element face ${nf}`,
    'property list uchar int vertex_indices',
    'end_header',
    '',
  ].join('\n');
  const head = new TextEncoder().encode(header);
  const vsize = 12 + (colors ? 3 : 0);
  const buf = new ArrayBuffer(head.length + nv * vsize + nf * 13);
  new Uint8Array(buf).set(head);
  const view = new DataView(buf);
  let o = head.length;
  for (let i = 0; i < nv; i++) {
    view.setFloat32(o, positions[i * 3]!, true);
    view.setFloat32(o + 4, positions[i * 3 + 1]!, true);
    view.setFloat32(o + 8, positions[i * 3 + 2]!, true);
    o += 12;
    if (colors) {
      for (let k = 0; k < 3; k++) view.setUint8(o + k, Math.round(Math.min(1, Math.max(0, colors[i * 3 + k]!)) * 255));
      o += 3;
    }
  }
  for (let t = 0; t < nf; t++) {
    view.setUint8(o, 3);
    view.setInt32(o + 1, indices[t * 3]!, true);
    view.setInt32(o + 5, indices[t * 3 + 1]!, true);
    view.setInt32(o + 9, indices[t * 3 + 2]!, true);
    o += 13;
  }
  return buf;
}
