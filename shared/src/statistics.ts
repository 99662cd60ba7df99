/** The median of `values` (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const v = [...values].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
}

/** The value below which a fraction `q` of `values` lies (the lower sample, no interpolation); NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN;
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.max(0, Math.floor(q * v.length)))]!;
}
