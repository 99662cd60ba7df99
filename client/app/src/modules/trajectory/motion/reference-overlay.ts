import { lateralOf, type PlaneBasis, type V3 } from '@odontia/shared';
import { BufferGeometry, Float32BufferAttribute, Group, LineBasicMaterial, LineLoop, type Object3D } from 'three';

/** Half the side of the drawn reference plane, mm: wider than an arch, reaching past the condyles. */
const PLANE_HALF_MM = 60;
export const BONWILL_COLOR = '#f7a600';
export const PLANE_COLOR = '#7a5af8';

function loop(points: readonly V3[], color: string, name: string): LineLoop {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(points.flat(), 3));
  const line = new LineLoop(geometry, new LineBasicMaterial({ color, depthTest: false }));
  line.name = name;
  return line;
}

/** The Bonwill triangle IP–LC–RC, in the upper-scan frame like the reference points. */
export const bonwillTriangle = (ref: { ip: V3; lc: V3; rc: V3 }): LineLoop =>
  loop([ref.ip, ref.lc, ref.rc], BONWILL_COLOR, 'bonwill_triangle');

/**
 * The analysis' reference plane (occlusal or Frankfort orientation) as a square through IP, its sides along the
 * plane's anterior and lateral axes, reaching back over the condyles: the plane the angles are measured to.
 */
export function referencePlaneOutline(ref: { ip: V3; plane: PlaneBasis }): LineLoop {
  const a = ref.plane.anterior,
    l = lateralOf(ref.plane);
  // centred behind IP, so the square covers the arch and the condyles
  const centre = ref.ip.map((v, i) => v - a[i]! * PLANE_HALF_MM * 0.6) as unknown as V3;
  const corner = (sa: number, sl: number) =>
    centre.map((v, i) => v + (a[i]! * sa + l[i]! * sl) * PLANE_HALF_MM) as unknown as V3;
  return loop([corner(1, 1), corner(1, -1), corner(-1, -1), corner(-1, 1)], PLANE_COLOR, 'reference_plane');
}

/** Frees what the overlay objects hold on the GPU. */
export function disposeOverlay(group: Group | Object3D): void {
  group.traverse((o) => {
    if (o instanceof LineLoop) {
      o.geometry.dispose();
      (o.material as LineBasicMaterial).dispose();
    }
  });
}
