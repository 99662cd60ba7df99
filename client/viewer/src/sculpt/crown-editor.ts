import { BufferAttribute, BufferGeometry, Group, Mesh, MeshStandardMaterial } from 'three';
import { Emitter } from '../core/events.js';
import type { MeshData } from '../loaders/mesh-data.js';
import { buildBvh, raycastBvh } from '../tools/bvh.js';
import { applyBrush, RegionDrag, type BrushKind, type BrushSettings } from './brush.js';
import { EditHistory } from './history.js';
import { Lattice } from './lattice.js';
import { baseColor, contactAt, contactColor, type ContactSurface, thicknessAt, thicknessColor } from './maps.js';
import {
  createSculptMesh,
  updateNormals,
  movableInSphere,
  weldVertices,
  withNeighbours,
  type SculptMesh,
} from './mesh.js';
import { refitBvh, type QueryMesh } from './surface-query.js';
import { contactSurface, queryMesh } from './surroundings.js';

/** Which colour map the crown shows. */
export type CrownMap = 'none' | 'thickness' | 'contact';

/** Events of CrownEditor. */
export interface CrownEditorEvents extends Record<string, unknown> {
  /** The step list changed (a step ended or Recover went back). */
  steps: { tools: string[] };
  /** One brush dab or drag update was applied, with its cost in ms (geometry, maps and upload). */
  edit: { ms: number; vertices: number };
  /** The crown looks different (shape or colours): the viewer showing it is to draw a frame. */
  changed: undefined;
}

/** Surfaces the maps measure against. */
export interface CrownSurroundings {
  /** The crown's inner surface (thickness map). */
  inner?: MeshData;
  /** The scans around: neighbour teeth and the opposing arch (contact map; cropped to the crown's reach). */
  others?: MeshData[];
}

/**
 * The crown being designed: an editable outer surface shown in the scene, the brushes, Outer Deform
 * and lattice operations on it, the Recover history, and the thickness and contact maps, refreshed
 * only where an edit moved the surface. Pointer handling lives in CrownPointer.
 */
export class CrownEditor {
  readonly events = new Emitter<CrownEditorEvents>();
  readonly object = new Group();
  readonly mesh: SculptMesh;
  readonly history = new EditHistory();
  brush: BrushSettings = { radius: 1, strength: 0.5 };
  private readonly geometry = new BufferGeometry();
  private readonly bvh;
  private readonly inner: QueryMesh | null;
  private readonly others: ContactSurface[];
  private readonly thickness: Float32Array;
  private readonly contact: Float32Array;
  private readonly colors: Float32Array;
  private map: CrownMap = 'none';
  private minThickness = 0.5;
  private drag: RegionDrag | null = null;
  private lattice: Lattice | null = null;
  private latticeRest: Float32Array | null = null;

  constructor(crown: MeshData, around: CrownSurroundings = {}) {
    const welded = weldVertices(crown.positions, crown.indices);
    this.mesh = createSculptMesh(welded.positions, welded.indices);
    const n = welded.positions.length / 3;
    this.bvh = buildBvh(this.mesh.positions, this.mesh.indices);
    this.inner = around.inner ? queryMesh(around.inner) : null;
    this.others = (around.others ?? [])
      .map((scan) => contactSurface(scan, this.mesh.positions, this.inner))
      .filter((m): m is ContactSurface => m !== null);
    this.thickness = new Float32Array(n).fill(NaN);
    this.contact = new Float32Array(n).fill(Infinity);
    this.colors = new Float32Array(n * 3);
    this.geometry.setAttribute('position', new BufferAttribute(this.mesh.positions, 3));
    this.geometry.setAttribute('normal', new BufferAttribute(this.mesh.normals, 3));
    this.geometry.setAttribute('color', new BufferAttribute(this.colors, 3));
    this.geometry.setIndex(new BufferAttribute(this.mesh.indices, 1));
    this.geometry.computeBoundingSphere();
    const material = new MeshStandardMaterial({ vertexColors: true, metalness: 0.1, roughness: 0.6 });
    const view = new Mesh(this.geometry, material);
    view.userData.modelId = 'crown';
    this.object.add(view);
    this.refresh(Uint32Array.from({ length: n }, (_, i) => i));
  }

  /** The crown as plain arrays (for export and Finish). */
  meshData(): MeshData {
    return { name: 'crown', positions: this.mesh.positions.slice(), indices: this.mesh.indices.slice() };
  }

  /** Centre and radius of the crown as it is now (to frame it). */
  bounds(): { center: [number, number, number]; radius: number } {
    const s = this.geometry.boundingSphere!;
    return { center: [s.center.x, s.center.y, s.center.z], radius: s.radius };
  }

  /** The step list of Recover, oldest first. */
  get steps(): string[] {
    return this.history.steps.map((s) => s.tool);
  }

  /** Shows a colour map; the thickness map colours against `minThickness` (mm). */
  setMap(map: CrownMap, minThickness = this.minThickness): void {
    this.map = map;
    this.minThickness = minThickness;
    this.paint(null);
  }

  /** Thinnest measured wall and how many vertices are under the minimum. */
  thicknessSummary(): { min: number; below: number } {
    let min = Infinity,
      below = 0;
    for (const t of this.thickness) {
      if (Number.isNaN(t)) continue;
      if (t < min) min = t;
      if (t < this.minThickness) below++;
    }
    return { min, below };
  }

  /** Closest signed distance to the neighbours and the opposing scan (negative: penetration). */
  closestContact(): number {
    let min = Infinity;
    for (const c of this.contact) if (c < min) min = c;
    return min;
  }

  /** The crown surface point under a world ray, or null. */
  raycast(origin: ArrayLike<number>, dir: ArrayLike<number>): [number, number, number] | null {
    return raycastBvh(this.bvh, this.mesh.positions, this.mesh.indices, origin, dir)?.point ?? null;
  }

  /** Starts one Recover step; edits until `endStep` belong to it. */
  beginStep(tool: BrushKind | 'deform' | 'lattice'): void {
    this.history.begin(tool);
    if (tool === 'lattice') {
      this.getLattice();
      this.history.touch(
        this.mesh.positions,
        Uint32Array.from({ length: this.mesh.positions.length / 3 }, (_, i) => i),
      );
    }
  }

  /** Ends the current step. */
  endStep(): void {
    this.drag = null;
    this.history.commit(this.mesh.positions);
    this.events.emit('steps', { tools: this.steps });
  }

  /** One dab of Add, Remove or Smooth at a crown surface point (inside a step). */
  dab(kind: BrushKind, center: ArrayLike<number>): void {
    const t0 = performance.now();
    const near = movableInSphere(this.mesh, center, this.brush.radius).vertices;
    this.history.touch(this.mesh.positions, near);
    const moved = applyBrush(this.mesh, kind, center, this.brush);
    this.finishEdit(moved, t0);
  }

  /** Outer Deform: grabs the region around `anchor` (brush radius) at the start of a drag. */
  grab(anchor: ArrayLike<number>): void {
    this.drag = new RegionDrag(this.mesh, anchor, this.brush.radius);
    this.history.touch(this.mesh.positions, this.drag.vertices);
  }

  /** Outer Deform: moves the grabbed region by `offset` mm from where it was grabbed. */
  dragTo(offset: ArrayLike<number>): void {
    if (!this.drag) return;
    const t0 = performance.now();
    this.drag.drag(offset);
    this.finishEdit(this.drag.vertices, t0);
  }

  /** The lattice around the crown (made on first use, from the shape at that moment). */
  getLattice(): Lattice {
    if (!this.lattice) {
      this.latticeRest = this.mesh.positions.slice();
      this.lattice = new Lattice(this.latticeRest);
    }
    return this.lattice;
  }

  /** Lattice deform: moves one control point and reshapes the crown (inside a 'lattice' step). */
  moveControl(index: number, to: ArrayLike<number>): void {
    const t0 = performance.now();
    const lattice = this.getLattice();
    lattice.setControl(index, to);
    lattice.apply(this.mesh.positions);
    const rest = this.latticeRest!;
    this.mesh.pinned.forEach((pin, v) => pin && this.mesh.positions.set(rest.subarray(v * 3, v * 3 + 3), v * 3));
    updateNormals(this.mesh);
    this.finishEdit(
      Uint32Array.from({ length: this.mesh.positions.length / 3 }, (_, i) => i),
      t0,
    );
  }

  /** Recover: back to the shape after the first `count` steps (0: as proposed). */
  recoverTo(count: number): void {
    const moved = this.history.recoverTo(this.mesh.positions, count);
    // The lattice's rest shape is the crown before lattice edits; it no longer matches.
    this.lattice = null;
    updateNormals(this.mesh, withNeighbours(this.mesh, moved));
    this.finishEdit(withNeighbours(this.mesh, moved), performance.now());
    this.events.emit('steps', { tools: this.steps });
  }

  /** Frees GPU buffers. */
  dispose(): void {
    this.object.removeFromParent();
    this.geometry.dispose();
    for (const m of this.object.children) ((m as Mesh).material as MeshStandardMaterial).dispose();
    this.events.clear();
  }

  private finishEdit(moved: ArrayLike<number>, t0: number): void {
    refitBvh(this.bvh, this.mesh.positions, this.mesh.indices);
    // Normals changed one ring beyond the moved vertices, so their thickness rays did too.
    this.refresh(withNeighbours(this.mesh, moved));
    for (const name of ['position', 'normal', 'color'] as const) this.geometry.getAttribute(name).needsUpdate = true;
    this.geometry.computeBoundingSphere();
    this.events.emit('edit', { ms: performance.now() - t0, vertices: moved.length });
  }

  private refresh(vertices: Uint32Array): void {
    if (this.inner) thicknessAt(this.mesh.positions, this.mesh.normals, this.inner, vertices, this.thickness);
    if (this.others.length) contactAt(this.mesh.positions, this.others, vertices, this.contact);
    this.paint(vertices);
  }

  private paint(vertices: Uint32Array | null): void {
    const n = vertices ? vertices.length : this.mesh.positions.length / 3;
    for (let i = 0; i < n; i++) {
      const v = vertices ? vertices[i]! : i;
      const c =
        this.map === 'thickness'
          ? thicknessColor(this.thickness[v]!, this.minThickness)
          : this.map === 'contact'
            ? contactColor(this.contact[v]!)
            : baseColor();
      this.colors.set(c, v * 3);
    }
    this.geometry.getAttribute('color').needsUpdate = true;
    this.events.emit('changed', undefined);
  }
}
