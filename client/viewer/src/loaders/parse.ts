import type { ModelType } from '../constants.js';
import { ImporterError, ImporterErrorCode } from '../errors.js';
import { getDracoDecoderModule } from './draco-module.js';
import { decodeDraco } from './drc.js';
import type { ParsedModel } from './mesh-data.js';
import { parseObj } from './obj.js';
import { parsePly } from './ply.js';
import { parseStl } from './stl.js';

/** Formats parsed into plain arrays (and so off the main thread in the browser). */
export type ArrayFormat = Exclude<ModelType, 'gltf' | 'glb'>;

/** Parses a model buffer of a format handled by the array parsers. Same code in workers and in Node. */
export async function parseModelBuffer(type: ArrayFormat, data: ArrayBuffer): Promise<ParsedModel> {
  switch (type) {
    case 'stl':
      return parseStl(data);
    case 'ply':
      return parsePly(data);
    case 'obj':
      return parseObj(new TextDecoder().decode(data));
    case 'drc':
      return decodeDraco(await getDracoDecoderModule(), data);
    default:
      throw new ImporterError(ImporterErrorCode.NoImportableFile, `Unsupported model type: ${String(type)}`);
  }
}

/** Guesses the model type from a URL or file name extension (query and hash ignored). */
export function modelTypeFromName(name: string): ModelType | undefined {
  const clean = name.split(/[?#]/)[0] ?? '';
  const ext = clean.slice(clean.lastIndexOf('.') + 1).toLowerCase();
  return (['stl', 'ply', 'obj', 'gltf', 'glb', 'drc'] as const).find((t) => t === ext);
}
