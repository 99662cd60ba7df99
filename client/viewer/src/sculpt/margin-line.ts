import { BufferGeometry, CatmullRomCurve3, Float32BufferAttribute, LineBasicMaterial, LineLoop, Vector3 } from 'three';
import type { DentalViewer } from '../core/dental-viewer.js';
import { DragHandles } from './handles.js';

type Vec3 = [number, number, number];

/** Every n-th point of a closed line, `count` of them, as the control points a clinician drags. */
export function controlPointsOf(line: readonly Vec3[], count: number): Vec3[] {
  if (line.length <= count) return line.map((p) => [...p]);
  return Array.from({ length: count }, (_, i) => [...line[Math.floor((i * line.length) / count)]!] as Vec3);
}

/** The closed smooth curve through control points (centripetal Catmull-Rom), sampled evenly. */
export function marginCurve(controls: readonly Vec3[], samples: number): Vec3[] {
  const curve = new CatmullRomCurve3(
    controls.map((p) => new Vector3(...p)),
    true,
    'centripetal',
  );
  return curve
    .getSpacedPoints(samples)
    .slice(0, samples)
    .map((v) => [v.x, v.y, v.z]);
}

/**
 * Marginal Line: the detected margin drawn as a closed curve with control points the clinician drags
 * along the preparation (a dragged point lands where the pointer meets the scan surface).
 */
export class MarginLineEditor {
  private readonly handles: DragHandles;
  private readonly line: LineLoop;

  /**
   * @param surfaceModelId the prepared scan: control points only land on it
   * @param onChange called with the control points after each drag
   */
  constructor(
    private readonly viewer: DentalViewer,
    margin: readonly Vec3[],
    surfaceModelId: string,
    private readonly samples = 200,
    controlCount = 16,
    onChange?: (controls: Vec3[]) => void,
  ) {
    this.line = new LineLoop(
      new BufferGeometry(),
      new LineBasicMaterial({ color: '#FB566D', depthTest: false, transparent: true }),
    );
    this.line.renderOrder = 20;
    viewer.scene.add(this.line);
    this.handles = new DragHandles(
      viewer,
      'margin',
      controlPointsOf(margin, controlCount),
      (x, y) => {
        const hit = viewer.pickAt(x, y);
        return hit && hit.modelId === surfaceModelId ? [hit.point.x, hit.point.y, hit.point.z] : null;
      },
      {
        moved: () => this.redraw(),
        end: () => onChange?.(this.handles.positions()),
      },
    );
    this.redraw();
  }

  /** The control points as they are now. */
  controls(): Vec3[] {
    return this.handles.positions();
  }

  /** The margin line as drawn (closed, `samples` points). */
  points(): Vec3[] {
    return marginCurve(this.handles.positions(), this.samples);
  }

  /** Removes the line and its handles. */
  dispose(): void {
    this.handles.dispose();
    this.line.removeFromParent();
    this.line.geometry.dispose();
    (this.line.material as LineBasicMaterial).dispose();
  }

  private redraw(): void {
    this.line.geometry.setAttribute('position', new Float32BufferAttribute(this.points().flat(), 3));
    this.line.geometry.computeBoundingSphere();
    this.viewer.invalidate();
  }
}
