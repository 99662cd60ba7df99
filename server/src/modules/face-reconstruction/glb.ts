import type { FaceSurface } from './surface.js';

/** A binary glTF 2.0 file of a textured mesh (JPEG texture), positions as given (millimetres). */
export function faceGlb(surface: FaceSurface, textureJpeg: Uint8Array): Uint8Array {
  const n = surface.positions.length;
  const positions = new Float32Array(surface.positions.flat());
  const normals = new Float32Array(surface.normals.flat());
  const uvs = new Float32Array(surface.uvs.flat());
  const indices = surface.triangles;
  const parts = [positions, normals, uvs, indices, textureJpeg].map(
    (a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength),
  );
  const views: { buffer: 0; byteOffset: number; byteLength: number; target?: number }[] = [];
  let offset = 0;
  parts.forEach((p, i) => {
    views.push({
      buffer: 0,
      byteOffset: offset,
      byteLength: p.byteLength,
      ...(i < 3 ? { target: 34962 } : i === 3 ? { target: 34963 } : {}),
    });
    offset += Math.ceil(p.byteLength / 4) * 4;
  });
  const min = [0, 1, 2].map((k) => Math.min(...surface.positions.map((p) => p[k]!)));
  const max = [0, 1, 2].map((k) => Math.max(...surface.positions.map((p) => p[k]!)));
  const json = {
    asset: { version: '2.0', generator: 'Odontia face reconstruction' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: 'face' }],
    meshes: [
      {
        primitives: [{ attributes: { POSITION: 0, NORMAL: 1, TEXCOORD_0: 2 }, indices: 3, material: 0, mode: 4 }],
      },
    ],
    materials: [
      {
        name: 'skin',
        pbrMetallicRoughness: { baseColorTexture: { index: 0 }, metallicFactor: 0, roughnessFactor: 0.8 },
        doubleSided: true,
      },
    ],
    textures: [{ source: 0, sampler: 0 }],
    samplers: [{ magFilter: 9729, minFilter: 9987, wrapS: 33071, wrapT: 33071 }],
    images: [{ bufferView: 4, mimeType: 'image/jpeg' }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: n, type: 'VEC3', min, max },
      { bufferView: 1, componentType: 5126, count: n, type: 'VEC3' },
      { bufferView: 2, componentType: 5126, count: n, type: 'VEC2' },
      { bufferView: 3, componentType: 5125, count: indices.length, type: 'SCALAR' },
    ],
    bufferViews: views,
    buffers: [{ byteLength: offset }],
  };
  let jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = Math.ceil(jsonBytes.length / 4) * 4;
  const padded = new Uint8Array(jsonLength).fill(0x20);
  padded.set(jsonBytes);
  jsonBytes = padded;
  const total = 12 + 8 + jsonLength + 8 + offset;
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, 0x46546c67, true);
  dv.setUint32(4, 2, true);
  dv.setUint32(8, total, true);
  dv.setUint32(12, jsonLength, true);
  dv.setUint32(16, 0x4e4f534a, true);
  out.set(jsonBytes, 20);
  dv.setUint32(20 + jsonLength, offset, true);
  dv.setUint32(24 + jsonLength, 0x004e4942, true);
  parts.forEach((p, i) => out.set(p, 28 + jsonLength + views[i]!.byteOffset));
  return out;
}
