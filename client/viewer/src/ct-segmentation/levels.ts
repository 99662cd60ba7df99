/** Histogram of HU values in 1-HU bins from `lo` up, and Otsu's threshold over part of it. */
export interface Histogram {
  lo: number;
  counts: Float64Array;
}

export function histogram(data: ArrayLike<number>, lo = -1024, hi = 4000): Histogram {
  const counts = new Float64Array(hi - lo + 1);
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    const b = v < lo ? 0 : v > hi ? hi - lo : v - lo;
    counts[b] = counts[b]! + 1;
  }
  return { lo, counts };
}

/** Otsu's threshold (maximal between-class variance) over the values in [from, to]. */
export function otsu(h: Histogram, from = h.lo, to = h.lo + h.counts.length - 1): number {
  const a = Math.max(0, from - h.lo),
    b = Math.min(h.counts.length - 1, to - h.lo);
  let total = 0,
    sum = 0;
  for (let i = a; i <= b; i++) {
    total += h.counts[i]!;
    sum += i * h.counts[i]!;
  }
  let w0 = 0,
    s0 = 0,
    best = -1,
    at = a;
  for (let i = a; i < b; i++) {
    w0 += h.counts[i]!;
    s0 += i * h.counts[i]!;
    const w1 = total - w0;
    if (w0 === 0 || w1 === 0) continue;
    const d = s0 / w0 - (sum - s0) / w1;
    const between = w0 * w1 * d * d;
    if (between > best) {
      best = between;
      at = i;
    }
  }
  return h.lo + at + 0.5;
}

/** The histogram smoothed by a moving average of `width` bins. */
function smooth(h: Histogram, width: number): Float64Array {
  const c = h.counts,
    out = new Float64Array(c.length),
    r = width >> 1;
  let acc = 0;
  for (let i = 0; i < c.length + r; i++) {
    if (i < c.length) acc += c[i]!;
    if (i - width >= 0) acc -= c[i - width]!;
    if (i - r >= 0) out[i - r] = acc / width;
  }
  return out;
}

/**
 * The density valley above the main mode of the values over `from`: the mode is cortical bone, and the
 * valley the least frequent value between it and the densest next mode (dentin) at least `gap` HU higher.
 */
export function valleyAbove(h: Histogram, from: number, gap = 250, width = 41): number {
  const c = smooth(h, width);
  const a = Math.max(0, from - h.lo);
  let mode = a;
  for (let i = a; i < c.length; i++) if (c[i]! > c[mode]!) mode = i;
  let next = Math.min(c.length - 1, mode + gap);
  for (let i = next; i < c.length; i++) if (c[i]! > c[next]!) next = i;
  let valley = mode;
  for (let i = mode; i <= next; i++) if (c[i]! < c[valley]!) valley = i;
  return h.lo + valley;
}

/** Levels separating air from tissue, soft tissue from bone, and bone from teeth (HU). */
export interface CtLevels {
  tissue: number;
  bone: number;
  tooth: number;
}

/**
 * Levels derived from the scan itself: Otsu over everything (air against tissue), Otsu over the tissue
 * (soft tissue against mineralized tissue), and the density valley between bone and dentin.
 */
export function ctLevels(h: Histogram): CtLevels {
  const tissue = otsu(h);
  const bone = otsu(h, Math.ceil(tissue));
  const tooth = valleyAbove(h, Math.ceil(bone));
  return { tissue, bone, tooth };
}
