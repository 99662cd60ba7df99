import { pointPath, projectPath, type PlaneBasis, type ProjectedPath, type Trajectory, type V3 } from '@odontia/shared';

export const POINT_COLORS = { ip: '#d13438', lc: '#107c10', rc: '#0f6cbd' } as const;
export type PointName = keyof typeof POINT_COLORS;
export const POINTS: PointName[] = ['ip', 'lc', 'rc'];

/** The paths of IP, LC and RC of one recording in the reference plane's coordinates. */
export function referencePaths(
  trajectory: Trajectory,
  reference: Record<PointName, V3> & { plane: PlaneBasis },
): Record<PointName, ProjectedPath> {
  const of = (p: V3) => projectPath(pointPath(trajectory, p), reference.plane);
  return { ip: of(reference.ip), lc: of(reference.lc), rc: of(reference.rc) };
}

/** Positions of a point along its path in the upper-scan frame (for 3D lines): point + displacement. */
export function absolutePositions(trajectory: Trajectory, point: V3): number[][] {
  const path = pointPath(trajectory, point);
  const out: number[][] = [];
  for (let i = 0; i < path.valid.length; i++) {
    if (!path.valid[i]) continue;
    out.push([0, 1, 2].map((k) => point[k]! + path.displacement[i * 3 + k]!));
  }
  return out;
}

/** Frame times in seconds. */
export const seconds = (p: ProjectedPath): Float64Array => p.times.map((ms) => ms / 1000);
