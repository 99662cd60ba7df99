import { Matrix3, Vector3, type BufferGeometry, type Mesh, type Object3D } from 'three';
import { MESSAGES } from '../../errors.js';
import { VIEWER } from '../../constants.js';
import { icp } from './icp.js';
import { applyRigid, kabsch, rigidToMatrix4Array, rms, type Rigid } from './kabsch.js';

/** Alignment outcome: a world-space matrix (three.js column-major) to apply to the source model. */
export interface AlignmentResult {
  matrix: number[];
  /** RMS distance of the marked point pairs after the point fit (mm). */
  markRms: number;
  /** RMS distance of surface pairs after ICP (mm); equals markRms when ICP is off. */
  rms: number;
  iterations: number;
}

/** World positions of every vertex of the meshes under a root. */
export function worldVertices(root: Object3D): Float32Array {
  return worldAttribute(root, 'position');
}

/** World unit normals of every vertex of the meshes under a root, in the order of `worldVertices`. */
export function worldNormals(root: Object3D): Float32Array {
  return worldAttribute(root, 'normal');
}

function worldAttribute(root: Object3D, name: 'position' | 'normal'): Float32Array {
  root.updateWorldMatrix(true, true);
  const chunks: Float32Array[] = [];
  const v = new Vector3();
  const normalMatrix = new Matrix3();
  root.traverse((o) => {
    const mesh = o as Mesh;
    if (!mesh.isMesh) return;
    const geometry = mesh.geometry as BufferGeometry;
    // A flat-shaded model may carry no normals: its smooth ones, without touching what is shown.
    const attr =
      geometry.getAttribute(name) ??
      (() => {
        const smooth = geometry.clone();
        smooth.computeVertexNormals();
        return smooth.getAttribute(name);
      })();
    const out = new Float32Array(attr.count * 3);
    if (name === 'normal') normalMatrix.getNormalMatrix(mesh.matrixWorld);
    for (let i = 0; i < attr.count; i++) {
      v.fromBufferAttribute(attr, i);
      if (name === 'position') v.applyMatrix4(mesh.matrixWorld);
      else v.applyMatrix3(normalMatrix).normalize();
      out[i * 3] = v.x;
      out[i * 3 + 1] = v.y;
      out[i * 3 + 2] = v.z;
    }
    chunks.push(out);
  });
  const all = new Float32Array(chunks.reduce((s, c) => s + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    all.set(c, o);
    o += c.length;
  }
  return all;
}

/**
 * Rigid alignment from 4 marked point pairs (least squares via SVD), optionally refined by ICP
 * between the surfaces. Pure on point arrays, so tests and workers can call it directly.
 */
export function alignPoints(
  sourceVertices: ArrayLike<number>,
  targetVertices: ArrayLike<number>,
  sourceMarks: [number, number, number][],
  targetMarks: [number, number, number][],
  opts: { icp?: boolean; samples?: number } = {},
): AlignmentResult & { transform: Rigid } {
  if (sourceMarks.length !== VIEWER.alignmentPoints || targetMarks.length !== VIEWER.alignmentPoints) {
    throw new Error(MESSAGES.alignmentPoints);
  }
  const s = sourceMarks.flat(),
    d = targetMarks.flat();
  const initial = kabsch(s, d);
  const markRms = rms(applyRigid(initial, s), d);
  if (opts.icp === false)
    return { transform: initial, matrix: rigidToMatrix4Array(initial), markRms, rms: markRms, iterations: 0 };
  const refined = icp(sourceVertices, targetVertices, initial, { samples: opts.samples });
  if (!Number.isFinite(refined.rms)) throw new Error(MESSAGES.alignmentFailed);
  return {
    transform: refined.transform,
    matrix: rigidToMatrix4Array(refined.transform),
    markRms,
    rms: refined.rms,
    iterations: refined.iterations,
  };
}

/** Aligns the source model onto the target using world-space marks; returns the matrix to apply. */
export function alignModels(
  source: Object3D,
  target: Object3D,
  sourceMarks: [number, number, number][],
  targetMarks: [number, number, number][],
  opts: { icp?: boolean } = {},
): AlignmentResult {
  const { transform: _t, ...result } = alignPoints(
    worldVertices(source),
    worldVertices(target),
    sourceMarks,
    targetMarks,
    opts,
  );
  return result;
}
