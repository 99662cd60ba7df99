import { ImporterError, ImporterErrorCode, MESSAGES } from '../errors.js';
import type { DracoModule } from './draco-module.js';
import type { MeshData, ParsedModel } from './mesh-data.js';

function readAttribute(
  m: DracoModule,
  decoder: DracoModule,
  geom: DracoModule,
  type: number,
  comps: number,
  n: number,
): Float32Array | undefined {
  const id = decoder.GetAttributeId(geom, type);
  if (id < 0) return undefined;
  const attr = decoder.GetAttribute(geom, id);
  const size = attr.num_components();
  const byteLength = n * size * 4;
  const ptr = m._malloc(byteLength);
  try {
    decoder.GetAttributeDataArrayForAllPoints(geom, attr, m.DT_FLOAT32, byteLength, ptr);
    const all = new Float32Array(m.HEAPF32.buffer, ptr, n * size);
    if (size === comps) return all.slice();
    const out = new Float32Array(n * comps);
    for (let i = 0; i < n; i++) for (let k = 0; k < comps; k++) out[i * comps + k] = all[i * size + k] ?? 0;
    return out;
  } finally {
    m._free(ptr);
  }
}

/**
 * Decodes a Draco (.drc) buffer with a draco3d decoder module. Pure and synchronous, so the
 * same code runs in Node tests and in workers.
 */
export function decodeDraco(m: DracoModule, data: ArrayBuffer | Uint8Array): ParsedModel {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const decoder = new m.Decoder();
  const buffer = new m.DecoderBuffer();
  let geom: DracoModule;
  try {
    buffer.Init(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes.byteLength);
    const type = decoder.GetEncodedGeometryType(buffer);
    let status: DracoModule;
    if (type === m.TRIANGULAR_MESH) {
      geom = new m.Mesh();
      status = decoder.DecodeBufferToMesh(buffer, geom);
    } else if (type === m.POINT_CLOUD) {
      geom = new m.PointCloud();
      status = decoder.DecodeBufferToPointCloud(buffer, geom);
    } else {
      throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.unexpectedGeometryType);
    }
    if (!status.ok() || geom.ptr === 0) {
      throw new ImporterError(ImporterErrorCode.ImportFailed, `${MESSAGES.decodingFailed}: ${status.error_msg()}`);
    }
    const n = geom.num_points();
    const positions = readAttribute(m, decoder, geom, m.POSITION, 3, n);
    if (!positions || n === 0) throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.noMeshes);
    const mesh: MeshData = {
      positions,
      normals: readAttribute(m, decoder, geom, m.NORMAL, 3, n),
      colors: readAttribute(m, decoder, geom, m.COLOR, 3, n),
      uvs: readAttribute(m, decoder, geom, m.TEX_COORD, 2, n),
    };
    if (type === m.TRIANGULAR_MESH) {
      const count = geom.num_faces() * 3;
      const ptr = m._malloc(count * 4);
      try {
        decoder.GetTrianglesUInt32Array(geom, count * 4, ptr);
        mesh.indices = new Uint32Array(m.HEAPU32.buffer, ptr, count).slice();
      } finally {
        m._free(ptr);
      }
    }
    // Draco stores 8-bit colours normalised to 0..255 in float reads; bring them to 0..1.
    if (mesh.colors && mesh.colors.some((c) => c > 1))
      for (let i = 0; i < mesh.colors.length; i++) mesh.colors[i]! /= 255;
    return { meshes: [mesh] };
  } finally {
    if (geom) m.destroy(geom);
    m.destroy(buffer);
    m.destroy(decoder);
  }
}
