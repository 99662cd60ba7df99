import { describe, expect, it } from 'vitest';
import { sphereMesh } from '../test-helpers/meshes.js';
import { buildBvh } from '../tools/bvh.js';
import { closestDistance, type Closest } from './closest-point.js';
import { CONTACT_RANGE_MM, CONTACT_THRESHOLD_MM } from './colormap.js';
import { ContactField, type JawSurface } from './contacts.js';

const BASE_UP: [number, number, number] = [200, 200, 200];
const BASE_LOW: [number, number, number] = [150, 150, 150];

/** Two spheres of radius 5: the "upper" at the origin, the "lower" just below it with a 0.05 mm gap. */
function pair(): { upper: JawSurface; lower: JawSurface } {
  const s = sphereMesh(5, 32, 16);
  const lower = s.positions.slice();
  for (let i = 1; i < lower.length; i += 3) lower[i] = lower[i]! - 10.05;
  return { upper: { positions: s.positions, indices: s.indices! }, lower: { positions: lower, indices: s.indices! } };
}

const translate = (y: number) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0.3, y, 0, 1];

/** Brute-force check of one jaw's colours: a vertex is coloured exactly when it is within range. */
function expectColours(field: ContactField, pose: number[], jaw: 'upper' | 'lower') {
  const { upper, lower } = pair();
  const self = jaw === 'upper' ? upper : lower;
  const other = jaw === 'upper' ? lower : upper;
  const otherMesh = { ...other, bvh: buildBvh(other.positions, other.indices) };
  const colors = jaw === 'upper' ? field.upper!.colors : field.lower!.colors;
  const base = jaw === 'upper' ? BASE_UP : BASE_LOW;
  // the upper is measured against the lower moved by the pose: bring the upper into the lower's frame
  const inv = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -pose[12]!, -pose[13]!, -pose[14]!, 1];
  const m = jaw === 'lower' ? pose : inv;
  const hit: Closest = { distance: 0, triangle: -1 };
  let contacts = 0;
  for (let v = 0; v < self.positions.length / 3; v++) {
    const p = [0, 1, 2].map((k) => self.positions[v * 3 + k]! + m[12 + k]!);
    const d = closestDistance(otherMesh, p, Infinity, hit).distance;
    const coloured = [0, 1, 2].some((k) => colors[v * 3 + k] !== base[k]);
    if (Math.abs(Math.abs(d) - CONTACT_RANGE_MM) > 1e-3)
      expect(coloured, `vertex ${v} at ${d}`).toBe(d < CONTACT_RANGE_MM);
    if (d < CONTACT_THRESHOLD_MM) contacts++;
  }
  return contacts;
}

describe('ContactField', () => {
  it('colours exactly the vertices within 1 mm of the other jaw and counts those under 0.1 mm', () => {
    const { upper, lower } = pair();
    const field = new ContactField(upper, lower, { upper: BASE_UP, lower: BASE_LOW });
    const pose = translate(0);
    const frame = field.compute(pose);
    expect(frame.lowerContacts).toBeGreaterThan(0);
    expect(frame.minDistanceMm).toBeGreaterThan(0.04);
    expect(frame.minDistanceMm).toBeLessThan(CONTACT_THRESHOLD_MM);
    expect(expectColours(field, pose, 'lower')).toBe(frame.lowerContacts);
    expect(expectColours(field, pose, 'upper')).toBe(frame.upperContacts);
  });

  it('stays exact when skipping vertices proven out of range over a moving sequence', () => {
    const { upper, lower } = pair();
    const field = new ContactField(upper, lower, { upper: BASE_UP, lower: BASE_LOW });
    let skipped = 0;
    // open by 6 mm and close again in 0.5 mm steps, no reset between poses
    const ys = [
      ...Array.from({ length: 13 }, (_, i) => -0.5 * i),
      ...Array.from({ length: 13 }, (_, i) => -6 + 0.5 * i),
    ];
    for (const y of ys) {
      const pose = translate(y);
      const frame = field.compute(pose);
      skipped += field.upper!.candidates.length + field.lower!.candidates.length - frame.queries;
      expect(expectColours(field, pose, 'lower')).toBe(frame.lowerContacts);
      expect(expectColours(field, pose, 'upper')).toBe(frame.upperContacts);
    }
    expect(skipped).toBeGreaterThan(0);
    expect(field.compute(translate(-3)).lowerContacts).toBe(0);
  });

  it('measures only the occlusal vertices: those within the bound of the other jaw at intercuspation', () => {
    const { upper, lower } = pair();
    const field = new ContactField(upper, lower, { upper: BASE_UP, lower: BASE_LOW });
    const n = upper.positions.length / 3;
    expect(field.upper!.candidates.length).toBeGreaterThan(0);
    expect(field.upper!.candidates.length).toBeLessThan(n / 2);
    for (const v of field.upper!.candidates) expect(upper.positions[v * 3 + 1]!).toBeLessThan(0);
  });

  it('measures one jaw per field when split (two workers), with the same result as both together', () => {
    const { upper, lower } = pair();
    const both = new ContactField(upper, lower, { upper: BASE_UP, lower: BASE_LOW });
    const onlyUpper = new ContactField(upper, lower, { upper: BASE_UP, lower: BASE_LOW }, undefined, ['upper']);
    const onlyLower = new ContactField(upper, lower, { upper: BASE_UP, lower: BASE_LOW }, undefined, ['lower']);
    for (const y of [0, -0.4, -0.1]) {
      const pose = translate(y);
      const all = both.compute(pose);
      const u = onlyUpper.compute(pose);
      const l = onlyLower.compute(pose);
      expect(u.lowerColors).toBeNull();
      expect(l.upperColors).toBeNull();
      expect(u.upperColors).toEqual(all.upperColors);
      expect(l.lowerColors).toEqual(all.lowerColors);
      expect([u.upperContacts, l.lowerContacts]).toEqual([all.upperContacts, all.lowerContacts]);
    }
  });
});
