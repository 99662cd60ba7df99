import { dot, type V3 } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { bonwillTriangle, referencePlaneOutline } from './reference-overlay';

const vertices = (line: ReturnType<typeof bonwillTriangle>): V3[] => {
  const p = line.geometry.getAttribute('position');
  return Array.from({ length: p.count }, (_, i) => [p.getX(i), p.getY(i), p.getZ(i)] as V3);
};

describe('reference overlay', () => {
  it('draws the Bonwill triangle through IP, LC and RC', () => {
    const ref = { ip: [0, 0, 0] as V3, lc: [50, 10, -85] as V3, rc: [-50, 10, -85] as V3 };
    expect(vertices(bonwillTriangle(ref))).toEqual([ref.ip, ref.lc, ref.rc]);
  });

  it('draws the reference plane through IP, in the plane, along its anterior axis', () => {
    const tilt = (10 * Math.PI) / 180;
    const plane = {
      normal: [0, Math.cos(tilt), -Math.sin(tilt)] as V3,
      anterior: [0, Math.sin(tilt), Math.cos(tilt)] as V3,
    };
    const ip: V3 = [1, 2, 3];
    const corners = vertices(referencePlaneOutline({ ip, plane }));
    expect(corners).toHaveLength(4);
    for (const c of corners) expect(dot(c.map((v, i) => v - ip[i]!) as unknown as V3, plane.normal)).toBeCloseTo(0, 4);
    // the first side runs across (lateral), the second back along the anterior axis
    const side = corners[2]!.map((v, i) => v - corners[1]![i]!) as unknown as V3;
    expect(Math.abs(dot(side, plane.anterior))).toBeCloseTo(120, 4);
    // the square reaches in front of IP and well behind it (over the condyles)
    const along = corners.map((c) => dot(c.map((v, i) => v - ip[i]!) as unknown as V3, plane.anterior));
    expect(Math.max(...along)).toBeGreaterThan(20);
    expect(Math.min(...along)).toBeLessThan(-90);
  });
});
