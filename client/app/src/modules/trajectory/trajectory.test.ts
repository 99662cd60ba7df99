import { projectPath, pointPath, OCCLUSAL_PLANE, trajectoryFromFrames, translation } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { plotFrame, svgPath, ticks } from './charts/projection';
import { trajectoriesCsv, valuesCsv } from './report/csv';
import { articulatorRows } from './motion/values';
import { trajectoryCtRoutes } from '../trajectory-ct/routes';
import { nearestFrame } from '../trajectory-ct/JointSpacePanel';
import { CT_FACEBOW, SECTIONS, sectionUrl } from './trajectory-data';

const straight = () =>
  trajectoryFromFrames(
    { kind: 'movement', movementType: 4, registrationResidualMm: null, source: 'synthetic', fps: 10, warnings: [] },
    Array.from({ length: 4 }, (_, i) => ({
      timeMs: i * 100,
      matrix: i === 2 ? null : translation([0, 0, i]),
      quality: 1,
    })),
  );

describe('trajectory page helpers', () => {
  it('links a section of a case with the product and case in the query', () => {
    expect(sectionUrl('motion', 12)).toBe('/trajectory/motion?productId=1&caseId=12');
    expect(sectionUrl('index', 3, CT_FACEBOW)).toBe('/trajectory-ct/index?productId=3&caseId=3');
  });

  it('serves the five sections under /trajectory-ct and the CT jaw motion page', () => {
    expect(trajectoryCtRoutes.map((r) => r.path)).toEqual([
      ...SECTIONS.map((s) => `/trajectory-ct/${s}`),
      '/trajectory-ct-motion/index',
    ]);
    expect(trajectoryCtRoutes.every((r) => !r.productId && !r.menu)).toBe(true);
  });

  it('finds the frame nearest to a playback time', () => {
    expect(nearestFrame([0, 10, 20, 30], 14)).toBe(1);
    expect(nearestFrame([0, 10, 20, 30], 16)).toBe(2);
    expect(nearestFrame([0, 10, 20, 30], 99)).toBe(3);
    expect(nearestFrame([], 5)).toBe(-1);
  });

  it('scales projections with one step for both axes and breaks lines at missing frames', () => {
    const frame = plotFrame([[0, 10]], [[0, 1]]);
    expect(frame.max[0] - frame.min[0]).toBeCloseTo(frame.max[1] - frame.min[1], 9);
    expect(frame.max[0] - frame.min[0]).toBeGreaterThanOrEqual(10);
    expect(ticks(0, 1, 0.5)).toEqual([0, 0.5, 1]);
    expect(
      svgPath(
        [0, 1, Number.NaN, 3],
        [0, 1, 0, 3],
        (x) => x,
        (y) => y,
      ),
    ).toBe('M0.0 0.0L1.0 1.0M3.0 3.0');
  });

  it('writes trajectories and values as CSV with empty cells for missing frames', () => {
    const t = straight();
    const p = projectPath(pointPath(t, [0, 0, 0]), OCCLUSAL_PLANE);
    const csv = trajectoriesCsv([{ id: '7', name: 'fwd, 1', movementType: 4, paths: { ip: p, lc: p, rc: p } }]);
    const lines = csv.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe('7,"fwd, 1",4,100,1,0,0,1,0,0,1,0,0');
    expect(lines[3]).toBe('7,"fwd, 1",4,200,,,,,,,,,');
    const rows = articulatorRows({
      maxOpeningMm: null,
      protrusionMm: null,
      laterotrusionLeftMm: null,
      laterotrusionRightMm: null,
      condylarInclinationLeft3mmDeg: 30,
      condylarInclinationLeft5mmDeg: 35.123456,
      condylarInclinationRight3mmDeg: null,
      condylarInclinationRight5mmDeg: null,
      bennettLeftDeg: 10,
      bennettRightDeg: null,
      immediateSideShiftLeftMm: 0.5,
      immediateSideShiftRightMm: null,
      incisalGuidanceSagittalDeg: null,
      incisalGuidanceLateralLeftDeg: null,
      incisalGuidanceLateralRightDeg: null,
      openingDeviationMm: null,
    } as Parameters<typeof articulatorRows>[0]);
    const values = valuesCsv([{ group: 'summary', rows }], (r) => r.key).split('\n');
    expect(values[2]).toBe('summary,sci5-left,sci5-left,35.1235,°');
    expect(values[3]).toBe('summary,sci3-right,sci3-right,,°');
  });
});
