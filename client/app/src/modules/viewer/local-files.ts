import { MODEL_TYPES, type ModelSource, type ModelType } from '@odontia/viewer';

const extension = (name: string): string =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
const stem = (name: string): string => (name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name).toLowerCase();
const TEXTURES = ['jpg', 'jpeg', 'png', 'webp'];

/** What a set of chosen files becomes: model sources (OBJ with its MTL and texture) and ignored names. */
export interface LocalFileSources {
  sources: ModelSource[];
  /** Object URLs to revoke when the models are closed. */
  objectUrls: string[];
  ignored: string[];
}

/**
 * Turns files chosen from disk into viewer sources: every model file becomes one model; an OBJ takes
 * the MTL of the same name (or the only MTL) and the texture of the same name (or the only texture).
 */
export function localFileSources(
  files: File[],
  makeUrl: (file: File) => string = (f) => URL.createObjectURL(f),
): LocalFileSources {
  const mtls = files.filter((f) => extension(f.name) === 'mtl');
  const textures = files.filter((f) => TEXTURES.includes(extension(f.name)));
  const objectUrls: string[] = [];
  const url = (file: File) => {
    const u = makeUrl(file);
    objectUrls.push(u);
    return u;
  };
  const sources: ModelSource[] = [];
  const ignored: string[] = [];
  files.forEach((file, index) => {
    const type = extension(file.name);
    if (type === 'mtl' || TEXTURES.includes(type)) return;
    if (!(MODEL_TYPES as readonly string[]).includes(type)) {
      ignored.push(file.name);
      return;
    }
    const source: ModelSource = {
      id: `local-${index}-${file.name}`,
      name: file.name,
      type: type as ModelType,
      url: url(file),
    };
    if (type === 'obj') {
      const mtl = mtls.find((m) => stem(m.name) === stem(file.name)) ?? (mtls.length === 1 ? mtls[0] : undefined);
      const texture =
        textures.find((t) => stem(t.name) === stem(file.name)) ?? (textures.length === 1 ? textures[0] : undefined);
      if (mtl) source.mtlUrl = url(mtl);
      if (texture) source.textureUrl = url(texture);
    }
    sources.push(source);
  });
  return { sources, objectUrls, ignored };
}
