import { MESSAGES, ViewerError } from '../errors.js';
import type { DracoModule } from '../loaders/draco-module.js';
import type { MeshData } from '../loaders/mesh-data.js';
import { mergeWelded } from './collect.js';

/** Draco encoding options. */
export interface DracoEncodeOptions {
  /** Position quantization bits (default 16; Draco's own default is 11). */
  quantizationBits?: number;
  /** 0 (best compression) to 10 (fastest); default 5. */
  speed?: number;
}

/** Encodes meshes into one Draco (.drc) buffer with a draco3d encoder module. */
export function writeDrc(m: DracoModule, meshes: MeshData[], opts: DracoEncodeOptions = {}): ArrayBuffer {
  const { positions, indices, colors } = mergeWelded(meshes);
  const encoder = new m.Encoder();
  const builder = new m.MeshBuilder();
  const mesh = new m.Mesh();
  const out = new m.DracoInt8Array();
  try {
    builder.AddFacesToMesh(mesh, indices.length / 3, indices);
    builder.AddFloatAttributeToMesh(mesh, m.POSITION, positions.length / 3, 3, positions);
    if (colors) builder.AddFloatAttributeToMesh(mesh, m.COLOR, colors.length / 3, 3, colors);
    encoder.SetAttributeQuantization(m.POSITION, opts.quantizationBits ?? 16);
    encoder.SetSpeedOptions(opts.speed ?? 5, opts.speed ?? 5);
    const len = encoder.EncodeMeshToDracoBuffer(mesh, out);
    if (!len) throw new ViewerError(MESSAGES.exportError);
    const bytes = new Int8Array(len);
    for (let i = 0; i < len; i++) bytes[i] = out.GetValue(i);
    return bytes.buffer;
  } finally {
    m.destroy(out);
    m.destroy(mesh);
    m.destroy(builder);
    m.destroy(encoder);
  }
}
