import {
  CanvasTexture,
  Color,
  Mesh,
  MeshBasicMaterial,
  SRGBColorSpace,
  Sprite,
  SpriteMaterial,
  type PerspectiveCamera,
  type Vector3,
  type WebGLRenderer,
} from 'three';
import { ViewHelper } from 'three/examples/jsm/helpers/ViewHelper.js';
import { VIEWER } from '../constants.js';

function labelMaterial(color: string, text: string | null): SpriteMaterial {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const ctx = canvas.getContext('2d')!;
  ctx.beginPath();
  ctx.arc(32, 32, 14, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  if (text) {
    ctx.font = '24px Arial';
    ctx.textAlign = 'center';
    ctx.fillStyle = '#000000';
    ctx.fillText(text, 32, 41);
  }
  const map = new CanvasTexture(canvas);
  map.colorSpace = SRGBColorSpace;
  return new SpriteMaterial({ map, toneMapped: false });
}

/**
 * The axis gizmo: three's ViewHelper (128 px, bottom-right, click an axis to turn the camera there,
 * clicks ignored while it animates) recoloured to the seeds' axis colours.
 */
export class AxisGizmo {
  readonly helper: ViewHelper;

  constructor(
    camera: PerspectiveCamera,
    private readonly dom: HTMLElement,
  ) {
    this.helper = new ViewHelper(camera, dom);
    const { x, y, z } = VIEWER.axisColors;
    const colors = [x, y, z];
    let mesh = 0;
    for (const child of this.helper.children) {
      if (child instanceof Mesh && mesh < 3) {
        (child.material as MeshBasicMaterial).color = new Color(colors[mesh++]!);
      } else if (child instanceof Sprite) {
        const type = String(child.userData.type ?? '');
        const axis = 'xyz'.indexOf(type.slice(-1).toLowerCase());
        if (axis < 0) continue;
        child.material.map?.dispose();
        child.material.dispose();
        child.material = labelMaterial(colors[axis]!, type.startsWith('pos') ? 'XYZ'[axis]! : null);
      }
    }
  }

  /** True while the camera turns; clicks on the gizmo are ignored meanwhile. */
  get animating(): boolean {
    return this.helper.animating;
  }

  /** Orbit centre the camera turns around. */
  setCenter(center: Vector3): void {
    this.helper.center.copy(center);
  }

  /** Handles a click; true when it hit an axis and started a turn. */
  click(e: PointerEvent | MouseEvent): boolean {
    if (this.helper.animating) return false;
    return this.helper.handleClick(e);
  }

  /** True when a client position lies inside the gizmo square. */
  contains(clientX: number, clientY: number): boolean {
    const r = this.dom.getBoundingClientRect();
    return (
      clientX >= r.right - VIEWER.gizmoSize &&
      clientY >= r.bottom - VIEWER.gizmoSize &&
      clientX <= r.right &&
      clientY <= r.bottom
    );
  }

  update(delta: number): void {
    if (this.helper.animating) this.helper.update(delta);
  }
  render(renderer: WebGLRenderer): void {
    this.helper.render(renderer);
  }
  dispose(): void {
    this.helper.dispose();
  }
}
