import { FACE_EXPRESSIONS, type FaceExpression } from '@odontia/shared';
import type { StorageService } from '../storage/storage.service.js';
import { faceModelFolder, type FaceCase } from './face-case.js';

/** Presigned URLs of one expression's face model, as the reconstruction wrote it. */
export interface FaceModelUrls {
  expression: FaceExpression;
  faceUrl: string;
  landmarksUrl: string;
  /** `front.jpg`, absent from models made before it was kept. */
  photoUrl: string | null;
}

/** The expressions whose model was made (its mesh and landmarks are stored), each with presigned URLs. */
export async function faceModels(storage: StorageService, found: FaceCase, seconds: number): Promise<FaceModelUrls[]> {
  const models = await Promise.all(
    FACE_EXPRESSIONS.map(async (expression): Promise<FaceModelUrls | null> => {
      const folder = faceModelFolder(found, expression);
      const [mesh, landmarks, photo] = await Promise.all(
        ['face.glb', 'landmarks.json', 'front.jpg'].map((file) => storage.head(`${folder}${file}`)),
      );
      if (!mesh || !landmarks) return null;
      const sign = (key: string) => storage.signServerObject(key, seconds, key.slice(folder.length));
      return {
        expression,
        faceUrl: await sign(mesh.key),
        landmarksUrl: await sign(landmarks.key),
        photoUrl: photo ? await sign(photo.key) : null,
      };
    }),
  );
  return models.filter((m) => m !== null);
}
