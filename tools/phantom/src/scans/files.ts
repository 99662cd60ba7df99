import type { TriangleMesh } from './heightfield.js';

/** Binary STL: 80-byte header, triangle count, then normal + 3 vertices (float32 LE) + attribute word per triangle. */
export function writeStl(mesh: TriangleMesh, header: string): Uint8Array {
  const count = mesh.triangles.length / 3;
  const out = new Uint8Array(84 + 50 * count);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(header.slice(0, 80)));
  view.setUint32(80, count, true);
  const p = mesh.positions;
  let o = 84;
  for (let t = 0; t < count; t++) {
    const [a, b, c] = [mesh.triangles[3 * t]! * 3, mesh.triangles[3 * t + 1]! * 3, mesh.triangles[3 * t + 2]! * 3];
    const ux = p[b]! - p[a]!;
    const uy = p[b + 1]! - p[a + 1]!;
    const uz = p[b + 2]! - p[a + 2]!;
    const vx = p[c]! - p[a]!;
    const vy = p[c + 1]! - p[a + 1]!;
    const vz = p[c + 2]! - p[a + 2]!;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const l = Math.hypot(nx, ny, nz) || 1;
    for (const v of [
      nx / l,
      ny / l,
      nz / l,
      p[a]!,
      p[a + 1]!,
      p[a + 2]!,
      p[b]!,
      p[b + 1]!,
      p[b + 2]!,
      p[c]!,
      p[c + 1]!,
      p[c + 2]!,
    ]) {
      view.setFloat32(o, v, true);
      o += 4;
    }
    o += 2;
  }
  return out;
}

/** Parses a binary STL into an indexed mesh. */
export function readStl(bytes: Uint8Array): { positions: Float32Array; triangles: Uint32Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  if (bytes.byteLength !== 84 + 50 * count) throw new Error('not a binary STL');
  // vertices merged by their exact bit patterns
  const index = new Map<string, number>();
  const positions: number[] = [];
  const triangles = new Uint32Array(count * 3);
  for (let t = 0; t < count; t++) {
    for (let k = 0; k < 3; k++) {
      const o = 84 + 50 * t + 12 + 12 * k;
      const key = String.fromCharCode(...bytes.subarray(o, o + 12));
      let i = index.get(key);
      if (i === undefined) {
        i = positions.length / 3;
        index.set(key, i);
        positions.push(view.getFloat32(o, true), view.getFloat32(o + 4, true), view.getFloat32(o + 8, true));
      }
      triangles[3 * t + k] = i;
    }
  }
  return { positions: Float32Array.from(positions), triangles };
}

/** Binary little-endian PLY with float positions and uchar RGB vertex colours. */
export function writePly(mesh: TriangleMesh, comment: string): Uint8Array {
  const nv = mesh.positions.length / 3;
  const nf = mesh.triangles.length / 3;
  const header = new TextEncoder().encode(
    [
      'ply',
      'format binary_little_endian 1.0',
      `comment ${comment.replace(/\n/g, ' ')}`,
      `element vertex ${nv}`,
      'property float x',
      'property float y',
      'property float z',
      'property uchar red',
      'property uchar green',
      'property uchar blue',
      `element face ${nf}`,
      'property list uchar int vertex_indices',
      'end_header',
      '',
    ].join('\n'),
  );
  const out = new Uint8Array(header.length + nv * 15 + nf * 13);
  out.set(header);
  const view = new DataView(out.buffer);
  let o = header.length;
  for (let v = 0; v < nv; v++) {
    view.setFloat32(o, mesh.positions[3 * v]!, true);
    view.setFloat32(o + 4, mesh.positions[3 * v + 1]!, true);
    view.setFloat32(o + 8, mesh.positions[3 * v + 2]!, true);
    out[o + 12] = mesh.colors[3 * v]!;
    out[o + 13] = mesh.colors[3 * v + 1]!;
    out[o + 14] = mesh.colors[3 * v + 2]!;
    o += 15;
  }
  for (let f = 0; f < nf; f++) {
    out[o] = 3;
    view.setInt32(o + 1, mesh.triangles[3 * f]!, true);
    view.setInt32(o + 5, mesh.triangles[3 * f + 1]!, true);
    view.setInt32(o + 9, mesh.triangles[3 * f + 2]!, true);
    o += 13;
  }
  return out;
}
