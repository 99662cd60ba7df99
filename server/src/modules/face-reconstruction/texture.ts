import type { CameraIntrinsics } from '@odontia/shared';
import { project, toCamera, type Point3, type ViewPose } from './camera-pose.js';
import { facing } from './fuse.js';
import type { RgbImage } from './image.js';
import type { FaceSurface } from './surface.js';

export interface TexturingView {
  k: CameraIntrinsics;
  /** Face frame (mm) to camera. */
  pose: ViewPose;
  photo: RgbImage;
}

/** Views blended per triangle: the best-facing few. */
const VIEWS_PER_TRIANGLE = 4;
/** Sharpness of the preference for views that face the surface squarely. */
const FACING_POWER = 4;

function sample(photo: RgbImage, u: number, v: number, out: number[]): boolean {
  if (u < 0 || v < 0 || u > photo.width - 1 || v > photo.height - 1) return false;
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const x1 = Math.min(x0 + 1, photo.width - 1);
  const y1 = Math.min(y0 + 1, photo.height - 1);
  const fx = u - x0;
  const fy = v - y0;
  for (let c = 0; c < 3; c++) {
    const at = (x: number, y: number) => photo.data[(y * photo.width + x) * 3 + c]!;
    out[c] = (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
  }
  return true;
}

/**
 * Paints the surface's texture atlas from the photos: every texel takes the weighted mean of the
 * best-facing views of its triangle (weight cos^4 of the viewing angle), so neighbouring triangles that
 * prefer different photos blend instead of showing a seam. Texels no view sees stay skin-neutral grey.
 */
export function bakeTexture(surface: FaceSurface, views: TexturingView[], size = 1024): RgbImage {
  const data = new Uint8Array(size * size * 3).fill(128);
  const { positions, normals, uvs, triangles } = surface;
  const colour = [0, 0, 0];
  for (let t = 0; t < triangles.length; t += 3) {
    const ids = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
    const centre = [0, 1, 2].map((k) => ids.reduce((s, i) => s + positions[i]![k]!, 0) / 3) as Point3;
    const normal = [0, 1, 2].map((k) => ids.reduce((s, i) => s + normals[i]![k]!, 0)) as Point3;
    const ranked = views
      .map((view, index) => ({ index, w: facing(view.pose, centre, normal) ** FACING_POWER }))
      .filter((v) => v.w > 1e-4)
      .sort((a, b) => b.w - a.w)
      .slice(0, VIEWS_PER_TRIANGLE);
    if (!ranked.length) continue;
    const tex = ids.map((i) => [uvs[i]![0] * size - 0.5, uvs[i]![1] * size - 0.5]);
    const area =
      (tex[1]![0]! - tex[0]![0]!) * (tex[2]![1]! - tex[0]![1]!) -
      (tex[2]![0]! - tex[0]![0]!) * (tex[1]![1]! - tex[0]![1]!);
    if (Math.abs(area) < 1e-12) continue;
    const x0 = Math.max(0, Math.floor(Math.min(...tex.map((p) => p[0]!))));
    const x1 = Math.min(size - 1, Math.ceil(Math.max(...tex.map((p) => p[0]!))));
    const y0 = Math.max(0, Math.floor(Math.min(...tex.map((p) => p[1]!))));
    const y1 = Math.min(size - 1, Math.ceil(Math.max(...tex.map((p) => p[1]!))));
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const w0 = ((tex[1]![0]! - x) * (tex[2]![1]! - y) - (tex[2]![0]! - x) * (tex[1]![1]! - y)) / area;
        const w1 = ((tex[2]![0]! - x) * (tex[0]![1]! - y) - (tex[0]![0]! - x) * (tex[2]![1]! - y)) / area;
        const w2 = 1 - w0 - w1;
        // a half-texel margin so neighbouring triangles leave no gap
        const eps = -0.02;
        if (w0 < eps || w1 < eps || w2 < eps) continue;
        const p = [0, 1, 2].map(
          (k) => positions[ids[0]!]![k]! * w0 + positions[ids[1]!]![k]! * w1 + positions[ids[2]!]![k]! * w2,
        ) as Point3;
        let sum = 0;
        const acc = [0, 0, 0];
        for (const { index, w } of ranked) {
          const view = views[index]!;
          const [u, v] = project(view.k, toCamera(view.pose, p));
          if (!sample(view.photo, u, v, colour)) continue;
          for (let c = 0; c < 3; c++) acc[c] = acc[c]! + w * colour[c]!;
          sum += w;
        }
        if (sum > 0) for (let c = 0; c < 3; c++) data[(y * size + x) * 3 + c] = Math.round(acc[c]! / sum);
      }
  }
  return { width: size, height: size, data };
}
