import { ImporterError, ImporterErrorCode, MESSAGES } from '../errors.js';
import type { ParsedModel } from './mesh-data.js';

type PlyType = 'char' | 'uchar' | 'short' | 'ushort' | 'int' | 'uint' | 'float' | 'double';
interface PlyProperty {
  name: string;
  type: PlyType;
  listCount?: PlyType;
}
interface PlyElement {
  name: string;
  count: number;
  props: PlyProperty[];
}

const TYPE_ALIASES: Record<string, PlyType> = {
  char: 'char',
  int8: 'char',
  uchar: 'uchar',
  uint8: 'uchar',
  short: 'short',
  int16: 'short',
  ushort: 'ushort',
  uint16: 'ushort',
  int: 'int',
  int32: 'int',
  uint: 'uint',
  uint32: 'uint',
  float: 'float',
  float32: 'float',
  double: 'double',
  float64: 'double',
};
const SIZES: Record<PlyType, number> = { char: 1, uchar: 1, short: 2, ushort: 2, int: 4, uint: 4, float: 4, double: 8 };

function plyType(name: string | undefined): PlyType {
  const t = name ? TYPE_ALIASES[name] : undefined;
  if (!t) throw new ImporterError(ImporterErrorCode.ImportFailed, `PLY: unknown property type ${name}`);
  return t;
}

function parseHeader(bytes: Uint8Array) {
  const head = new TextDecoder().decode(bytes.subarray(0, Math.min(bytes.length, 65536)));
  const end = head.indexOf('end_header');
  if (!head.startsWith('ply') || end < 0) throw new ImporterError(ImporterErrorCode.ImportFailed, 'PLY: bad header');
  const nl = head.indexOf('\n', end);
  const bodyStart = new TextEncoder().encode(head.slice(0, nl + 1)).length;
  let format = '';
  const elements: PlyElement[] = [];
  for (const raw of head.slice(0, end).split(/\r?\n/)) {
    const w = raw.trim().split(/\s+/);
    if (w[0] === 'format') format = w[1] ?? '';
    else if (w[0] === 'element') elements.push({ name: w[1] ?? '', count: Number(w[2]), props: [] });
    else if (w[0] === 'property') {
      const el = elements.at(-1);
      if (!el) continue;
      if (w[1] === 'list') el.props.push({ name: w[4] ?? '', type: plyType(w[3]), listCount: plyType(w[2]) });
      else el.props.push({ name: w[2] ?? '', type: plyType(w[1]) });
    }
  }
  return { format, elements, bodyStart };
}

/** Sequential value reader over the body, either ASCII tokens or binary. */
function makeReader(bytes: Uint8Array, start: number, format: string) {
  if (format === 'ascii') {
    const tokens = new TextDecoder().decode(bytes.subarray(start)).split(/\s+/).filter(Boolean);
    let i = 0;
    return (_t: PlyType) => Number(tokens[i++]);
  }
  const little = format === 'binary_little_endian';
  if (!little && format !== 'binary_big_endian')
    throw new ImporterError(ImporterErrorCode.ImportFailed, `PLY: unknown format ${format}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let o = start;
  return (t: PlyType) => {
    let v: number;
    switch (t) {
      case 'char':
        v = view.getInt8(o);
        break;
      case 'uchar':
        v = view.getUint8(o);
        break;
      case 'short':
        v = view.getInt16(o, little);
        break;
      case 'ushort':
        v = view.getUint16(o, little);
        break;
      case 'int':
        v = view.getInt32(o, little);
        break;
      case 'uint':
        v = view.getUint32(o, little);
        break;
      case 'float':
        v = view.getFloat32(o, little);
        break;
      default:
        v = view.getFloat64(o, little);
    }
    o += SIZES[t];
    return v;
  };
}

/** Parses PLY (ascii, binary little or big endian): vertices with optional normals, colours, uvs; polygon faces fan-triangulated. */
export function parsePly(data: ArrayBuffer | Uint8Array): ParsedModel {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const { format, elements, bodyStart } = parseHeader(bytes);
  const read = makeReader(bytes, bodyStart, format);
  const vertexEl = elements.find((e) => e.name === 'vertex');
  if (!vertexEl || vertexEl.count === 0) throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.noMeshes);
  const n = vertexEl.count;
  const has = (name: string) => vertexEl.props.some((p) => p.name === name);
  const positions = new Float32Array(n * 3);
  const normals = has('nx') ? new Float32Array(n * 3) : undefined;
  const colors = has('red') ? new Float32Array(n * 3) : undefined;
  const uvs = has('s') || has('u') || has('texture_u') ? new Float32Array(n * 2) : undefined;
  const faces: number[] = [];
  for (const el of elements) {
    for (let i = 0; i < el.count; i++) {
      for (const p of el.props) {
        if (p.listCount) {
          const len = read(p.listCount);
          const list: number[] = [];
          for (let k = 0; k < len; k++) list.push(read(p.type));
          if (el.name === 'face' && (p.name === 'vertex_indices' || p.name === 'vertex_index')) {
            for (let k = 1; k + 1 < list.length; k++) faces.push(list[0]!, list[k]!, list[k + 1]!);
          }
          continue;
        }
        const v = read(p.type);
        if (el !== vertexEl) continue;
        const scale = p.type === 'uchar' ? 1 / 255 : p.type === 'ushort' ? 1 / 65535 : 1;
        switch (p.name) {
          case 'x':
            positions[i * 3] = v;
            break;
          case 'y':
            positions[i * 3 + 1] = v;
            break;
          case 'z':
            positions[i * 3 + 2] = v;
            break;
          case 'nx':
            normals![i * 3] = v;
            break;
          case 'ny':
            normals![i * 3 + 1] = v;
            break;
          case 'nz':
            normals![i * 3 + 2] = v;
            break;
          case 'red':
            colors![i * 3] = v * scale;
            break;
          case 'green':
            colors![i * 3 + 1] = v * scale;
            break;
          case 'blue':
            colors![i * 3 + 2] = v * scale;
            break;
          case 's':
          case 'u':
          case 'texture_u':
            uvs![i * 2] = v;
            break;
          case 't':
          case 'v':
          case 'texture_v':
            uvs![i * 2 + 1] = v;
            break;
        }
      }
    }
  }
  const indices = faces.length ? Uint32Array.from(faces) : undefined;
  if (indices) {
    for (const idx of indices) {
      if (!(idx >= 0 && idx < n)) throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.invalidVertexIndex);
    }
  }
  return { meshes: [{ positions, normals, colors, uvs, indices }] };
}
