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

/** An axis-aligned box, scene coordinates. */
export interface Box {
  min: Vec3;
  max: Vec3;
}

const centre = (b: Box): Vec3 => scaled([b.min[0] + b.max[0], b.min[1] + b.max[1], b.min[2] + b.max[2]], 0.5);
const along = (o: Vec3, d: Vec3, t: number): Vec3 => [o[0] + d[0] * t, o[1] + d[1] * t, o[2] + d[2] * t];

/** The stretch [enter, exit] of the ray o + t d (unit d) inside a box, or null when it misses it. */
function rayInBox(o: Vec3, d: Vec3, b: Box): [number, number] | null {
  let enter = -Infinity,
    exit = Infinity;
  for (let k = 0; k < 3; k++) {
    if (Math.abs(d[k]!) < 1e-12) {
      if (o[k]! < b.min[k]! || o[k]! > b.max[k]!) return null;
      continue;
    }
    const t1 = (b.min[k]! - o[k]!) / d[k]!,
      t2 = (b.max[k]! - o[k]!) / d[k]!;
    enter = Math.max(enter, Math.min(t1, t2));
    exit = Math.min(exit, Math.max(t1, t2));
  }
  return enter <= exit ? [enter, exit] : null;
}

/**
 * Elevation of the proposal view above the buccal direction, towards the opposing arch. In occlusion
 * the opposing buccal cusps overhang the crown and the opposing scan's gingiva and base rise above
 * them: 35° looked at that base (seen on the phantom); 10° passes under the cusps onto the crown.
 */
const ELEVATION_DEG = 10;
/** Distance from the crown's centre in bounding radii when nothing is in the way (fov 30° frames about 3.9). */
const CROWN_DISTANCE_IN_RADII = 4;
/** How far beyond a scan's box the camera stays, mm. */
const CLEARANCE_MM = 2;

/**
 * Where to look at the proposed crown from: its centre, from buccal (away from the middle of its
 * arch) raised a little towards the opposing arch, under the opposing cusps, and far enough
 * along that line to stand outside every scan's bounding box (from the front, a posterior crown is
 * seen from inside the arch, through the anterior teeth).
 *
 * @param crown the crown's bounding sphere
 * @param prepared bounds of the scan holding the prepared tooth
 * @param opposing bounds of the opposing scan, if loaded
 */
export function proposalView(
  crown: { center: Vec3; radius: number },
  prepared: Box,
  opposing: Box | null,
): { target: Vec3; from: Vec3; distance: number } {
  const target = crown.center;
  const up = (opposing && unit(sub(centre(opposing), centre(prepared)))) ?? [0, 1, 0];
  const outward = sub(target, centre(prepared));
  const buccal = unit(sub(outward, scaled(up, dot(outward, up)))) ?? unit([up[1], -up[0], 0]) ?? [1, 0, 0];
  const e = (ELEVATION_DEG * Math.PI) / 180;
  const from = unit([
    buccal[0] * Math.cos(e) + up[0] * Math.sin(e),
    buccal[1] * Math.cos(e) + up[1] * Math.sin(e),
    buccal[2] * Math.cos(e) + up[2] * Math.sin(e),
  ])!;
  const boxes = opposing ? [prepared, opposing] : [prepared];
  let distance = crown.radius * CROWN_DISTANCE_IN_RADII;
  // Step past each box the camera would stand in; a box passed may lie beyond another, so repeat.
  for (let moved = true, rounds = 0; moved && rounds <= boxes.length; rounds++) {
    moved = false;
    for (const box of boxes) {
      const inside = rayInBox(target, from, {
        min: sub(box.min, [CLEARANCE_MM, CLEARANCE_MM, CLEARANCE_MM]),
        max: along(box.max, [1, 1, 1], CLEARANCE_MM),
      });
      if (inside && inside[0] <= distance && distance < inside[1]) {
        distance = inside[1];
        moved = true;
      }
    }
  }
  return { target, from, distance };
}
