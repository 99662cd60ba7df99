import { Plane, Raycaster, Vector3 } from 'three';
import type { DentalViewer } from '../core/dental-viewer.js';
import type { BrushKind } from './brush.js';
import type { CrownEditor } from './crown-editor.js';
import { DragHandles } from './handles.js';

/** The editing tool under the pointer. */
export type CrownTool = BrushKind | 'deform' | 'lattice' | null;

/**
 * Pointer input of the crown editor: brushes paint while the button is down on the crown, Outer
 * Deform drags the grabbed region in the plane facing the camera, Lattice shows draggable control
 * points. Orbit controls pause while a tool works, so the camera stays put. Moves are coalesced to
 * one edit per animation frame.
 */
export class CrownPointer {
  private tool: CrownTool = null;
  private handles: DragHandles | null = null;
  private readonly ray = new Raycaster();
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly viewer: DentalViewer,
    private readonly editor: CrownEditor,
  ) {
    const down = (e: PointerEvent) => this.down(e);
    // Capture phase on the container: runs before the orbit controls' own listener on the canvas.
    viewer.container.addEventListener('pointerdown', down, { capture: true });
    this.cleanups.push(() => viewer.container.removeEventListener('pointerdown', down, { capture: true }));
    this.cleanups.push(editor.events.on('steps', () => this.tool === 'lattice' && this.showLattice()));
  }

  /** Selects a tool (null: orbit the camera). */
  setTool(tool: CrownTool): void {
    this.tool = tool;
    this.handles?.dispose();
    this.handles = null;
    if (tool === 'lattice') this.showLattice();
  }

  /** Stops listening and removes handles. */
  dispose(): void {
    this.setTool(null);
    for (const c of this.cleanups.splice(0)) c();
  }

  private showLattice(): void {
    this.handles?.dispose();
    const lattice = this.editor.getLattice();
    const points = Array.from({ length: lattice.count }, (_, i) => {
      const c = lattice.control.subarray(i * 3, i * 3 + 3);
      return [c[0]!, c[1]!, c[2]!] as [number, number, number];
    });
    let plane: Plane | null = null;
    this.handles = new DragHandles(
      this.viewer,
      'lattice',
      points,
      (x, y) => this.onPlane(plane, x, y),
      {
        start: (i) => {
          plane = this.facingPlane(new Vector3(...this.handles!.positions()[i]!));
          this.editor.beginStep('lattice');
        },
        moved: (i) => this.editor.moveControl(i, this.handles!.positions()[i]!),
        end: () => this.editor.endStep(),
      },
      '#317ACD',
    );
  }

  private setRay(clientX: number, clientY: number): void {
    const r = this.viewer.renderer.domElement.getBoundingClientRect();
    const ndc = { x: ((clientX - r.left) / r.width) * 2 - 1, y: -((clientY - r.top) / r.height) * 2 + 1 };
    this.ray.setFromCamera(ndc as never, this.viewer.camera);
  }

  private hitCrown(clientX: number, clientY: number): [number, number, number] | null {
    this.setRay(clientX, clientY);
    return this.editor.raycast(this.ray.ray.origin.toArray(), this.ray.ray.direction.toArray());
  }

  private facingPlane(through: Vector3): Plane {
    const n = new Vector3();
    this.viewer.camera.getWorldDirection(n);
    return new Plane().setFromNormalAndCoplanarPoint(n, through);
  }

  private onPlane(plane: Plane | null, clientX: number, clientY: number): [number, number, number] | null {
    if (!plane) return null;
    this.setRay(clientX, clientY);
    const p = this.ray.ray.intersectPlane(plane, new Vector3());
    return p ? [p.x, p.y, p.z] : null;
  }

  private down(e: PointerEvent): void {
    const tool = this.tool;
    if (e.button !== 0 || !tool || tool === 'lattice') return;
    const hit = this.hitCrown(e.clientX, e.clientY);
    if (!hit) return;
    this.viewer.controls.enabled = false;
    this.editor.beginStep(tool);
    const plane = tool === 'deform' ? this.facingPlane(new Vector3(...hit)) : null;
    if (tool === 'deform') this.editor.grab(hit);
    else this.editor.dab(tool, hit);
    let frame = 0;
    let last: PointerEvent | null = null;
    const apply = () => {
      frame = 0;
      if (!last) return;
      if (tool === 'deform') {
        const p = this.onPlane(plane, last.clientX, last.clientY);
        if (p) this.editor.dragTo([p[0] - hit[0], p[1] - hit[1], p[2] - hit[2]]);
      } else {
        const at = this.hitCrown(last.clientX, last.clientY);
        if (at) this.editor.dab(tool, at);
      }
      last = null;
    };
    const move = (ev: PointerEvent) => {
      last = ev;
      frame ||= requestAnimationFrame(apply);
    };
    const up = () => {
      cancelAnimationFrame(frame);
      apply();
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      this.editor.endStep();
      this.viewer.controls.enabled = true;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }
}
