/**
 * Lattice deform: free-form deformation (Sederberg and Parry) with a box lattice of control points
 * around the crown. Each vertex keeps its local coordinates (s, t, u) in the box; its position is the
 * trivariate Bernstein blend of the control points, so moving one control point bends the whole
 * crown smoothly and the rest lattice reproduces the crown exactly.
 */
export class Lattice {
  /** Control points, xyz, index (i * ny + j) * nz + k. */
  readonly control: Float32Array;
  private readonly local: Float32Array;
  private readonly rest: Float32Array;

  /**
   * @param positions the rest shape (xyz per vertex)
   * @param divisions control points per axis (>= 2)
   * @param padding margin (mm) between the crown's bounding box and the lattice
   */
  constructor(
    positions: Float32Array,
    readonly divisions: [number, number, number] = [3, 3, 3],
    padding = 0.5,
  ) {
    const min = [Infinity, Infinity, Infinity],
      max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < positions.length; i++) {
      const c = i % 3;
      if (positions[i]! < min[c]!) min[c] = positions[i]!;
      if (positions[i]! > max[c]!) max[c] = positions[i]!;
    }
    const origin = min.map((m) => m - padding);
    const size = max.map((m, c) => m + padding - origin[c]!);
    this.local = new Float32Array(positions.length);
    for (let i = 0; i < positions.length; i++) this.local[i] = (positions[i]! - origin[i % 3]!) / size[i % 3]!;
    const [nx, ny, nz] = divisions;
    this.control = new Float32Array(nx * ny * nz * 3);
    for (let i = 0; i < nx; i++)
      for (let j = 0; j < ny; j++)
        for (let k = 0; k < nz; k++) {
          const o = ((i * ny + j) * nz + k) * 3;
          this.control[o] = origin[0]! + (size[0]! * i) / (nx - 1);
          this.control[o + 1] = origin[1]! + (size[1]! * j) / (ny - 1);
          this.control[o + 2] = origin[2]! + (size[2]! * k) / (nz - 1);
        }
    this.rest = this.control.slice();
  }

  /** Number of control points. */
  get count(): number {
    return this.control.length / 3;
  }

  /** Moves control point `index` to `to`. */
  setControl(index: number, to: ArrayLike<number>): void {
    this.control.set([to[0]!, to[1]!, to[2]!], index * 3);
  }

  /** Puts every control point back where it started. */
  reset(): void {
    this.control.set(this.rest);
  }

  /** Writes the deformed shape into `out` (same layout as the rest positions). */
  apply(out: Float32Array): void {
    const [nx, ny, nz] = this.divisions;
    const bs = new Float64Array(nx),
      bt = new Float64Array(ny),
      bu = new Float64Array(nz);
    for (let v = 0; v < this.local.length; v += 3) {
      bernstein(this.local[v]!, bs);
      bernstein(this.local[v + 1]!, bt);
      bernstein(this.local[v + 2]!, bu);
      let x = 0,
        y = 0,
        z = 0;
      for (let i = 0; i < nx; i++)
        for (let j = 0; j < ny; j++) {
          const wij = bs[i]! * bt[j]!;
          for (let k = 0; k < nz; k++) {
            const w = wij * bu[k]!;
            const o = ((i * ny + j) * nz + k) * 3;
            x += w * this.control[o]!;
            y += w * this.control[o + 1]!;
            z += w * this.control[o + 2]!;
          }
        }
      out[v] = x;
      out[v + 1] = y;
      out[v + 2] = z;
    }
  }
}

/** Bernstein basis of degree out.length - 1 at t, written into out. */
function bernstein(t: number, out: Float64Array): void {
  const n = out.length - 1;
  let binom = 1;
  for (let i = 0; i <= n; i++) {
    out[i] = binom * t ** i * (1 - t) ** (n - i);
    binom = (binom * (n - i)) / (i + 1);
  }
}
