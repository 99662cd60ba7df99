import { STL } from '../constants.js';
import { ImporterError, ImporterErrorCode, MESSAGES } from '../errors.js';
import type { ParsedModel } from './mesh-data.js';

/**
 * Binary or ASCII, decided by the file size against the declared triangle count
 * (80-byte header + 4-byte count + 50 bytes per triangle), as the seeds require.
 */
export function isBinaryStl(data: ArrayBuffer | Uint8Array): boolean {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength < STL.headerBytes + STL.countBytes) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(STL.headerBytes, true);
  return STL.headerBytes + STL.countBytes + count * STL.triangleBytes === bytes.byteLength;
}

/** STL parsing options. */
export interface StlOptions {
  /**
   * Also return per-vertex normals from the file (default false). Without them the mesh is drawn
   * with flat shading, which looks identical for STL's per-face normals and halves time and memory.
   */
  normals?: boolean;
}

/** Parses an STL file (binary or ASCII) into flat triangle arrays. */
export function parseStl(data: ArrayBuffer | Uint8Array, opts: StlOptions = {}): ParsedModel {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const model = isBinaryStl(bytes)
    ? parseBinaryStl(bytes, opts.normals ?? false)
    : parseAsciiStl(new TextDecoder().decode(bytes));
  for (const m of model.meshes) {
    m.flat = true;
    if (!opts.normals) delete m.normals;
  }
  return model;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Records per chunk copied into aligned scratch memory (even, so parity is stable). */
const CHUNK = 16384;

function parseBinaryStl(bytes: Uint8Array, withNormals: boolean): ParsedModel {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(STL.headerBytes, true);
  if (count === 0) throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.noMeshes);
  // Positions only: 36 bytes per 50-byte record (0.72x the file); with normals 72 bytes (1.44x).
  const positions = new Float32Array(count * 9);
  const normals = withNormals ? new Float32Array(count * 9) : undefined;
  if (LITTLE_ENDIAN) readAligned(bytes, count, positions, normals);
  else readDataView(view, count, positions, normals);
  if (normals) fixZeroNormals(positions, normals);
  return { meshes: [{ positions, normals }] };
}

/**
 * Records are 50 bytes, so every other one is misaligned for a Float32Array. Copying each chunk
 * twice into scratch memory (once shifted by 2 bytes) aligns even and odd records respectively; typed
 * array reads are several times faster than DataView, and the scratch stays small (2 x 800 KB).
 */
function readAligned(
  bytes: Uint8Array,
  count: number,
  positions: Float32Array,
  normals: Float32Array | undefined,
): void {
  const chunkBytes = CHUNK * STL.triangleBytes;
  const even = new Uint8Array(chunkBytes + 4),
    odd = new Uint8Array(chunkBytes + 4);
  const fe = new Float32Array(even.buffer),
    fo = new Float32Array(odd.buffer);
  const base = STL.headerBytes + STL.countBytes;
  for (let first = 0; first < count; first += CHUNK) {
    const n = Math.min(CHUNK, count - first);
    const src = bytes.subarray(base + first * STL.triangleBytes, base + (first + n) * STL.triangleBytes);
    even.set(src, 0);
    odd.set(src, 2);
    for (let k = 0; k < n; k++) {
      const f = (k & 1) === 0 ? fe : fo;
      const o = (k & 1) === 0 ? (k * 50) >> 2 : (k * 50 + 2) >> 2;
      const p = (first + k) * 9;
      positions[p] = f[o + 3]!;
      positions[p + 1] = f[o + 4]!;
      positions[p + 2] = f[o + 5]!;
      positions[p + 3] = f[o + 6]!;
      positions[p + 4] = f[o + 7]!;
      positions[p + 5] = f[o + 8]!;
      positions[p + 6] = f[o + 9]!;
      positions[p + 7] = f[o + 10]!;
      positions[p + 8] = f[o + 11]!;
      if (normals) {
        normals[p] = normals[p + 3] = normals[p + 6] = f[o]!;
        normals[p + 1] = normals[p + 4] = normals[p + 7] = f[o + 1]!;
        normals[p + 2] = normals[p + 5] = normals[p + 8] = f[o + 2]!;
      }
    }
  }
}

function readDataView(view: DataView, count: number, positions: Float32Array, normals: Float32Array | undefined): void {
  let off = STL.headerBytes + STL.countBytes;
  for (let t = 0, p = 0; t < count; t++, off += STL.triangleBytes) {
    const nx = view.getFloat32(off, true),
      ny = view.getFloat32(off + 4, true),
      nz = view.getFloat32(off + 8, true);
    for (let v = 0, o = off + 12; v < 3; v++, o += 12, p += 3) {
      positions[p] = view.getFloat32(o, true);
      positions[p + 1] = view.getFloat32(o + 4, true);
      positions[p + 2] = view.getFloat32(o + 8, true);
      if (normals) {
        normals[p] = nx;
        normals[p + 1] = ny;
        normals[p + 2] = nz;
      }
    }
  }
}

/** Files often store zero normals; recompute those from the winding. */
function fixZeroNormals(pos: Float32Array, nor: Float32Array): void {
  for (let p = 0; p < pos.length; p += 9) {
    if (nor[p] !== 0 || nor[p + 1] !== 0 || nor[p + 2] !== 0) continue;
    const ax = pos[p + 3]! - pos[p]!,
      ay = pos[p + 4]! - pos[p + 1]!,
      az = pos[p + 5]! - pos[p + 2]!;
    const bx = pos[p + 6]! - pos[p]!,
      by = pos[p + 7]! - pos[p + 1]!,
      bz = pos[p + 8]! - pos[p + 2]!;
    let nx = ay * bz - az * by,
      ny = az * bx - ax * bz,
      nz = ax * by - ay * bx;
    const len = Math.hypot(nx, ny, nz) || 1;
    nx /= len;
    ny /= len;
    nz /= len;
    for (let k = 0; k < 9; k += 3) {
      nor[p + k] = nx;
      nor[p + k + 1] = ny;
      nor[p + k + 2] = nz;
    }
  }
}

function parseAsciiStl(text: string): ParsedModel {
  if (!/^\s*solid/i.test(text)) {
    throw new ImporterError(ImporterErrorCode.ImportFailed, 'Not an STL file');
  }
  const warnings: string[] = [];
  const pos: number[] = [];
  const nor: number[] = [];
  const facetRe = /facet\s+normal\s+(\S+)\s+(\S+)\s+(\S+)([\s\S]*?)endfacet/g;
  const vertexRe = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/g;
  let face = 0;
  for (let m = facetRe.exec(text); m; m = facetRe.exec(text), face++) {
    const n = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (n.some(Number.isNaN)) warnings.push(`STL: invalid normal in face ${face}`);
    const verts: number[] = [];
    for (let v = vertexRe.exec(m[4]!); v; v = vertexRe.exec(m[4]!))
      verts.push(Number(v[1]), Number(v[2]), Number(v[3]));
    if (verts.length !== 9 || verts.some(Number.isNaN)) {
      warnings.push(`STL: face ${face} has ${verts.length / 3} vertices, expected 3`);
      continue;
    }
    pos.push(...verts);
    for (let k = 0; k < 3; k++) nor.push(n[0] || 0, n[1] || 0, n[2] || 0);
  }
  for (const w of warnings) console.warn(w);
  if (pos.length === 0) throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.noMeshes);
  const positions = Float32Array.from(pos);
  const normals = Float32Array.from(nor);
  fixZeroNormals(positions, normals);
  return { meshes: [{ positions, normals }], warnings };
}
