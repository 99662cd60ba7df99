import { VIEWER } from '../constants.js';

/** Pointer position normalised to the element: x, y in -1..1 (y up), as raycasting wants it. */
export interface NormalizedPointer {
  x: number;
  y: number;
  clientX: number;
  clientY: number;
}

/**
 * Tells clicks from double-clicks on an element: a click needs pointer-up at the same normalised
 * position as pointer-down (so orbit drags are never clicks); a second click within 200 ms makes a
 * double-click, otherwise the single click fires once the window has passed.
 */
export class ClickDetector {
  private down: NormalizedPointer | null = null;
  private pending: { at: NormalizedPointer; timer: ReturnType<typeof setTimeout> } | null = null;
  private readonly offDown: () => void;
  private readonly offUp: () => void;

  constructor(
    private readonly el: HTMLElement,
    private readonly onClick: (p: NormalizedPointer, e: PointerEvent) => void,
    private readonly onDoubleClick: (p: NormalizedPointer, e: PointerEvent) => void,
    private readonly windowMs: number = VIEWER.clickWindowMs,
  ) {
    const down = (e: PointerEvent) => {
      if (e.button === 0) this.down = this.normalize(e);
    };
    const up = (e: PointerEvent) => this.handleUp(e);
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointerup', up);
    this.offDown = () => el.removeEventListener('pointerdown', down);
    this.offUp = () => el.removeEventListener('pointerup', up);
  }

  /** Pointer position of an event in normalised device coordinates of the element. */
  normalize(e: { clientX: number; clientY: number }): NormalizedPointer {
    const r = this.el.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) / (r.width || 1)) * 2 - 1,
      y: -((e.clientY - r.top) / (r.height || 1)) * 2 + 1,
      clientX: e.clientX,
      clientY: e.clientY,
    };
  }

  private handleUp(e: PointerEvent): void {
    if (e.button !== 0 || !this.down) return;
    const p = this.normalize(e);
    const same = Math.abs(p.x - this.down.x) <= VIEWER.tolerance && Math.abs(p.y - this.down.y) <= VIEWER.tolerance;
    this.down = null;
    if (!same) return;
    if (this.pending) {
      clearTimeout(this.pending.timer);
      this.pending = null;
      this.onDoubleClick(p, e);
      return;
    }
    const timer = setTimeout(() => {
      this.pending = null;
      this.onClick(p, e);
    }, this.windowMs);
    this.pending = { at: p, timer };
  }

  /** Removes the listeners and drops a pending click. */
  dispose(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.offDown();
    this.offUp();
  }
}
