/** Axis scaling of the projection plots: one scale for both axes (mm are mm), with round tick steps. */
export interface PlotFrame {
  min: [number, number];
  max: [number, number];
  step: number;
}

const STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50];

export function plotFrame(xs: ArrayLike<number>[], ys: ArrayLike<number>[], minSpan = 2): PlotFrame {
  let lo = [Infinity, Infinity];
  let hi = [-Infinity, -Infinity];
  const scan = (arrays: ArrayLike<number>[], k: 0 | 1) => {
    for (const a of arrays)
      for (let i = 0; i < a.length; i++) {
        const v = a[i]!;
        if (Number.isNaN(v)) continue;
        lo[k] = Math.min(lo[k]!, v);
        hi[k] = Math.max(hi[k]!, v);
      }
  };
  scan(xs, 0);
  scan(ys, 1);
  if (!(lo[0]! <= hi[0]!))
    [lo, hi] = [
      [-1, -1],
      [1, 1],
    ];
  if (!(lo[1]! <= hi[1]!)) [lo[1], hi[1]] = [-1, 1];
  const span = Math.max(minSpan, hi[0]! - lo[0]!, hi[1]! - lo[1]!) * 1.1;
  const centre = [(lo[0]! + hi[0]!) / 2, (lo[1]! + hi[1]!) / 2];
  const step = STEPS.find((s) => span / s <= 8) ?? 100;
  return {
    min: [centre[0]! - span / 2, centre[1]! - span / 2],
    max: [centre[0]! + span / 2, centre[1]! + span / 2],
    step,
  };
}

/** Tick values of one axis within [min, max]. */
export function ticks(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + 1e-9; v += step) out.push(Math.round(v / step) * step);
  return out;
}

/** An SVG polyline path ("M x y L x y …") of the valid points, broken at missing frames. */
export function svgPath(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  toX: (v: number) => number,
  toY: (v: number) => number,
): string {
  const parts: string[] = [];
  let pen = false;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (Number.isNaN(x) || Number.isNaN(y)) {
      pen = false;
      continue;
    }
    parts.push(`${pen ? 'L' : 'M'}${toX(x).toFixed(1)} ${toY(y).toFixed(1)}`);
    pen = true;
  }
  return parts.join('');
}
