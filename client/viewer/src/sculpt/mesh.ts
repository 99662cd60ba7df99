/**
 * An editable indexed triangle mesh: positions change in place, topology never does. Holds the
 * vertex-to-triangle and vertex-to-neighbour tables (CSR) the brushes and the incremental normals need.
 */
export interface SculptMesh {
  positions: Float32Array;
  indices: Uint32Array;
  normals: Float32Array;
  /** Triangles around vertex v: vertexTris[vertexTriStart[v] .. vertexTriStart[v + 1]). */
  vertexTriStart: Uint32Array;
  vertexTris: Uint32Array;
  /** Edge neighbours of vertex v, same layout. */
  neighbourStart: Uint32Array;
  neighbours: Uint32Array;
  /**
   * 1 for vertices no tool may move: the open rim of the surface (a crown's outer surface ends at
   * the margin, where Finish joins it to the inner surface, so the rim must stay where it is).
   */
  pinned: Uint8Array;
}

/**
 * Merges coincident corners (within `epsilon`) of a triangle soup or indexed mesh, so an STL's
 * separate triangles become one connected surface the brushes can smooth across.
 */
export function weldVertices(
  positions: Float32Array,
  indices?: Uint32Array,
  epsilon = 1e-5,
): { positions: Float32Array; indices: Uint32Array } {
  const corners = indices ? indices.length : positions.length / 3;
  const map = new Map<string, number>();
  const remap = new Uint32Array(positions.length / 3);
  const out: number[] = [];
  const q = 1 / epsilon;
  for (let v = 0; v < positions.length / 3; v++) {
    const x = positions[v * 3]!,
      y = positions[v * 3 + 1]!,
      z = positions[v * 3 + 2]!;
    const key = `${Math.round(x * q)},${Math.round(y * q)},${Math.round(z * q)}`;
    let id = map.get(key);
    if (id === undefined) {
      id = out.length / 3;
      map.set(key, id);
      out.push(x, y, z);
    }
    remap[v] = id;
  }
  const idx = new Uint32Array(corners);
  for (let i = 0; i < corners; i++) idx[i] = remap[indices ? indices[i]! : i]!;
  return { positions: Float32Array.from(out), indices: dropDegenerate(idx) };
}

function dropDegenerate(idx: Uint32Array): Uint32Array {
  const keep: number[] = [];
  for (let t = 0; t < idx.length; t += 3) {
    const a = idx[t]!,
      b = idx[t + 1]!,
      c = idx[t + 2]!;
    if (a !== b && b !== c && a !== c) keep.push(a, b, c);
  }
  return Uint32Array.from(keep);
}

function csr(count: number, pairs: (emit: (v: number, item: number) => void) => void) {
  const start = new Uint32Array(count + 1);
  pairs((v) => start[v + 1]!++);
  for (let v = 0; v < count; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, count);
  const items = new Uint32Array(start[count]!);
  pairs((v, item) => (items[fill[v]!++] = item));
  return { start, items };
}

/** Builds the adjacency tables and vertex normals of an indexed mesh (positions are used, not copied). */
export function createSculptMesh(positions: Float32Array, indices: Uint32Array): SculptMesh {
  const n = positions.length / 3;
  const tris = csr(n, (emit) => {
    for (let i = 0; i < indices.length; i++) emit(indices[i]!, (i / 3) | 0);
  });
  // Each triangle edge seen from both ends; duplicates (the edge's other triangle) removed below.
  const raw = csr(n, (emit) => {
    for (let t = 0; t < indices.length; t += 3) {
      for (let k = 0; k < 3; k++) {
        const a = indices[t + k]!,
          b = indices[t + ((k + 1) % 3)]!;
        emit(a, b);
        emit(b, a);
      }
    }
  });
  const nbStart = new Uint32Array(n + 1);
  const nb: number[] = [];
  const pinned = new Uint8Array(n);
  for (let v = 0; v < n; v++) {
    // Each neighbour appears twice per triangle around an interior edge (2 triangles); once on the rim.
    const seen = new Map<number, number>();
    for (let i = raw.start[v]!; i < raw.start[v + 1]!; i++) seen.set(raw.items[i]!, (seen.get(raw.items[i]!) ?? 0) + 1);
    for (const [s, count] of seen) {
      nb.push(s);
      if (count === 1) pinned[v] = 1;
    }
    nbStart[v + 1] = nb.length;
  }
  const mesh: SculptMesh = {
    positions,
    indices,
    normals: new Float32Array(positions.length),
    vertexTriStart: tris.start,
    vertexTris: tris.items,
    neighbourStart: nbStart,
    neighbours: Uint32Array.from(nb),
    pinned,
  };
  updateNormals(mesh);
  return mesh;
}

/** Area-weighted vertex normals of the given vertices (all when omitted). */
export function updateNormals(mesh: SculptMesh, vertices?: ArrayLike<number>): void {
  const { positions: p, indices, normals, vertexTriStart, vertexTris } = mesh;
  const count = vertices ? vertices.length : p.length / 3;
  for (let i = 0; i < count; i++) {
    const v = vertices ? vertices[i]! : i;
    let nx = 0,
      ny = 0,
      nz = 0;
    for (let j = vertexTriStart[v]!; j < vertexTriStart[v + 1]!; j++) {
      const t = vertexTris[j]! * 3;
      const a = indices[t]! * 3,
        b = indices[t + 1]! * 3,
        c = indices[t + 2]! * 3;
      const ux = p[b]! - p[a]!,
        uy = p[b + 1]! - p[a + 1]!,
        uz = p[b + 2]! - p[a + 2]!;
      const wx = p[c]! - p[a]!,
        wy = p[c + 1]! - p[a + 1]!,
        wz = p[c + 2]! - p[a + 2]!;
      nx += uy * wz - uz * wy;
      ny += uz * wx - ux * wz;
      nz += ux * wy - uy * wx;
    }
    const len = Math.hypot(nx, ny, nz) || 1;
    normals[v * 3] = nx / len;
    normals[v * 3 + 1] = ny / len;
    normals[v * 3 + 2] = nz / len;
  }
}

/** Vertices within `radius` of a point, with their distances. */
export function verticesInSphere(
  positions: Float32Array,
  center: ArrayLike<number>,
  radius: number,
): { vertices: Uint32Array; distances: Float32Array } {
  const cx = center[0]!,
    cy = center[1]!,
    cz = center[2]!;
  const r2 = radius * radius;
  const found: number[] = [];
  const dist: number[] = [];
  for (let v = 0, n = positions.length / 3; v < n; v++) {
    const dx = positions[v * 3]! - cx,
      dy = positions[v * 3 + 1]! - cy,
      dz = positions[v * 3 + 2]! - cz;
    const d2 = dx * dx + dy * dy + dz * dz;
    if (d2 <= r2) {
      found.push(v);
      dist.push(Math.sqrt(d2));
    }
  }
  return { vertices: Uint32Array.from(found), distances: Float32Array.from(dist) };
}

/** Vertices within `radius` of a point that tools may move (not pinned), with their distances. */
export function movableInSphere(
  mesh: SculptMesh,
  center: ArrayLike<number>,
  radius: number,
): { vertices: Uint32Array; distances: Float32Array } {
  const all = verticesInSphere(mesh.positions, center, radius);
  const keep: number[] = [];
  all.vertices.forEach((v, i) => mesh.pinned[v] || keep.push(i));
  if (keep.length === all.vertices.length) return all;
  return {
    vertices: Uint32Array.from(keep, (i) => all.vertices[i]!),
    distances: Float32Array.from(keep, (i) => all.distances[i]!),
  };
}

/** The vertices touched by a change plus their edge neighbours: whose normals a move invalidates. */
export function withNeighbours(mesh: SculptMesh, vertices: ArrayLike<number>): Uint32Array {
  const out = new Set<number>();
  for (let i = 0; i < vertices.length; i++) {
    const v = vertices[i]!;
    out.add(v);
    for (let j = mesh.neighbourStart[v]!; j < mesh.neighbourStart[v + 1]!; j++) out.add(mesh.neighbours[j]!);
  }
  return Uint32Array.from(out);
}

/**
 * Smooth brush weight: 1 at the centre, 0 with zero slope at the rim ((1 - u^2)^2 for u = d / radius),
 * so an edit blends into the untouched surface without a crease.
 */
export function falloff(distance: number, radius: number): number {
  if (distance >= radius) return 0;
  const u = distance / radius;
  const w = 1 - u * u;
  return w * w;
}
