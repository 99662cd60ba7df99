import { Box3, Sphere, Vector3, type Object3D, type PerspectiveCamera } from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { VIEWER } from '../constants.js';

/** Cubic ease in-out. */
export const easeCubicInOut = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);

/** Bounds of the visible models. */
export function visibleBounds(objects: Object3D[]): Box3 {
  const box = new Box3();
  for (const o of objects) if (o.visible) box.expandByObject(o);
  return box;
}

/** Camera distance at which a sphere of this radius fills the view of a camera with this vertical fov and aspect. */
export function fitDistance(radius: number, fovDeg: number, aspect: number): number {
  const vfov = (fovDeg * Math.PI) / 180;
  const hfov = 2 * Math.atan(Math.tan(vfov / 2) * Math.max(aspect, 1e-6));
  return radius / Math.sin(Math.min(vfov, hfov) / 2);
}

/** A camera move: position and orbit target tweened together. */
export class CameraTween {
  private anim: {
    from: [Vector3, Vector3];
    to: [Vector3, Vector3];
    start: number;
    duration: number;
    ease: (t: number) => number;
    done: () => void;
  } | null = null;

  constructor(
    private readonly camera: PerspectiveCamera,
    private readonly controls: OrbitControls,
  ) {}

  /** True while a move runs. */
  get active(): boolean {
    return this.anim !== null;
  }

  /** Starts a move; resolves when it finishes (or is replaced by another move). */
  to(
    position: Vector3,
    target: Vector3,
    duration: number,
    ease: (t: number) => number = easeCubicInOut,
  ): Promise<void> {
    this.anim?.done();
    return new Promise((resolve) => {
      this.anim = {
        from: [this.camera.position.clone(), this.controls.target.clone()],
        to: [position.clone(), target.clone()],
        start: performance.now(),
        duration,
        ease,
        done: resolve,
      };
      if (duration <= 0) this.update(performance.now());
    });
  }

  /** Advances the move; call every frame. Returns true while moving. */
  update(now: number): boolean {
    const a = this.anim;
    if (!a) return false;
    const t = a.duration <= 0 ? 1 : Math.min(1, (now - a.start) / a.duration);
    const k = a.ease(t);
    this.camera.position.lerpVectors(a.from[0], a.to[0], k);
    this.controls.target.lerpVectors(a.from[1], a.to[1], k);
    this.camera.lookAt(this.controls.target);
    if (t >= 1) {
      this.anim = null;
      a.done();
    }
    return true;
  }
}

/** Where the camera goes to fly to a point: along the current view direction, at the given radius. */
export function flyPose(
  camera: PerspectiveCamera,
  target: Vector3,
  currentTarget: Vector3,
  radius: number = VIEWER.flyRadius,
): Vector3 {
  const dir = camera.position.clone().sub(currentTarget);
  if (dir.lengthSq() < 1e-12) dir.set(0, 0, 1);
  return target.clone().add(dir.normalize().multiplyScalar(radius));
}

/** Bounding sphere of a box (empty box: unit sphere at the origin). */
export function boxSphere(box: Box3): Sphere {
  if (box.isEmpty()) return new Sphere(new Vector3(), 1);
  return box.getBoundingSphere(new Sphere());
}
