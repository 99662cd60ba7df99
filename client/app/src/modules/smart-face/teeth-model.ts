import { toothMesh, type SmileDesign } from '@odontia/shared';
import { writeGlb, type MeshData, type ModelSource } from '@odontia/viewer';

export const FACE_MODEL_ID = 'face';
export const TEETH_MODEL_ID = 'smile-teeth';

/** The designed crowns as meshes in the face frame (mm). */
export function teethMeshes(design: SmileDesign): MeshData[] {
  return design.teeth.map((tooth) => {
    const mesh = toothMesh(tooth);
    return { name: `tooth-${tooth.fdi}`, positions: mesh.positions, indices: mesh.indices };
  });
}

/** The face and, when designed, the teeth as viewer models. */
export function smileModels(faceUrl: string | null, design: SmileDesign | null, showTeeth: boolean): ModelSource[] {
  const models: ModelSource[] = [];
  if (faceUrl) models.push({ id: FACE_MODEL_ID, url: faceUrl, type: 'glb', name: 'face.glb' });
  if (design)
    models.push({
      id: TEETH_MODEL_ID,
      data: writeGlb(teethMeshes(design)),
      type: 'glb',
      name: 'teeth.glb',
      color: '#fbf8ef',
      visible: showTeeth,
    });
  return models;
}
