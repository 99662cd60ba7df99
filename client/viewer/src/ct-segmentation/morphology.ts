/** Binary masks and labels over a voxel grid, x fastest: connected components, erosion, geodesic growth. */
export type Dims = [number, number, number];

/** Components of the set voxels (6-connected): labels 1..count, 0 outside; sizes[label] in voxels. */
export function labelComponents(mask: Uint8Array, dims: Dims): { labels: Int32Array; sizes: number[] } {
  const labels = new Int32Array(mask.length);
  const queue = new Int32Array(mask.length);
  const sizes = [0];
  for (let s = 0; s < mask.length; s++) {
    if (!mask[s] || labels[s]) continue;
    labels[s] = sizes.length;
    queue[0] = s;
    sizes.push(spreadLabels(labels, mask, dims, queue, 1));
  }
  return { labels, sizes };
}

/**
 * Breadth first from the `tail` labelled voxels in `queue`: each unlabelled 6-neighbour inside `mask`
 * takes the label of the voxel it was reached from. Returns how many voxels the queue held in the end.
 */
function spreadLabels(labels: Int32Array, mask: Uint8Array, dims: Dims, queue: Int32Array, tail: number): number {
  const [nx, ny, nz] = dims;
  const sxy = nx * ny;
  // Unrolled over the six neighbours (no closure per voxel): this is most of a segmentation's time.
  let head = 0;
  while (head < tail) {
    const i = queue[head++]!;
    const label = labels[i]!;
    const z = (i / sxy) | 0;
    const r = i - z * sxy;
    const y = (r / nx) | 0;
    const x = r - y * nx;
    let j = i - 1;
    if (x > 0 && mask[j] && !labels[j]) {
      labels[j] = label;
      queue[tail++] = j;
    }
    j = i + 1;
    if (x < nx - 1 && mask[j] && !labels[j]) {
      labels[j] = label;
      queue[tail++] = j;
    }
    j = i - nx;
    if (y > 0 && mask[j] && !labels[j]) {
      labels[j] = label;
      queue[tail++] = j;
    }
    j = i + nx;
    if (y < ny - 1 && mask[j] && !labels[j]) {
      labels[j] = label;
      queue[tail++] = j;
    }
    j = i - sxy;
    if (z > 0 && mask[j] && !labels[j]) {
      labels[j] = label;
      queue[tail++] = j;
    }
    j = i + sxy;
    if (z < nz - 1 && mask[j] && !labels[j]) {
      labels[j] = label;
      queue[tail++] = j;
    }
  }
  return tail;
}

/** Whether a 6-neighbour of voxel `i` is set in `mask`. */
export function touches(mask: Uint8Array, i: number, dims: Dims): boolean {
  const nx = dims[0],
    sxy = nx * dims[1];
  const x = i % nx,
    y = ((i / nx) | 0) % dims[1];
  return !!(
    (x > 0 && mask[i - 1]) ||
    (x < nx - 1 && mask[i + 1]) ||
    (y > 0 && mask[i - nx]) ||
    (y < dims[1] - 1 && mask[i + nx]) ||
    (i >= sxy && mask[i - sxy]) ||
    (i + sxy < mask.length && mask[i + sxy])
  );
}

/** The mask eroded `steps` times by the 6-neighbourhood (a voxel on the grid's border counts as outside). */
export function erode(mask: Uint8Array, dims: Dims, steps: number): Uint8Array {
  const [nx, ny, nz] = dims;
  const sxy = nx * ny;
  let cur = mask;
  for (let k = 0; k < steps; k++) {
    const next = new Uint8Array(cur.length);
    for (let z = 1; z < nz - 1; z++)
      for (let y = 1; y < ny - 1; y++)
        for (let x = 1, i = 1 + y * nx + z * sxy; x < nx - 1; x++, i++)
          next[i] =
            cur[i] && cur[i - 1] && cur[i + 1] && cur[i - nx] && cur[i + nx] && cur[i - sxy] && cur[i + sxy] ? 1 : 0;
    cur = next;
  }
  return cur;
}

/**
 * Grows the labels (non-zero) into the voxels of `mask` that have none, breadth first, so every mask voxel
 * connected to a label takes the label of the geodesically nearest one. Changes `labels` in place.
 */
export function growLabels(labels: Int32Array, mask: Uint8Array, dims: Dims): void {
  const queue = new Int32Array(labels.length);
  let tail = 0;
  for (let i = 0; i < labels.length; i++) if (labels[i]) queue[tail++] = i;
  spreadLabels(labels, mask, dims, queue, tail);
}

/**
 * Splits a mask into parts that touch only through necks thinner than about 2 x `steps` voxels: the
 * mask is eroded, its components labelled and grown back within the mask. Pieces the erosion removes
 * entirely (thinner than the necks everywhere) stay unlabelled.
 */
export function separate(mask: Uint8Array, dims: Dims, steps: number): { labels: Int32Array; count: number } {
  const core = labelComponents(erode(mask, dims, steps), dims);
  growLabels(core.labels, mask, dims);
  return { labels: core.labels, count: core.sizes.length - 1 };
}

/** Components of `candidates` (6-neighbourhood) with, per label, whether it touches the grid's border. */
export function borderComponents(
  candidates: Uint8Array,
  dims: Dims,
): { labels: Int32Array; sizes: number[]; open: Uint8Array } {
  const [nx, ny, nz] = dims;
  const { labels, sizes } = labelComponents(candidates, dims);
  const open = new Uint8Array(sizes.length);
  const sxy = nx * ny;
  for (let z = 0; z < nz; z++)
    for (let y = 0; y < ny; y++)
      for (let x = 0; x < nx; x++) {
        open[labels[x + y * nx + z * sxy]!] = 1;
        // Inside rows only their two ends lie on the border.
        if (x === 0 && y > 0 && y < ny - 1 && z > 0 && z < nz - 1) x = nx - 2;
      }
  return { labels, sizes, open };
}

/**
 * The box of a mask's set voxels (least and greatest index along each axis), grown by `grow` voxels within
 * the grid; null when none is set.
 */
export function maskBounds(mask: Uint8Array, dims: Dims, grow = 0): { lo: number[]; hi: number[] } | null {
  const lo = [dims[0], dims[1], dims[2]],
    hi = [-1, -1, -1];
  for (let z = 0, i = 0; z < dims[2]; z++)
    for (let y = 0; y < dims[1]; y++)
      for (let x = 0; x < dims[0]; x++, i++) {
        if (!mask[i]) continue;
        if (x < lo[0]!) lo[0] = x;
        if (x > hi[0]!) hi[0] = x;
        if (y < lo[1]!) lo[1] = y;
        if (y > hi[1]!) hi[1] = y;
        if (z < lo[2]!) lo[2] = z;
        if (z > hi[2]!) hi[2] = z;
      }
  if (hi[0]! < 0) return null;
  return { lo: lo.map((v) => Math.max(0, v - grow)), hi: hi.map((v, a) => Math.min(dims[a]! - 1, v + grow)) };
}

/**
 * Sets the voxels enclosed by `mask` (components of its complement not reaching the grid's border). They
 * lie within the mask's bounding box, and a component reaching that box's border reaches the grid's, so
 * only the box (grown by a voxel) is searched.
 */
export function fillEnclosed(mask: Uint8Array, dims: Dims): void {
  const [nx, ny] = dims;
  const sxy = nx * ny;
  const bounds = maskBounds(mask, dims, 1);
  if (!bounds) return;
  const { lo: b0, hi: b1 } = bounds;
  const box: Dims = [b1[0]! - b0[0]! + 1, b1[1]! - b0[1]! + 1, b1[2]! - b0[2]! + 1];
  const outside = new Uint8Array(box[0] * box[1] * box[2]);
  const at = (o: number) => {
    const z = (o / (box[0] * box[1])) | 0,
      r = o - z * box[0] * box[1],
      y = (r / box[0]) | 0;
    return b0[0]! + r - y * box[0] + (b0[1]! + y) * nx + (b0[2]! + z) * sxy;
  };
  for (let o = 0; o < outside.length; o++) outside[o] = mask[at(o)] ? 0 : 1;
  const holes = borderComponents(outside, box);
  for (let o = 0; o < outside.length; o++) if (holes.labels[o] && !holes.open[holes.labels[o]!]) mask[at(o)] = 1;
}
