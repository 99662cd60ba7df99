/** An indexed triangle mesh: xyz per vertex, three vertex indices per triangle (a soup when indices are absent). */
export interface IndexedTriangles {
  positions: ArrayLike<number>;
  indices?: ArrayLike<number>;
}

/**
 * Undirected edges that keep a mesh from being a closed, consistently oriented 2-manifold: used by
 * one triangle (`open`), by more than two (`nonManifold`), or by two running the same way
 * (`misoriented`: one of the two triangles is flipped).
 */
export interface EdgeDefects {
  open: number;
  nonManifold: number;
  misoriented: number;
}

/** Counts the edge defects of an indexed mesh (vertices must already be welded). */
export function edgeDefects(indices: ArrayLike<number>): EdgeDefects {
  let n = 1;
  for (let i = 0; i < indices.length; i++) n = Math.max(n, indices[i]! + 1);
  // One sortable number per triangle side: the undirected edge, times two, plus its direction.
  const keys = new Float64Array(indices.length);
  for (let t = 0; t + 2 < indices.length; t += 3)
    for (let k = 0; k < 3; k++) {
      const a = indices[t + k]!;
      const b = indices[t + ((k + 1) % 3)]!;
      keys[t + k] = (Math.min(a, b) * n + Math.max(a, b)) * 2 + (a < b ? 0 : 1);
    }
  keys.sort();
  const defects: EdgeDefects = { open: 0, nonManifold: 0, misoriented: 0 };
  for (let i = 0; i < keys.length;) {
    const edge = Math.floor(keys[i]! / 2);
    let uses = 0,
      forward = 0;
    for (; i < keys.length && Math.floor(keys[i]! / 2) === edge; i++, uses++) if (keys[i]! % 2 === 0) forward++;
    if (uses === 1) defects.open++;
    else if (uses > 2) defects.nonManifold++;
    else if (forward !== 1) defects.misoriented++;
  }
  return defects;
}

const corner = (mesh: IndexedTriangles, i: number) => (mesh.indices ? mesh.indices[i]! : i);
const cornerCount = (mesh: IndexedTriangles) => (mesh.indices ? mesh.indices.length : mesh.positions.length / 3);

/** Signed volume enclosed by a closed mesh (divergence theorem): positive when its triangles face outward. */
export function meshVolume(mesh: IndexedTriangles): number {
  const p = mesh.positions;
  let vol = 0;
  for (let t = 0; t + 2 < cornerCount(mesh); t += 3) {
    const a = corner(mesh, t) * 3,
      b = corner(mesh, t + 1) * 3,
      c = corner(mesh, t + 2) * 3;
    vol +=
      p[a]! * (p[b + 1]! * p[c + 2]! - p[b + 2]! * p[c + 1]!) -
      p[a + 1]! * (p[b]! * p[c + 2]! - p[b + 2]! * p[c]!) +
      p[a + 2]! * (p[b]! * p[c + 1]! - p[b + 1]! * p[c]!);
  }
  return vol / 6;
}

/**
 * Triangles thinner than `minHeight` (twice the area over the longest side): collapsed corners and
 * collinear slivers, which have no normal a machine's software can trust.
 */
export function degenerateTriangles(mesh: IndexedTriangles, minHeight: number): number {
  const p = mesh.positions;
  let count = 0;
  for (let t = 0; t + 2 < cornerCount(mesh); t += 3) {
    const [a, b, c] = [corner(mesh, t) * 3, corner(mesh, t + 1) * 3, corner(mesh, t + 2) * 3];
    const u = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!];
    const v = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!];
    const w = [p[c]! - p[b]!, p[c + 1]! - p[b + 1]!, p[c + 2]! - p[b + 2]!];
    const twiceArea = Math.hypot(
      u[1]! * v[2]! - u[2]! * v[1]!,
      u[2]! * v[0]! - u[0]! * v[2]!,
      u[0]! * v[1]! - u[1]! * v[0]!,
    );
    const longest = Math.max(Math.hypot(...u), Math.hypot(...v), Math.hypot(...w));
    if (!(longest > 0) || twiceArea / longest < minHeight) count++;
  }
  return count;
}

/** Axis-aligned bounds of a mesh's vertices. */
export function meshBounds(mesh: IndexedTriangles): { min: [number, number, number]; max: [number, number, number] } {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = p[i + k]!;
      if (v < min[k]!) min[k] = v;
      if (v > max[k]!) max[k] = v;
    }
  }
  return { min, max };
}
