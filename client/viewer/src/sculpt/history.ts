/** One editing step: which vertices it moved, from where to where. */
export interface EditStep {
  /** The tool that made it ('add', 'smooth', 'deform', 'lattice', ...). */
  tool: string;
  vertices: Uint32Array;
  before: Float32Array;
  after: Float32Array;
}

/**
 * Recover: the list of editing steps, each a sparse record of moved vertices, so the clinician can go
 * back to any earlier step (step 0 is the shape before any edit).
 */
export class EditHistory {
  readonly steps: EditStep[] = [];
  private pending: { tool: string; before: Map<number, [number, number, number]> } | null = null;

  /** Starts a step; vertices touched until `commit` belong to it. */
  begin(tool: string): void {
    this.pending = { tool, before: new Map() };
  }

  /** Remembers where these vertices were before the current step first moved them. */
  touch(positions: Float32Array, vertices: ArrayLike<number>): void {
    if (!this.pending) throw new Error('touch outside a step');
    const before = this.pending.before;
    for (let i = 0; i < vertices.length; i++) {
      const v = vertices[i]!;
      if (!before.has(v)) before.set(v, [positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!]);
    }
  }

  /** Ends the current step; a step that moved nothing is dropped. Returns the step count. */
  commit(positions: Float32Array): number {
    const p = this.pending;
    this.pending = null;
    if (!p || p.before.size === 0) return this.steps.length;
    const vertices = Uint32Array.from(p.before.keys());
    const before = new Float32Array(vertices.length * 3);
    const after = new Float32Array(vertices.length * 3);
    vertices.forEach((v, i) => {
      before.set(p.before.get(v)!, i * 3);
      after.set(positions.subarray(v * 3, v * 3 + 3), i * 3);
    });
    this.steps.push({ tool: p.tool, vertices, before, after });
    return this.steps.length;
  }

  /**
   * Undoes every step after the first `count` ones (0 = the original shape), writing the old positions
   * back. Returns the vertices that moved, so maps and normals are refreshed only there.
   */
  recoverTo(positions: Float32Array, count: number): Uint32Array {
    const moved = new Set<number>();
    while (this.steps.length > Math.max(0, count)) {
      const s = this.steps.pop()!;
      s.vertices.forEach((v, i) => {
        positions.set(s.before.subarray(i * 3, i * 3 + 3), v * 3);
        moved.add(v);
      });
    }
    return Uint32Array.from(moved);
  }
}
