import {
  BufferGeometry,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  SphereGeometry,
  Vector3,
} from 'three';

/** Result of a distance or angle measurement. */
export interface Measurement {
  kind: 'distance' | 'angle';
  /** Millimetres for distance (model units), degrees for angle. */
  value: number;
  points: [number, number, number][];
}

/** Distance between two points. */
export function distanceOf(a: Vector3, b: Vector3): number {
  return a.distanceTo(b);
}

/** Angle ABC at vertex b in degrees. */
export function angleOf(a: Vector3, b: Vector3, c: Vector3): number {
  const u = a.clone().sub(b),
    v = c.clone().sub(b);
  const d = u.length() * v.length();
  if (d === 0) return 0;
  return (Math.acos(Math.min(1, Math.max(-1, u.dot(v) / d))) * 180) / Math.PI;
}

/**
 * Collects clicked surface points for a distance (2 points) or angle (3 points) measurement and
 * draws the points and polyline. A click after a finished measurement starts a new one.
 */
export class MeasureTool {
  readonly group = new Group();
  private points: Vector3[] = [];
  private readonly dotGeometry = new SphereGeometry(1, 16, 12);
  private readonly dotMaterial = new MeshBasicMaterial({ color: 0x16c2a6, depthTest: false });
  private readonly lineMaterial = new LineBasicMaterial({ color: 0x16c2a6, depthTest: false });

  constructor(
    readonly kind: 'distance' | 'angle',
    private dotRadius = 0.3,
  ) {
    this.group.name = `${kind}-tool`;
    this.group.renderOrder = 20;
  }

  private get needed(): number {
    return this.kind === 'distance' ? 2 : 3;
  }

  /** Adds a point; returns the measurement once complete. */
  add(point: Vector3): Measurement | null {
    if (this.points.length >= this.needed) this.clear();
    this.points.push(point.clone());
    this.redraw();
    if (this.points.length < this.needed) return null;
    const [a, b, c] = this.points as [Vector3, Vector3, Vector3?];
    const value = this.kind === 'distance' ? distanceOf(a, b) : angleOf(a, b, c!);
    return { kind: this.kind, value, points: this.points.map((p) => p.toArray() as [number, number, number]) };
  }

  /** Where to put the value label: the middle of the line, or the angle vertex. */
  labelAnchor(): Vector3 | null {
    if (this.points.length < this.needed) return null;
    return this.kind === 'distance'
      ? this.points[0]!.clone().add(this.points[1]!).multiplyScalar(0.5)
      : this.points[1]!.clone();
  }

  /** Sets the dot radius (scaled to the scene size by the viewer). */
  setDotRadius(r: number): void {
    this.dotRadius = r;
    this.redraw();
  }

  clear(): void {
    this.points = [];
    this.redraw();
  }

  private redraw(): void {
    for (const c of [...this.group.children]) {
      c.removeFromParent();
      if (c instanceof Line) c.geometry.dispose();
    }
    for (const p of this.points) {
      const dot = new Mesh(this.dotGeometry, this.dotMaterial);
      dot.position.copy(p);
      dot.scale.setScalar(this.dotRadius);
      dot.renderOrder = 20;
      this.group.add(dot);
    }
    if (this.points.length >= 2) {
      const line = new Line(new BufferGeometry().setFromPoints(this.points), this.lineMaterial);
      line.renderOrder = 20;
      this.group.add(line);
    }
  }

  dispose(): void {
    this.clear();
    this.dotGeometry.dispose();
    this.dotMaterial.dispose();
    this.lineMaterial.dispose();
  }
}
