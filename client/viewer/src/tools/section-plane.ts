import {
  DoubleSide,
  Mesh,
  MeshBasicMaterial,
  Plane,
  PlaneGeometry,
  Quaternion,
  Vector3,
  type Material,
  type Object3D,
} from 'three';

/**
 * A section (clipping) plane over the models: show/hide, move along its normal, turn. While shown,
 * every model material clips the part on the negative side, and a translucent quad marks the plane.
 */
export class SectionPlane {
  readonly plane: Plane;
  readonly helper: Mesh;
  private shown = false;

  constructor(normal = new Vector3(0, 0, -1), constant = 0) {
    this.plane = new Plane(normal.clone().normalize(), constant);
    this.helper = new Mesh(
      new PlaneGeometry(1, 1),
      new MeshBasicMaterial({ color: 0x16c2a6, opacity: 0.15, transparent: true, side: DoubleSide, depthWrite: false }),
    );
    this.helper.visible = false;
    this.helper.name = 'section-plane';
  }

  get visible(): boolean {
    return this.shown;
  }

  /** Shows or hides the plane and its clipping on the given model roots. */
  setVisible(visible: boolean, models: Object3D[]): void {
    this.shown = visible;
    this.helper.visible = visible;
    this.apply(models);
  }

  /** Sets the plane from a normal and a point on it. */
  set(normal: Vector3, point: Vector3, models: Object3D[]): void {
    this.plane.setFromNormalAndCoplanarPoint(normal.clone().normalize(), point);
    this.apply(models);
  }

  /** Moves the plane along its normal by a signed offset (model units). */
  move(offset: number, models: Object3D[]): void {
    this.plane.constant -= offset;
    this.apply(models);
  }

  /** Sizes and places the helper quad to cover a scene of this centre and radius. */
  fit(center: Vector3, radius: number): void {
    const p = this.plane.projectPoint(center, new Vector3());
    this.helper.position.copy(p);
    this.helper.quaternion.copy(new Quaternion().setFromUnitVectors(new Vector3(0, 0, 1), this.plane.normal));
    this.helper.scale.setScalar(radius * 2.5);
  }

  /** Clipping planes currently in force (for picking). */
  active(): Plane[] {
    return this.shown ? [this.plane] : [];
  }

  private apply(models: Object3D[]): void {
    for (const m of models) {
      m.traverse((o) => {
        const mat = (o as Mesh).material as Material | Material[] | undefined;
        if (!mat || o === this.helper) return;
        for (const x of Array.isArray(mat) ? mat : [mat]) {
          x.clippingPlanes = this.shown ? [this.plane] : null;
          x.needsUpdate = true;
        }
      });
    }
  }

  dispose(): void {
    this.helper.geometry.dispose();
    (this.helper.material as Material).dispose();
  }
}
