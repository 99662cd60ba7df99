import type { BoardDefinition, CameraIntrinsics } from '@odontia/shared';
import { boardIntensity } from '../video/render.js';
import type { PhantomFace, PhantomSurface } from './head.js';
import { FaceSkin } from './skin.js';
import { smoothstep } from '../smoothstep.js';

/**
 * An exact software rasteriser (Node, no GPU): perspective projection, depth buffer, perspective-correct
 * interpolation, smooth vertex normals, a fixed studio light in the face frame, `samples`² supersampling.
 * Camera axes as OpenCV: x right, y down, z forward; `cameraFromFace` is row-major 3x4 [R | t].
 */
export interface FaceCamera {
  intrinsics: CameraIntrinsics;
  cameraFromFace: number[];
}

/** A printed marker card fixed to the head (a scale card): its pose in the face frame, row-major 3x4 [R | t]. */
export interface FaceCard {
  board: BoardDefinition;
  faceFromBoard: number[];
}

export interface FaceImage {
  width: number;
  height: number;
  /** RGB, row-major. */
  data: Uint8Array;
}

const LIGHT = (() => {
  const l = [0.35, 0.55, 1];
  const n = Math.hypot(l[0]!, l[1]!, l[2]!);
  return l.map((v) => v / n);
})();
const BACKGROUND = [168, 178, 186];

function vertexNormals(p: Float64Array, tri: Uint32Array): Float64Array {
  const n = new Float64Array(p.length);
  for (let t = 0; t < tri.length; t += 3) {
    const [a, b, c] = [tri[t]! * 3, tri[t + 1]! * 3, tri[t + 2]! * 3];
    const u = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!];
    const v = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!];
    const f = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    for (const i of [a, b, c]) for (let k = 0; k < 3; k++) n[i + k] = n[i + k]! + f[k]!;
  }
  for (let i = 0; i < n.length; i += 3) {
    const l = Math.hypot(n[i]!, n[i + 1]!, n[i + 2]!) || 1;
    for (let k = 0; k < 3; k++) n[i + k] = n[i + k]! / l;
  }
  return n;
}

/**
 * How much light from direction `dir` (unit, towards the light) reaches each vertex past `first` (1: all,
 * 0: in shadow): a depth map of the whole posed head seen from that direction (orthographic, 1.5 mm cells),
 * looked up over a few millimetres round each vertex, so shadow edges are soft.
 */
function visibility(surface: PhantomSurface, dir: readonly number[], first: number): Float32Array {
  const p = surface.positions;
  const count = p.length / 3;
  const e1 = (() => {
    const v = Math.abs(dir[1]!) > 0.9 ? [1, 0, 0] : [dir[2]!, 0, -dir[0]!];
    const l = Math.hypot(v[0]!, v[1]!, v[2]!);
    return v.map((x) => x / l);
  })();
  const e2 = [
    dir[1]! * e1[2]! - dir[2]! * e1[1]!,
    dir[2]! * e1[0]! - dir[0]! * e1[2]!,
    dir[0]! * e1[1]! - dir[1]! * e1[0]!,
  ];
  const CELL = 1.5;
  const a = new Float64Array(count);
  const b = new Float64Array(count);
  const h = new Float64Array(count);
  let [minA, minB, maxA, maxB] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    const [x, y, z] = [p[i * 3]!, p[i * 3 + 1]!, p[i * 3 + 2]!];
    a[i] = x * e1[0]! + y * e1[1]! + z * e1[2]!;
    b[i] = x * e2[0]! + y * e2[1]! + z * e2[2]!;
    h[i] = x * dir[0]! + y * dir[1]! + z * dir[2]!;
    minA = Math.min(minA, a[i]!);
    maxA = Math.max(maxA, a[i]!);
    minB = Math.min(minB, b[i]!);
    maxB = Math.max(maxB, b[i]!);
  }
  const W = Math.ceil((maxA - minA) / CELL) + 3;
  const H = Math.ceil((maxB - minB) / CELL) + 3;
  const map = new Float32Array(W * H).fill(-Infinity);
  for (let i = 0; i < count; i++) {
    a[i] = (a[i]! - minA) / CELL + 1;
    b[i] = (b[i]! - minB) / CELL + 1;
  }
  const tri = surface.triangles;
  for (let t = 0; t < tri.length; t += 3) {
    const [i0, i1, i2] = [tri[t]!, tri[t + 1]!, tri[t + 2]!];
    const area = (a[i1]! - a[i0]!) * (b[i2]! - b[i0]!) - (a[i2]! - a[i0]!) * (b[i1]! - b[i0]!);
    if (Math.abs(area) < 1e-12) continue;
    const x0 = Math.max(0, Math.floor(Math.min(a[i0]!, a[i1]!, a[i2]!)));
    const x1 = Math.min(W - 1, Math.ceil(Math.max(a[i0]!, a[i1]!, a[i2]!)));
    const y0 = Math.max(0, Math.floor(Math.min(b[i0]!, b[i1]!, b[i2]!)));
    const y1 = Math.min(H - 1, Math.ceil(Math.max(b[i0]!, b[i1]!, b[i2]!)));
    for (let py = y0; py <= y1; py++)
      for (let px = x0; px <= x1; px++) {
        const w0 = ((a[i1]! - px) * (b[i2]! - py) - (a[i2]! - px) * (b[i1]! - py)) / area;
        const w1 = ((a[i2]! - px) * (b[i0]! - py) - (a[i0]! - px) * (b[i2]! - py)) / area;
        const w2 = 1 - w0 - w1;
        if (w0 < -1e-9 || w1 < -1e-9 || w2 < -1e-9) continue;
        const depth = w0 * h[i0]! + w1 * h[i1]! + w2 * h[i2]!;
        const k = py * W + px;
        if (depth > map[k]!) map[k] = depth;
      }
  }
  const seen = new Float32Array(count).fill(1);
  const REACH = 2;
  for (let i = first; i < count; i++) {
    let lit = 0;
    let n = 0;
    for (let dy = -REACH; dy <= REACH; dy++)
      for (let dx = -REACH; dx <= REACH; dx++) {
        const [cx, cy] = [Math.round(a[i]! + dx), Math.round(b[i]! + dy)];
        n++;
        if (cx < 0 || cy < 0 || cx >= W || cy >= H || h[i]! >= map[cy * W + cx]! - 2.5) lit++;
      }
    seen[i] = lit / n;
  }
  return seen;
}

/** Directions of the soft light from the room round the studio light (the sky of an ambient occlusion). */
const SKY = [
  [0, 1, 0],
  [0, 0.7, 0.7],
  [0.6, 0.6, 0.5],
  [-0.6, 0.6, 0.5],
  [0.8, 0.45, -0.4],
  [-0.8, 0.45, -0.4],
  [0, 0.6, -0.8],
].map((v) => {
  const l = Math.hypot(v[0]!, v[1]!, v[2]!);
  return v.map((x) => x / l);
});

/**
 * The light on each vertex of the head beyond the face: `direct`, the share of the studio light that
 * reaches it (the chin shades the neck, the ears the side of the head), and `sky`, the share of the room's
 * light (so the neck under the jaw, the hollow behind the ear and the shoulders under the head are darker).
 * The face's own vertices keep all of both (the face renders as it did); beyond the oval the shadow fades
 * in over 2-12 mm, the room's occlusion (counted over the directions above each vertex's horizon) over
 * 4-30 mm.
 */
interface VertexLight {
  direct: Float32Array;
  sky: Float32Array;
}
const lightCache = new WeakMap<PhantomSurface, VertexLight>();
function vertexLight(surface: PhantomSurface, faceVertices: number, normals: Float64Array): VertexLight {
  const hit = lightCache.get(surface);
  if (hit) return hit;
  const direct = visibility(surface, LIGHT, faceVertices);
  const skies = SKY.map((d) => visibility(surface, d, faceVertices));
  const sky = new Float32Array(direct.length).fill(1);
  for (let i = faceVertices; i < direct.length; i++) {
    direct[i] = 1 - (1 - direct[i]!) * smoothstep(2, 12, surface.fromOval[i]!);
    // only the directions above the vertex's own horizon: what hides the others is the surface it is on
    let [open, above] = [0, 0];
    SKY.forEach((d, k) => {
      if (d[0]! * normals[i * 3]! + d[1]! * normals[i * 3 + 1]! + d[2]! * normals[i * 3 + 2]! < 0.15) return;
      open += skies[k]![i]!;
      above++;
    });
    sky[i] = above ? 1 - (1 - open / above) * smoothstep(4, 30, surface.fromOval[i]!) : 1;
  }
  const light = { direct, sky };
  lightCache.set(surface, light);
  return light;
}

/** Where the card's plane is in front of the face along each sample's ray: its depth and grey level. */
function drawCard(card: FaceCard, camera: FaceCamera, samples: number, depth: Float64Array, grey: Float32Array): void {
  const { width, height, fx, fy, cx, cy } = camera.intrinsics;
  const [W, H] = [width * samples, height * samples];
  const m = camera.cameraFromFace;
  const b = card.faceFromBoard;
  // camera from board = camera from face · face from board
  const cam = (row: number, col: number) =>
    m[row * 4]! * b[col]! +
    m[row * 4 + 1]! * b[4 + col]! +
    m[row * 4 + 2]! * b[8 + col]! +
    (col === 3 ? m[row * 4 + 3]! : 0);
  const [ex, ey, origin] = [0, 1, 3].map((col) => [0, 1, 2].map((row) => cam(row, col)));
  const normal = [
    ex![1]! * ey![2]! - ex![2]! * ey![1]!,
    ex![2]! * ey![0]! - ex![0]! * ey![2]!,
    ex![0]! * ey![1]! - ex![1]! * ey![0]!,
  ];
  const planeOffset = normal[0]! * origin![0]! + normal[1]! * origin![1]! + normal[2]! * origin![2]!;
  for (let py = 0; py < H; py++)
    for (let px = 0; px < W; px++) {
      const ray = [((px + 0.5) / samples - 0.5 - cx) / fx, ((py + 0.5) / samples - 0.5 - cy) / fy, 1];
      const along = normal[0]! * ray[0]! + normal[1]! * ray[1]! + normal[2]!;
      if (Math.abs(along) < 1e-9) continue;
      const z = planeOffset / along;
      const k = py * W + px;
      if (z <= 0 || z >= depth[k]!) continue;
      const d = [ray[0]! * z - origin![0]!, ray[1]! * z - origin![1]!, z - origin![2]!];
      const value = boardIntensity(
        card.board,
        d[0]! * ex![0]! + d[1]! * ex![1]! + d[2]! * ex![2]!,
        d[0]! * ey![0]! + d[1]! * ey![1]! + d[2]! * ey![2]!,
      );
      if (value < 0) continue;
      depth[k] = z;
      grey[k] = value;
    }
}

export function renderFace(
  face: PhantomFace,
  camera: FaceCamera,
  samples = 2,
  noiseSeed = 0,
  card?: FaceCard,
): FaceImage {
  const { width, height, fx, fy, cx, cy } = camera.intrinsics;
  const m = camera.cameraFromFace;
  const W = width * samples;
  const H = height * samples;
  const surface = face.surface;
  const pos = surface.positions;
  const count = pos.length / 3;
  const normals = vertexNormals(pos, surface.triangles);
  const light = vertexLight(surface, face.positions.length / 3, normals);
  const sx = new Float64Array(count);
  const sy = new Float64Array(count);
  const sz = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const [x, y, z] = [pos[i * 3]!, pos[i * 3 + 1]!, pos[i * 3 + 2]!];
    const cz = m[8]! * x + m[9]! * y + m[10]! * z + m[11]!;
    sx[i] = (fx * (m[0]! * x + m[1]! * y + m[2]! * z + m[3]!)) / cz + cx;
    sy[i] = (fy * (m[4]! * x + m[5]! * y + m[6]! * z + m[7]!)) / cz + cy;
    sx[i] = (sx[i]! + 0.5) * samples - 0.5;
    sy[i] = (sy[i]! + 0.5) * samples - 0.5;
    sz[i] = cz;
  }
  const depth = new Float64Array(W * H).fill(Infinity);
  const owner = new Int32Array(W * H).fill(-1);
  const bary = new Float32Array(W * H * 3);
  const tri = surface.triangles;
  for (let t = 0; t < tri.length / 3; t++) {
    const [a, b, c] = [tri[t * 3]!, tri[t * 3 + 1]!, tri[t * 3 + 2]!];
    const area = (sx[b]! - sx[a]!) * (sy[c]! - sy[a]!) - (sx[c]! - sx[a]!) * (sy[b]! - sy[a]!);
    // counter-clockwise in the face frame is clockwise on an image whose y points down
    if (area >= 0) continue;
    const x0 = Math.max(0, Math.floor(Math.min(sx[a]!, sx[b]!, sx[c]!)));
    const x1 = Math.min(W - 1, Math.ceil(Math.max(sx[a]!, sx[b]!, sx[c]!)));
    const y0 = Math.max(0, Math.floor(Math.min(sy[a]!, sy[b]!, sy[c]!)));
    const y1 = Math.min(H - 1, Math.ceil(Math.max(sy[a]!, sy[b]!, sy[c]!)));
    for (let py = y0; py <= y1; py++)
      for (let px = x0; px <= x1; px++) {
        const w0 = ((sx[b]! - px) * (sy[c]! - py) - (sx[c]! - px) * (sy[b]! - py)) / area;
        const w1 = ((sx[c]! - px) * (sy[a]! - py) - (sx[a]! - px) * (sy[c]! - py)) / area;
        const w2 = 1 - w0 - w1;
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        // perspective-correct weights
        const p0 = w0 / sz[a]!;
        const p1 = w1 / sz[b]!;
        const p2 = w2 / sz[c]!;
        const inv = 1 / (p0 + p1 + p2);
        const z = inv;
        const k = py * W + px;
        if (z >= depth[k]!) continue;
        depth[k] = z;
        owner[k] = t;
        bary[k * 3] = p0 * inv;
        bary[k * 3 + 1] = p1 * inv;
        bary[k * 3 + 2] = p2 * inv;
      }
  }
  const cardGrey = new Float32Array(card ? W * H : 0).fill(-1);
  if (card) drawCard(card, camera, samples, depth, cardGrey);
  const skin = new FaceSkin(face);
  const rest = surface.rest;
  const hi = new Float32Array(W * H * 3);
  // scratch points for each sample (the skin reads them and keeps none)
  const restPoint: [number, number, number] = [0, 0, 0];
  const posedPoint: [number, number, number] = [0, 0, 0];
  const normal: [number, number, number] = [0, 0, 0];
  for (let k = 0; k < W * H; k++) {
    const t = owner[k]!;
    if (card && cardGrey[k]! >= 0) {
      for (let c = 0; c < 3; c++) hi[k * 3 + c] = cardGrey[k]!;
      continue;
    }
    if (t < 0) {
      for (let c = 0; c < 3; c++) hi[k * 3 + c] = BACKGROUND[c]! - (12 * (k / W)) / H;
      continue;
    }
    const a = tri[t * 3]! * 3;
    const b = tri[t * 3 + 1]! * 3;
    const c = tri[t * 3 + 2]! * 3;
    const w0 = bary[k * 3]!;
    const w1 = bary[k * 3 + 1]!;
    const w2 = bary[k * 3 + 2]!;
    const at = (arr: Float64Array, into: [number, number, number]): [number, number, number] => {
      for (let i = 0; i < 3; i++) into[i] = arr[a + i]! * w0 + arr[b + i]! * w1 + arr[c + i]! * w2;
      return into;
    };
    let colour: readonly number[];
    let lit = 1;
    let sky = 1;
    if (t < surface.headStart) {
      const kind = face.eyeTriangles.has(t) ? 'eye' : face.mouthTriangles.has(t) ? 'mouth' : 'skin';
      colour = skin.colour(kind, at(rest, restPoint), kind === 'mouth' ? at(pos, posedPoint) : posedPoint);
    } else {
      const [ia, ib, ic] = [a / 3, b / 3, c / 3];
      lit = light.direct[ia]! * w0 + light.direct[ib]! * w1 + light.direct[ic]! * w2;
      sky = light.sky[ia]! * w0 + light.sky[ib]! * w1 + light.sky[ic]! * w2;
      if (t < surface.earStart) {
        const f = surface.fromOval;
        colour = skin.head(at(rest, restPoint), f[ia]! * w0 + f[ib]! * w1 + f[ic]! * w2);
      } else if (t < surface.bodyStart) colour = skin.ear(at(rest, restPoint));
      else colour = skin.shirt(at(rest, restPoint));
    }
    const n = at(normals, normal);
    const nl = Math.hypot(n[0], n[1], n[2]) || 1;
    const diffuse = Math.max(0, (n[0] * LIGHT[0]! + n[1] * LIGHT[1]! + n[2] * LIGHT[2]!) / nl);
    // where the room's light is hidden (under the jaw, behind the ears) up to 40 % darker
    const shade = (0.38 + 0.7 * diffuse * lit) * (0.6 + 0.4 * sky);
    for (let ch = 0; ch < 3; ch++) hi[k * 3 + ch] = colour[ch]! * shade;
  }
  const out = new Uint8Array(width * height * 3);
  let state = (noiseSeed * 2654435761) >>> 0 || 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) {
        let s = 0;
        for (let j = 0; j < samples; j++)
          for (let i = 0; i < samples; i++) s += hi[((y * samples + j) * W + x * samples + i) * 3 + c]!;
        // sensor noise: a small uniform dither from a xorshift sequence
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        const dither = ((state >>> 0) / 4294967296 - 0.5) * 4;
        out[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(s / (samples * samples) + dither)));
      }
  return { width, height, data: out };
}
