import { fromBufferGeometry, type DentalViewer, type MeshData, type ModelSource } from '@odontia/viewer';
import { Box3, Vector3 } from 'three';
import { marginView } from './crown-views';

/** Which arch a scan file holds, from its name (phantom-upper.stl, UpperJaw.ply, ...). */
export function jawOfScan(name: string | undefined): 'upper' | 'lower' | null {
  const n = (name ?? '').toLowerCase();
  if (/upper|maxill|\bup\b/.test(n)) return 'upper';
  if (/lower|mandib|\blow\b/.test(n)) return 'lower';
  return null;
}

/** The arch a tooth stands in: FDI quadrants 1-2 upper, 3-4 lower. */
export const jawOfTooth = (tooth: number): 'upper' | 'lower' => (Math.floor(tooth / 10) <= 2 ? 'upper' : 'lower');

/** The prepared and the opposing scan among the case's files, for a tooth. */
export function scansForTooth(
  sources: readonly ModelSource[],
  tooth: number,
): { prepared: ModelSource | null; opposing: ModelSource | null } {
  const jaw = jawOfTooth(tooth);
  return {
    prepared: sources.find((s) => jawOfScan(s.name) === jaw) ?? null,
    opposing: sources.find((s) => jawOfScan(s.name) === (jaw === 'upper' ? 'lower' : 'upper')) ?? null,
  };
}

/** A loaded model's surface in scene coordinates (its transform applied), for distance maps. */
export function sceneMesh(viewer: DentalViewer, modelId: string): MeshData | null {
  const model = viewer.getModel(modelId);
  const mesh = model?.meshes[0];
  if (!mesh) return null;
  mesh.updateWorldMatrix(true, false);
  const data = fromBufferGeometry(mesh.geometry.clone().applyMatrix4(mesh.matrixWorld));
  return { positions: data.positions, indices: data.indices };
}

/** Centre of a loaded model's bounds in scene coordinates. */
export function modelCentre(viewer: DentalViewer, modelId: string): [number, number, number] | null {
  const model = viewer.getModel(modelId);
  if (!model) return null;
  const c = new Box3().setFromObject(model.object).getCenter(new Vector3());
  return [c.x, c.y, c.z];
}

/** Runs `run` once every model is in the viewer: now, or at the ready event that brings the last one. Returns a cancel. */
export function whenLoaded(viewer: DentalViewer, modelIds: readonly string[], run: () => void): () => void {
  const loaded = () => modelIds.every((id) => viewer.getModel(id));
  if (loaded()) {
    run();
    return () => undefined;
  }
  const off = viewer.events.on('ready', () => {
    if (!loaded()) return;
    off();
    run();
  });
  return off;
}

/**
 * Shows the preparation from occlusal with the opposing scan hidden (it would cover the preparation and
 * catch what is dragged on it), once both are loaded. Returns what puts the view back as it was.
 */
export function focusPreparation(
  viewer: DentalViewer,
  margin: [number, number, number][],
  preparedId: string,
  opposingId: string | null,
): () => void {
  let restore = () => {};
  const cancel = whenLoaded(viewer, opposingId ? [preparedId, opposingId] : [preparedId], () => {
    const target = viewer.controls.target.toArray();
    const camera = viewer.camera.position.clone().sub(viewer.controls.target).toArray();
    restore = () => void viewer.flyTo(target, { radius: Math.hypot(...camera), from: camera, duration: 0 });
    const from = modelCentre(viewer, preparedId)!;
    const to = opposingId ? modelCentre(viewer, opposingId)! : null;
    if (opposingId) viewer.setModelVisible(opposingId, false);
    const view = marginView(margin, to ? [to[0] - from[0], to[1] - from[1], to[2] - from[2]] : camera, camera);
    void viewer.flyTo(view.target, { radius: view.distance, from: view.from, duration: 0 });
  });
  return () => {
    cancel();
    if (opposingId && viewer.getModel(opposingId)) viewer.setModelVisible(opposingId, true);
    restore();
  };
}
