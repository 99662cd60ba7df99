import type { DentalViewer } from '../core/dental-viewer.js';

/** Where a dragged handle goes for a pointer position (client px), or null to leave it. */
export type HandleMove = (clientX: number, clientY: number, index: number) => [number, number, number] | null;

/**
 * Draggable control points drawn as DOM dots over the scene (viewer markers), so they stay the same
 * size at any zoom and can be grabbed precisely. Used by the lattice and by the margin line.
 */
export class DragHandles {
  private readonly elements: HTMLElement[] = [];
  private readonly points: [number, number, number][];
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly viewer: DentalViewer,
    readonly name: string,
    points: readonly (readonly [number, number, number])[],
    private readonly move: HandleMove,
    private readonly callbacks: {
      start?: (i: number) => void;
      moved?: (i: number) => void;
      end?: (i: number) => void;
    } = {},
    color = '#16c2a6',
  ) {
    this.points = points.map((p) => [p[0], p[1], p[2]]);
    this.points.forEach((p, i) => {
      const el = document.createElement('div');
      el.dataset.testid = `${name}-handle`;
      el.dataset.index = String(i);
      Object.assign(el.style, {
        width: '12px',
        height: '12px',
        borderRadius: '50%',
        background: color,
        border: '2px solid #fff',
        boxShadow: '0 0 2px rgba(0,0,0,0.6)',
        cursor: 'grab',
      });
      viewer.addMarker({ id: `${name}-${i}`, element: el, localPosition: p, keepSize: true });
      el.style.pointerEvents = 'auto';
      el.addEventListener('pointerdown', (e) => this.startDrag(e, i));
      this.elements.push(el);
    });
  }

  /** Current handle positions. */
  positions(): [number, number, number][] {
    return this.points.map((p) => [...p]);
  }

  /** Moves a handle (and its dot). */
  set(index: number, p: readonly [number, number, number]): void {
    const at = this.points[index]!;
    at[0] = p[0];
    at[1] = p[1];
    at[2] = p[2];
    this.viewer.invalidate();
  }

  /** Removes the dots. */
  dispose(): void {
    for (const c of this.cleanups.splice(0)) c();
    this.points.forEach((_, i) => this.viewer.removeMarker(`${this.name}-${i}`));
  }

  private startDrag(e: PointerEvent, index: number): void {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    const el = this.elements[index]!;
    el.setPointerCapture?.(e.pointerId);
    this.viewer.controls.enabled = false;
    this.callbacks.start?.(index);
    let frame = 0;
    let last: PointerEvent | null = null;
    const apply = () => {
      frame = 0;
      if (!last) return;
      const to = this.move(last.clientX, last.clientY, index);
      if (to) {
        this.set(index, to);
        this.callbacks.moved?.(index);
      }
    };
    const onMove = (ev: PointerEvent) => {
      last = ev;
      frame ||= requestAnimationFrame(apply);
    };
    const detach = () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onUp);
      this.viewer.controls.enabled = true;
    };
    const onUp = () => {
      apply();
      detach();
      this.callbacks.end?.(index);
    };
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onUp);
    this.cleanups.push(detach);
  }
}
