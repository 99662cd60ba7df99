import { describe, expect, it } from 'vitest';
import { marginView, proposalView } from './crown-views';

type Vec3 = [number, number, number];
const ring = (centre: Vec3, radius: number, count = 16): Vec3[] =>
  Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * i) / count;
    return [centre[0] + radius * Math.cos(a), centre[1], centre[2] + radius * Math.sin(a)];
  });
const close = (a: readonly number[], b: readonly number[]) => a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 6));

describe('marginView', () => {
  it('looks at the ring centre from the occlusal side, leaning towards the current view', () => {
    const view = marginView(ring([10, 2, 5], 4), [0, 30, 0], [0, 0, 1]);
    close(view.target, [10, 2, 5]);
    close(view.from, [0, 1 / Math.sqrt(1.25), 0.5 / Math.sqrt(1.25)]);
    expect(view.distance).toBeCloseTo(32, 6);
  });

  it('takes the side from the opposing arch, not from the order of the points', () => {
    const down = marginView(ring([0, 0, 0], 3), [0, -1, 0.2], [0, 0, 1]);
    const reversed = marginView(ring([0, 0, 0], 3).reverse(), [0, -1, 0.2], [0, 0, 1]);
    expect(down.from[1]).toBeLessThan(-0.8);
    close(reversed.from, down.from);
  });

  it('looks straight along the axis when the view is already there', () => {
    close(marginView(ring([0, 0, 0], 3), [0, 1, 0], [0, 5, 0]).from, [0, 1, 0]);
  });
});

describe('proposalView', () => {
  // Lower arch (y up, x across, z forward) with 36 at the back left, the upper arch above it.
  const lower = { min: [-25, -10, -5] as Vec3, max: [25, 0, 45] as Vec3 };
  const upper = { min: [-25, 0, -5] as Vec3, max: [25, 10, 45] as Vec3 };
  const crown = { center: [-20, -2, 5] as Vec3, radius: 6 };
  const camera = (v: { target: Vec3; from: Vec3; distance: number }): Vec3 =>
    v.target.map((t, k) => t + v.from[k]! * v.distance) as Vec3;
  const outside = (p: Vec3, box: { min: Vec3; max: Vec3 }) => p.some((x, k) => x < box.min[k]! || x > box.max[k]!);

  it('looks at the crown from buccal, raised 10° towards the opposing arch, from just outside both scans', () => {
    const view = proposalView(crown, lower, upper);
    close(view.target, crown.center);
    const e = (10 * Math.PI) / 180;
    close(view.from, [-0.8 * Math.cos(e), Math.sin(e), -0.6 * Math.cos(e)]);
    expect(view.distance).toBeGreaterThanOrEqual(4 * crown.radius);
    const at = camera(view);
    expect(outside(at, lower) && outside(at, upper)).toBe(true);
    // a crown midway along a wide arch is seen straight from buccal; the camera leaves both arches
    // sideways, 2 mm beyond x = -45
    const wideLower = { min: [-45, -10, -5] as Vec3, max: lower.max };
    const wideUpper = { min: [-45, 0, -5] as Vec3, max: upper.max };
    const wide = proposalView({ center: [-20, -2, 20], radius: 6 }, wideLower, wideUpper);
    close(wide.from, [-Math.cos(e), Math.sin(e), 0]);
    expect(wide.distance).toBeCloseTo(27 / Math.cos(e), 6);
    expect(outside(camera(wide), wideLower) && outside(camera(wide), wideUpper)).toBe(true);
  });

  it('raises the view downwards for an upper tooth (the opposing arch below)', () => {
    const view = proposalView({ center: [-20, 2, 5], radius: 6 }, upper, lower);
    expect(view.from[1]).toBeCloseTo(-Math.sin((10 * Math.PI) / 180), 6);
    const at = camera(view);
    expect(outside(at, lower) && outside(at, upper)).toBe(true);
  });

  it('steps past a box it reaches only after leaving another', () => {
    const wide = { min: [-60, 0, -40] as Vec3, max: [25, 60, 45] as Vec3 };
    const view = proposalView(crown, lower, wide);
    const at = camera(view);
    expect(outside(at, lower) && outside(at, wide)).toBe(true);
  });

  it('stays at the framing distance when no scan is in the way', () => {
    const far = { center: [-80, -2, 5] as Vec3, radius: 6 };
    expect(proposalView(far, lower, upper).distance).toBeCloseTo(24, 6);
  });
});
