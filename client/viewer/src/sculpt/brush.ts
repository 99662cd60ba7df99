import { falloff, movableInSphere, withNeighbours, type SculptMesh, updateNormals } from './mesh.js';

/** The brushes of the crown editor. */
export type BrushKind = 'add' | 'remove' | 'smooth';

/** Brush size (radius, mm) and strength (0..1). */
export interface BrushSettings {
  radius: number;
  strength: number;
}

/** Height one dab of full strength raises the surface at the brush centre, as a share of the radius. */
const DAB_HEIGHT = 0.1;

/**
 * One dab of a brush at a surface point. Add and Remove move the vertices along the mean normal of
 * the brushed area (so a dab raises a smooth bump instead of inflating every facet its own way);
 * Smooth pulls each vertex toward the mean of its neighbours. Returns the moved vertices; their and
 * their neighbours' normals are updated. Pinned vertices (the margin rim) never move.
 */
export function applyBrush(
  mesh: SculptMesh,
  kind: BrushKind,
  center: ArrayLike<number>,
  { radius, strength }: BrushSettings,
): Uint32Array {
  const { vertices, distances } = movableInSphere(mesh, center, radius);
  if (vertices.length === 0) return vertices;
  const p = mesh.positions;
  if (kind === 'smooth') {
    const target = new Float32Array(vertices.length * 3);
    for (let i = 0; i < vertices.length; i++) {
      const v = vertices[i]!;
      const s = mesh.neighbourStart[v]!,
        e = mesh.neighbourStart[v + 1]!;
      let x = 0,
        y = 0,
        z = 0;
      for (let j = s; j < e; j++) {
        const u = mesh.neighbours[j]! * 3;
        x += p[u]!;
        y += p[u + 1]!;
        z += p[u + 2]!;
      }
      const k = e > s ? 1 / (e - s) : 0;
      target.set(e > s ? [x * k, y * k, z * k] : [p[v * 3]!, p[v * 3 + 1]!, p[v * 3 + 2]!], i * 3);
    }
    for (let i = 0; i < vertices.length; i++) {
      const v = vertices[i]! * 3;
      const w = Math.min(1, strength * falloff(distances[i]!, radius));
      for (let c = 0; c < 3; c++) p[v + c] = p[v + c]! + (target[i * 3 + c]! - p[v + c]!) * w;
    }
  } else {
    let nx = 0,
      ny = 0,
      nz = 0;
    for (let i = 0; i < vertices.length; i++) {
      const v = vertices[i]! * 3;
      const w = falloff(distances[i]!, radius);
      nx += mesh.normals[v]! * w;
      ny += mesh.normals[v + 1]! * w;
      nz += mesh.normals[v + 2]! * w;
    }
    const len = Math.hypot(nx, ny, nz) || 1;
    const h = (kind === 'add' ? 1 : -1) * strength * radius * DAB_HEIGHT;
    for (let i = 0; i < vertices.length; i++) {
      const v = vertices[i]! * 3;
      const d = h * falloff(distances[i]!, radius);
      p[v] = p[v]! + (nx / len) * d;
      p[v + 1] = p[v + 1]! + (ny / len) * d;
      p[v + 2] = p[v + 2]! + (nz / len) * d;
    }
  }
  updateNormals(mesh, withNeighbours(mesh, vertices));
  return vertices;
}

/**
 * Outer Deform: a region grabbed at a surface point follows the pointer, each vertex by the drag
 * times its falloff weight from the grab point, measured on the shape as it was when grabbed.
 */
export class RegionDrag {
  readonly vertices: Uint32Array;
  private readonly weights: Float32Array;
  private readonly start: Float32Array;

  constructor(
    private readonly mesh: SculptMesh,
    anchor: ArrayLike<number>,
    radius: number,
  ) {
    const { vertices, distances } = movableInSphere(mesh, anchor, radius);
    this.vertices = vertices;
    this.weights = distances.map((d) => falloff(d, radius));
    this.start = new Float32Array(vertices.length * 3);
    vertices.forEach((v, i) => this.start.set(mesh.positions.subarray(v * 3, v * 3 + 3), i * 3));
  }

  /** Moves the region by `offset` (mm) from where it was grabbed. */
  drag(offset: ArrayLike<number>): void {
    const p = this.mesh.positions;
    for (let i = 0; i < this.vertices.length; i++) {
      const v = this.vertices[i]! * 3,
        w = this.weights[i]!;
      for (let c = 0; c < 3; c++) p[v + c] = this.start[i * 3 + c]! + offset[c]! * w;
    }
    updateNormals(this.mesh, withNeighbours(this.mesh, this.vertices));
  }
}
