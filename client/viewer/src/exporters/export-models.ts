import type { Object3D } from 'three';
import { MESSAGES } from '../errors.js';
import { getDracoEncoderModule } from '../loaders/draco-module.js';
import type { MeshData } from '../loaders/mesh-data.js';
import { collectMeshes } from './collect.js';
import { writeDrc } from './drc.js';
import { writeGlb } from './glb.js';
import { writeObj } from './obj.js';
import { writePly } from './ply.js';
import { writeStl } from './stl.js';

/** Export formats: binary STL, OBJ, binary PLY, GLB, Draco. */
export type ExportFormat = 'stl' | 'obj' | 'ply' | 'glb' | 'drc';

/** An exported file, named model.<ext> as the seeds name downloads. */
export interface ExportedFile {
  fileName: string;
  mimeType: string;
  data: ArrayBuffer | string;
}

const MIME: Record<ExportFormat, string> = {
  stl: 'model/stl',
  obj: 'model/obj',
  ply: 'application/octet-stream',
  glb: 'model/gltf-binary',
  drc: 'application/octet-stream',
};

/**
 * Exports the selected models (world transforms applied). Throws ViewerError
 * 'Please select models to export' on an empty selection and 'No mesh' when they hold no mesh.
 */
export async function exportModels(objects: Object3D[], format: ExportFormat): Promise<ExportedFile> {
  return exportMeshes(collectMeshes(objects), format);
}

/** Writes meshes (already in the frame they are to be saved in) as one file of the format. */
export async function exportMeshes(meshes: MeshData[], format: ExportFormat): Promise<ExportedFile> {
  let data: ArrayBuffer | string;
  try {
    switch (format) {
      case 'stl':
        data = writeStl(meshes);
        break;
      case 'obj':
        data = writeObj(meshes);
        break;
      case 'ply':
        data = writePly(meshes);
        break;
      case 'glb':
        data = writeGlb(meshes);
        break;
      case 'drc':
        data = writeDrc(await getDracoEncoderModule(), meshes);
        break;
    }
  } catch (err) {
    console.error(MESSAGES.exportError, err);
    throw err;
  }
  return { fileName: `model.${format}`, mimeType: MIME[format], data };
}

/** Starts a browser download of an exported file. */
export function downloadFile(file: ExportedFile): void {
  const url = URL.createObjectURL(new Blob([file.data], { type: file.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
