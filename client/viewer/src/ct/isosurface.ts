import { Group, Mesh } from 'three';
import { MODEL_IDS } from '../constants.js';
import type { LoadedModel } from '../loaders/load-model.js';
import { createModelMaterial } from '../loaders/material.js';
import { toBufferGeometry } from '../loaders/mesh-data.js';
import type { CtVolume } from './dicom.js';
import { marchingCubes, type Isosurface } from './marching-cubes.js';

/** Default bone threshold in HU. */
export const BONE_ISO_HU = 300;

/** Runs marching cubes in a module worker where one exists, else on this thread. */
export function extractIsosurface(volume: CtVolume, iso = BONE_ISO_HU): Promise<Isosurface> {
  const job = { data: volume.data, dims: volume.dims, iso, spacing: volume.spacing, origin: volume.origin };
  if (typeof Worker === 'undefined' || typeof window === 'undefined') {
    return Promise.resolve(marchingCubes(job.data, job.dims, job.iso, job.spacing, job.origin));
  }
  const worker = new Worker(new URL('./mc.worker.js', import.meta.url), { type: 'module' });
  return new Promise<Isosurface>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<{ ok: boolean; result?: Isosurface; error?: string }>) => {
      worker.terminate();
      if (e.data.ok) resolve(e.data.result!);
      else reject(new Error(e.data.error));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    // The volume is copied, not transferred: slice views keep using it.
    worker.postMessage(job);
  }).finally(() => worker.terminate());
}

/** Builds a viewer model (id 'skull' by default) from a CT bone isosurface, ready for DentalViewer.addModel. */
export async function ctBoneModel(
  volume: CtVolume,
  opts: { iso?: number; id?: string; color?: string; alpha?: number } = {},
): Promise<LoadedModel> {
  const s = await extractIsosurface(volume, opts.iso ?? BONE_ISO_HU);
  return surfaceModel(s, opts.id ?? MODEL_IDS.skull.id, opts.color ?? MODEL_IDS.skull.color, opts.alpha);
}

/** A viewer model from a surface (triangles and normals, or indexed), ready for DentalViewer.addModel. */
export function surfaceModel(
  s: { positions: Float32Array; normals: Float32Array; indices?: Uint32Array },
  id: string,
  color: string,
  alpha?: number,
): LoadedModel {
  const mesh = new Mesh(
    toBufferGeometry({ positions: s.positions, normals: s.normals, indices: s.indices }),
    createModelMaterial({ color, alpha }),
  );
  mesh.userData.modelId = id;
  const object = new Group();
  object.name = id;
  object.userData = { modelId: id };
  object.add(mesh);
  return { id, source: { id, name: id }, object, meshes: [mesh] };
}
