import { ImporterError, ImporterErrorCode, MESSAGES } from '../errors.js';
import type { MeshData, ParsedModel } from './mesh-data.js';

/** Material entry of an MTL file (the fields the viewer uses). */
export interface MtlMaterial {
  name: string;
  /** Diffuse colour, 0..1. */
  color?: [number, number, number];
  opacity?: number;
  /** Diffuse texture path (map_Kd) as written in the file. */
  map?: string;
}

function resolveIndex(raw: string, count: number, message: string): number {
  const i = parseInt(raw, 10);
  const idx = i < 0 ? count + i : i - 1;
  if (!Number.isFinite(i) || i === 0 || idx < 0 || idx >= count) {
    throw new ImporterError(ImporterErrorCode.ImportFailed, message);
  }
  return idx;
}

interface Builder {
  name: string;
  material?: string;
  pos: number[];
  nor: number[];
  uv: number[];
  col: number[];
}

/**
 * Parses Wavefront OBJ: v (with optional vertex colours), vt, vn, f (polygons fan-triangulated,
 * negative indices), o/g, usemtl, mtllib. Invalid indices raise the seeds' importer messages.
 */
export function parseObj(text: string): ParsedModel {
  const v: number[] = [],
    vn: number[] = [],
    vt: number[] = [],
    vc: number[] = [];
  const libs: string[] = [];
  const meshes: Builder[] = [];
  let cur: Builder | undefined;
  let name = '';
  let material: string | undefined;
  const current = (): Builder => {
    if (!cur) {
      cur = { name, material, pos: [], nor: [], uv: [], col: [] };
      meshes.push(cur);
    }
    return cur;
  };
  const lines = text.split(/\r?\n/);
  for (let li = 0; li < lines.length; li++) {
    let line = lines[li]!.trim();
    while (line.endsWith('\\') && li + 1 < lines.length) line = line.slice(0, -1) + ' ' + lines[++li]!.trim();
    if (!line || line[0] === '#') continue;
    const w = line.split(/\s+/);
    switch (w[0]) {
      case 'v':
        v.push(Number(w[1]), Number(w[2]), Number(w[3]));
        if (w.length >= 7) vc.push(Number(w[4]), Number(w[5]), Number(w[6]));
        break;
      case 'vn':
        vn.push(Number(w[1]), Number(w[2]), Number(w[3]));
        break;
      case 'vt':
        vt.push(Number(w[1]), Number(w[2] ?? 0));
        break;
      case 'o':
      case 'g':
        name = w.slice(1).join(' ');
        cur = undefined;
        break;
      case 'usemtl':
        material = w.slice(1).join(' ');
        cur = undefined;
        break;
      case 'mtllib':
        libs.push(w.slice(1).join(' '));
        break;
      case 'f': {
        const b = current();
        const corners = w.slice(1).map((c) => c.split('/'));
        const nv = v.length / 3;
        const hasColors = vc.length === v.length;
        for (let k = 1; k + 1 < corners.length; k++) {
          for (const c of [corners[0]!, corners[k]!, corners[k + 1]!]) {
            const vi = resolveIndex(c[0] ?? '', nv, MESSAGES.invalidVertexIndex);
            b.pos.push(v[vi * 3]!, v[vi * 3 + 1]!, v[vi * 3 + 2]!);
            if (hasColors) b.col.push(vc[vi * 3]!, vc[vi * 3 + 1]!, vc[vi * 3 + 2]!);
            if (c[1]) {
              const ti = resolveIndex(c[1], vt.length / 2, MESSAGES.invalidUvIndex);
              b.uv.push(vt[ti * 2]!, vt[ti * 2 + 1]!);
            }
            if (c[2]) {
              const ni = resolveIndex(c[2], vn.length / 3, MESSAGES.invalidNormalIndex);
              b.nor.push(vn[ni * 3]!, vn[ni * 3 + 1]!, vn[ni * 3 + 2]!);
            }
          }
        }
        break;
      }
    }
  }
  const out: MeshData[] = meshes
    .filter((b) => b.pos.length > 0)
    .map((b) => ({
      name: b.name,
      material: b.material,
      positions: Float32Array.from(b.pos),
      normals: b.nor.length === b.pos.length ? Float32Array.from(b.nor) : undefined,
      uvs: b.uv.length * 3 === b.pos.length * 2 ? Float32Array.from(b.uv) : undefined,
      colors: b.col.length === b.pos.length ? Float32Array.from(b.col) : undefined,
    }));
  if (out.length === 0) throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.noMeshes);
  return { meshes: out, materialLibraries: libs };
}

/** Parses an MTL file into materials keyed by name. */
export function parseMtl(text: string): Map<string, MtlMaterial> {
  const out = new Map<string, MtlMaterial>();
  let cur: MtlMaterial | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line[0] === '#') continue;
    const w = line.split(/\s+/);
    const key = w[0]!.toLowerCase();
    if (key === 'newmtl') {
      cur = { name: w.slice(1).join(' ') };
      out.set(cur.name, cur);
      continue;
    }
    if (!cur) continue;
    if (key === 'kd') cur.color = [Number(w[1]), Number(w[2]), Number(w[3])];
    else if (key === 'd') cur.opacity = Number(w[1]);
    else if (key === 'tr') cur.opacity = 1 - Number(w[1]);
    // The path is the last word: options such as -s 1 1 1 may precede it.
    else if (key === 'map_kd') cur.map = w.at(-1);
  }
  return out;
}
