/** Hermite smoothstep: 0 at or below `edge0`, 1 at or above `edge1`, smooth in between. */
export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
