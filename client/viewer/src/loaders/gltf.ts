import { Group, Mesh, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { ImporterError, ImporterErrorCode, MESSAGES } from '../errors.js';

/** Parses glTF (JSON) or GLB with three's GLTFLoader; resourcePath resolves external buffers and images. */
export async function parseGltf(data: ArrayBuffer | string, resourcePath = ''): Promise<Group> {
  const loader = new GLTFLoader();
  try {
    const gltf = await loader.parseAsync(data, resourcePath);
    const group = new Group();
    group.add(gltf.scene);
    let meshes = 0;
    gltf.scene.traverse((o: Object3D) => {
      if ((o as Mesh).isMesh) meshes++;
    });
    if (meshes === 0) throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.noMeshes);
    return group;
  } catch (err) {
    if (err instanceof ImporterError) throw err;
    throw new ImporterError(ImporterErrorCode.ImportFailed, err instanceof Error ? err.message : String(err), {
      cause: err,
    });
  }
}
