type Vec3 = [number, number, number];

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const scaled = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const unit = (a: Vec3): Vec3 | null => {
  const n = Math.hypot(...a);
  return n > 1e-9 ? scaled(a, 1 / n) : null;
};

/** How far the camera stands from the margin, in margin radii: the ring fills about half the view (fov 30°). */
const DISTANCE_IN_RADII = 8;
/** The view leans this far (tan) from the occlusal axis towards where the camera was, so depth reads. */
const LEAN = 0.5;

/**
 * Where to look at a margin line from while it is edited: its centre, from the occlusal side (towards
 * the opposing arch) leaning a little towards the current view, at a distance that frames the ring. Seen
 * from the front, the margin of a posterior tooth is edge-on and its control points overlap.
 *
 * @param margin the closed margin line, in order
 * @param occlusal a direction towards the opposing arch (e.g. prepared scan centre to opposing scan centre)
 * @param viewDirection the current view direction, target to camera
 */
export function marginView(
  margin: readonly Vec3[],
  occlusal: Vec3,
  viewDirection: Vec3,
): { target: Vec3; from: Vec3; distance: number } {
  const n = margin.length;
  const target = scaled(
    margin.reduce<Vec3>((s, p) => [s[0] + p[0], s[1] + p[1], s[2] + p[2]], [0, 0, 0]),
    1 / Math.max(n, 1),
  );
  // Newell's normal of the closed line: the axis the ring is seen round along.
  const normal: Vec3 = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const a = margin[i]!,
      b = margin[(i + 1) % n]!;
    normal[0] += (a[1] - b[1]) * (a[2] + b[2]);
    normal[1] += (a[2] - b[2]) * (a[0] + b[0]);
    normal[2] += (a[0] - b[0]) * (a[1] + b[1]);
  }
  const axis = unit(normal) ?? unit(occlusal) ?? [0, 0, 1];
  const up = dot(axis, occlusal) < 0 ? scaled(axis, -1) : axis;
  const view = unit(viewDirection) ?? up;
  const side = unit(sub(view, scaled(up, dot(view, up))));
  const from = unit(side ? [up[0] + LEAN * side[0], up[1] + LEAN * side[1], up[2] + LEAN * side[2]] : up)!;
  const radius = Math.max(...margin.map((p) => Math.hypot(...sub(p, target))), 1);
  return { target, from, distance: radius * DISTANCE_IN_RADII };
}
