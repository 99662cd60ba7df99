/**
 * Merges the coincident vertices of a triangle soup (STL) into an indexed mesh, so each surface point
 * is measured and coloured once. Exact float equality: scanners and STL writers repeat shared
 * corners bit for bit.
 */
export function weldVertices(
  positions: Float32Array,
  indices?: Uint32Array,
): { positions: Float32Array; indices: Uint32Array } {
  const count = positions.length / 3;
  const bits = new Uint32Array(positions.buffer, positions.byteOffset, positions.length);
  const map = new Map<string, number>();
  const remap = new Uint32Array(count);
  const out: number[] = [];
  for (let v = 0; v < count; v++) {
    const key = `${bits[v * 3]},${bits[v * 3 + 1]},${bits[v * 3 + 2]}`;
    let id = map.get(key);
    if (id === undefined) {
      id = out.length / 3;
      map.set(key, id);
      out.push(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!);
    }
    remap[v] = id;
  }
  const triIndices = indices ?? Uint32Array.from({ length: count }, (_, i) => i);
  const welded = new Uint32Array(triIndices.length);
  for (let i = 0; i < triIndices.length; i++) welded[i] = remap[triIndices[i]!]!;
  return { positions: Float32Array.from(out), indices: welded };
}
