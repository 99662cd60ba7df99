import type { MeshData } from '../loaders/mesh-data.js';
import { weld } from './collect.js';

/**
 * Writes Wavefront OBJ text, one `o` per mesh. Floats are printed with round-trip precision
 * (shortest form that reads back to the same float32), so export then import is lossless.
 */
export function writeObj(meshes: MeshData[]): string {
  const out: string[] = ['# Exported by the Odontia viewer', ''];
  let base = 1;
  meshes.forEach((m, i) => {
    const w = weld(m);
    out.push(`o ${m.name || `mesh_${i + 1}`}`);
    for (let v = 0; v < w.positions.length; v += 3) {
      const xyz = `v ${w.positions[v]} ${w.positions[v + 1]} ${w.positions[v + 2]}`;
      out.push(w.colors ? `${xyz} ${w.colors[v]} ${w.colors[v + 1]} ${w.colors[v + 2]}` : xyz);
    }
    for (let t = 0; t < w.indices.length; t += 3) {
      out.push(`f ${w.indices[t]! + base} ${w.indices[t + 1]! + base} ${w.indices[t + 2]! + base}`);
    }
    base += w.positions.length / 3;
  });
  return out.join('\n') + '\n';
}
