import { describe, expect, it } from 'vitest';
import { marginView } from './margin-view';

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
