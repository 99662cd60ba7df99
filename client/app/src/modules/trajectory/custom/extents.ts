import { pathExtents, type ProjectedPath } from '@odontia/shared';
import type { ValueRow } from '../motion/values';

/** The values of a followed point (custom analysis): extents of its path. */
export function extentRows(path: ProjectedPath): ValueRow[] {
  const e = pathExtents(path);
  const span = (r: [number, number] | null) => (r ? r[1] - r[0] : null);
  const row = (key: string, labelId: string, value: number | null, unit: ValueRow['unit'], method: string) => ({
    key,
    labelId,
    value,
    unit,
    methodId: `trajectory.m.${method}`,
  });
  return [
    row('maxDistance', 'trajectory.v.maxDistance', e.maxDistanceMm, 'mm', 'custom'),
    row('pathLength', 'trajectory.v.pathLength', e.pathLengthMm, 'mm', 'custom'),
    row('maxSpeed', 'trajectory.v.maxSpeed', e.maxSpeedMmS, 'mm/s', 'pathSpeed'),
    row('anterior', 'trajectory.v.rangeAnterior', span(e.anteriorRangeMm), 'mm', 'custom'),
    row('lateral', 'trajectory.v.rangeLateral', span(e.lateralRangeMm), 'mm', 'custom'),
    row('superior', 'trajectory.v.rangeSuperior', span(e.superiorRangeMm), 'mm', 'custom'),
  ];
}
