import { Group, Mesh } from 'three';
import { MODEL_IDS } from '../constants.js';
import type { LoadedModel } from '../loaders/load-model.js';
import { createModelMaterial } from '../loaders/material.js';
import { toBufferGeometry } from '../loaders/mesh-data.js';
import type { CtVolume } from './dicom.js';
import { runWorkerTask } from '../core/worker-task.js';
import { isosurfaceOf, type Isosurface, type IsosurfaceJob } from './marching-cubes.js';

/** Default bone threshold in HU. */
export const BONE_ISO_HU = 300;

/** Runs marching cubes in a module worker where one exists, else on this thread. */
export function extractIsosurface(volume: CtVolume, iso = BONE_ISO_HU): Promise<Isosurface> {
  const job: IsosurfaceJob = {
    data: volume.data,
    dims: volume.dims,
    iso,
    spacing: volume.spacing,
    origin: volume.origin,
  };
  // The volume is copied, not transferred: slice views keep using it.
  return runWorkerTask(
    () => new Worker(new URL('./mc.worker.js', import.meta.url), { type: 'module' }),
    job,
    () => isosurfaceOf(job),
  );
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
