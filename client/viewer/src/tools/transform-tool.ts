import type { Camera, Object3D } from 'three';
import { TransformControls } from 'three/examples/jsm/controls/TransformControls.js';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

/** Rotate or translate a model with three's TransformControls; orbiting pauses while dragging. */
export class TransformTool {
  readonly controls: TransformControls;

  constructor(camera: Camera, dom: HTMLElement, orbit: OrbitControls, onChange: (object: Object3D) => void) {
    this.controls = new TransformControls(camera, dom);
    this.controls.addEventListener('dragging-changed', (e) => {
      orbit.enabled = !(e as unknown as { value: boolean }).value;
    });
    this.controls.addEventListener('objectChange', () => {
      if (this.controls.object) onChange(this.controls.object);
    });
  }

  /** Attaches to a model in a mode; null detaches. */
  attach(object: Object3D | null, mode: 'rotate' | 'translate' = 'translate'): void {
    if (!object) {
      this.controls.detach();
      return;
    }
    this.controls.setMode(mode);
    this.controls.attach(object);
  }

  /** The gizmo to add to the scene. */
  get helper(): Object3D {
    return this.controls.getHelper();
  }

  dispose(): void {
    this.controls.detach();
    this.controls.dispose();
  }
}
