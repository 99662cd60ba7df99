import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** MediaPipe's canonical face mesh: 468 vertices (mm, x to the subject's left, y up, z out of the face), UVs, triangles. */
export interface CanonicalFace {
  positions: Float64Array;
  uvs: Float64Array;
  triangles: Uint32Array;
}

// The geometry pipeline metadata sits inside the solution's packed asset file, at the range its loader names.
const METADATA = 'geometry_pipeline_metadata_landmarks.binarypb';

function packedMetadata(): Uint8Array {
  const require = createRequire(import.meta.url);
  const folder = dirname(require.resolve('@mediapipe/face_mesh/package.json'));
  const loader = readFileSync(join(folder, 'face_mesh_solution_packed_assets_loader.js'), 'utf8');
  const match = new RegExp(`${METADATA}", "start": (\\d+), "end": (\\d+)`).exec(loader);
  if (!match) throw new Error('canonical face geometry not found in @mediapipe/face_mesh');
  const data = readFileSync(join(folder, 'face_mesh_solution_packed_assets.data'));
  return new Uint8Array(data.buffer, data.byteOffset + Number(match[1]), Number(match[2]) - Number(match[1]));
}

class Reader {
  pos = 0;
  readonly end: number;
  constructor(
    public readonly bytes: Uint8Array,
    end?: number,
  ) {
    this.end = end ?? bytes.length;
  }
  varint(): number {
    let result = 0;
    let shift = 1;
    for (;;) {
      const b = this.bytes[this.pos++]!;
      result += (b & 0x7f) * shift;
      if (b < 0x80) return result;
      shift *= 128;
    }
  }
}

/** Parses GeometryPipelineMetadata.canonical_mesh (field 1: Mesh3d with vertex_buffer 3 and index_buffer 4). */
function parseMesh(bytes: Uint8Array): { vertices: number[]; indices: number[] } {
  const top = new Reader(bytes);
  while (top.pos < top.end) {
    const key = top.varint();
    if (key >> 3 === 1 && (key & 7) === 2) {
      const length = top.varint();
      return parseMesh3d(new Reader(bytes, top.pos + length), top.pos);
    }
    skip(top, key & 7);
  }
  throw new Error('canonical mesh missing');
}

function parseMesh3d(r: Reader, start: number): { vertices: number[]; indices: number[] } {
  r.pos = start;
  const vertices: number[] = [];
  const indices: number[] = [];
  const view = new DataView(r.bytes.buffer, r.bytes.byteOffset);
  while (r.pos < r.end) {
    const key = r.varint();
    const field = key >> 3;
    const wire = key & 7;
    if (field === 3 && wire === 2) {
      const end = r.pos + r.varint();
      for (; r.pos < end; r.pos += 4) vertices.push(view.getFloat32(r.pos, true));
    } else if (field === 3 && wire === 5) {
      vertices.push(view.getFloat32(r.pos, true));
      r.pos += 4;
    } else if (field === 4 && wire === 2) {
      const end = r.pos + r.varint();
      while (r.pos < end) indices.push(r.varint());
    } else if (field === 4 && wire === 0) indices.push(r.varint());
    else skip(r, wire);
  }
  return { vertices, indices };
}

function skip(r: Reader, wire: number): void {
  if (wire === 0) r.varint();
  else if (wire === 1) r.pos += 8;
  else if (wire === 5) r.pos += 4;
  else if (wire === 2) r.pos += r.varint();
  else throw new Error(`unsupported protobuf wire type ${wire}`);
}

let cached: CanonicalFace | undefined;

export function canonicalFace(): CanonicalFace {
  if (cached) return cached;
  const { vertices, indices } = parseMesh(packedMetadata());
  const count = vertices.length / 5;
  const positions = new Float64Array(count * 3);
  const uvs = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    // the model is in centimetres
    for (let k = 0; k < 3; k++) positions[i * 3 + k] = vertices[i * 5 + k]! * 10;
    uvs[i * 2] = vertices[i * 5 + 3]!;
    uvs[i * 2 + 1] = vertices[i * 5 + 4]!;
  }
  cached = { positions, uvs, triangles: Uint32Array.from(indices) };
  return cached;
}
