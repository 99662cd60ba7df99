import { Color, Group, Mesh, TextureLoader, type ColorRepresentation, type Material, type Texture } from 'three';
import type { ModelGroupName, ModelType } from '../constants.js';
import { ImporterError, ImporterErrorCode, MESSAGES, toImporterError } from '../errors.js';
import { parseGltf } from './gltf.js';
import { createModelMaterial } from './material.js';
import { toBufferGeometry, type ParsedModel } from './mesh-data.js';
import { modelCache } from './model-cache.js';
import { parseMtl, type MtlMaterial } from './obj.js';
import { modelTypeFromName, parseModelBuffer, type ArrayFormat } from './parse.js';
import { ParseWorkerPool, sharedParsePool } from './worker-pool.js';

/** A model file to show (seed 001 section 3: type, URLs, colour, alpha, name, last modified). */
export interface ModelSource {
  /** Stable id, e.g. one of MODEL_IDS or a file id. */
  id: string;
  url?: string;
  /** File bytes when already in memory (then url is optional). */
  data?: ArrayBuffer;
  /** Defaults to the extension of url or name. */
  type?: ModelType;
  name?: string;
  mtlUrl?: string;
  textureUrl?: string;
  color?: ColorRepresentation;
  alpha?: number;
  /** Cache validator; with a url and cache enabled the bytes are kept in IndexedDB. */
  lastModified?: string | number;
  /** Named group the model belongs to (MODEL_GROUPS). */
  group?: ModelGroupName;
  visible?: boolean;
}

/** A loaded model: a group holding its meshes. */
export interface LoadedModel {
  id: string;
  source: ModelSource;
  object: Group;
  meshes: Mesh[];
}

/** Loading options. */
export interface LoadOptions {
  /** Use the IndexedDB cache (default true when lastModified is given). */
  cache?: boolean;
  /** Worker pool; null parses on the calling thread. Defaults to the shared pool in browsers. */
  pool?: ParseWorkerPool | null;
  signal?: AbortSignal;
}

/** Fetches a model file as binary, through the IndexedDB cache when lastModified is known. */
export async function fetchModelData(
  url: string,
  opts: { lastModified?: string | number; cache?: boolean; signal?: AbortSignal } = {},
): Promise<ArrayBuffer> {
  const useCache = (opts.cache ?? true) && opts.lastModified !== undefined;
  if (useCache) {
    const hit = await modelCache.get(url, opts.lastModified!);
    if (hit) return hit;
  }
  let res: Response;
  try {
    res = await fetch(url, { signal: opts.signal });
  } catch (err) {
    throw new ImporterError(ImporterErrorCode.FailedToLoadFile, `Failed to load ${url}`, { cause: err });
  }
  if (!res.ok) throw new ImporterError(ImporterErrorCode.FailedToLoadFile, `Failed to load ${url}: HTTP ${res.status}`);
  const data = await res.arrayBuffer();
  if (useCache) void modelCache.put(url, { data: data.slice(0), lastModified: opts.lastModified! });
  return data;
}

async function loadTexture(url: string | undefined): Promise<Texture | null> {
  if (!url || typeof document === 'undefined') return null;
  try {
    return await new TextureLoader().loadAsync(url);
  } catch (err) {
    console.warn('texture load failed', url, err);
    return null;
  }
}

/** Builds the meshes of a parsed model with the viewer material (per-model colour and alpha; MTL colours and textures for OBJ). */
export function buildModelObject(
  src: ModelSource,
  parsed: ParsedModel,
  mtl?: Map<string, MtlMaterial>,
  texture?: Texture | null,
): LoadedModel {
  const object = new Group();
  object.name = src.name ?? src.id;
  object.userData = { modelId: src.id, group: src.group };
  const meshes = parsed.meshes.map((m) => {
    const mat = m.material ? mtl?.get(m.material) : undefined;
    const material: Material = createModelMaterial({
      color: src.color ?? (mat?.color ? new Color(...mat.color) : undefined),
      alpha: src.alpha ?? mat?.opacity,
      vertexColors: !src.color && !!m.colors,
      map: m.uvs ? texture : null,
      flatShading: m.flat && !m.normals,
    });
    const mesh = new Mesh(toBufferGeometry(m), material);
    mesh.name = m.name || object.name;
    mesh.userData.modelId = src.id;
    object.add(mesh);
    return mesh;
  });
  if (meshes.length === 0) throw new ImporterError(ImporterErrorCode.ImportFailed, MESSAGES.noMeshes);
  object.visible = src.visible ?? true;
  return { id: src.id, source: src, object, meshes };
}

/**
 * Loads one model: fetch (or given bytes), parse off the main thread where workers exist, and
 * build meshes. Errors are ImporterError with the seeds' codes.
 */
export async function loadModel(src: ModelSource, opts: LoadOptions = {}): Promise<LoadedModel> {
  try {
    const type = src.type ?? modelTypeFromName(src.url ?? src.name ?? '');
    if (!type)
      throw new ImporterError(
        ImporterErrorCode.NoImportableFile,
        `No importable file: ${src.url ?? src.name ?? src.id}`,
      );
    if (!src.data && !src.url)
      throw new ImporterError(ImporterErrorCode.NoImportableFile, `No url or data for model ${src.id}`);
    const data =
      src.data ??
      (await fetchModelData(src.url!, { lastModified: src.lastModified, cache: opts.cache, signal: opts.signal }));
    if (type === 'gltf' || type === 'glb') {
      const base = src.url ? src.url.slice(0, src.url.lastIndexOf('/') + 1) : '';
      const group = await parseGltf(type === 'gltf' ? new TextDecoder().decode(data) : data, base);
      const meshes: Mesh[] = [];
      group.traverse((o) => {
        if (!(o as Mesh).isMesh) return;
        const mesh = o as Mesh;
        if (src.color !== undefined || src.alpha !== undefined)
          mesh.material = createModelMaterial({ color: src.color, alpha: src.alpha });
        mesh.userData.modelId = src.id;
        meshes.push(mesh);
      });
      group.name = src.name ?? src.id;
      group.userData = { modelId: src.id, group: src.group };
      group.visible = src.visible ?? true;
      return { id: src.id, source: src, object: group, meshes };
    }
    const pool = opts.pool === undefined ? (ParseWorkerPool.available() ? sharedParsePool() : null) : opts.pool;
    const parsedPromise = pool
      ? pool.run<ParsedModel>(
          { kind: 'parse', type, data: src.data ? data.slice(0) : data },
          [src.data ? undefined : data].filter(Boolean) as ArrayBuffer[],
        )
      : parseModelBuffer(type as ArrayFormat, data);
    const mtlPromise =
      type === 'obj' && src.mtlUrl
        ? fetch(src.mtlUrl)
            .then((r) => (r.ok ? r.text() : ''))
            .then(parseMtl)
            .catch(() => undefined)
        : Promise.resolve(undefined);
    const [parsed, mtl] = await Promise.all([parsedPromise, mtlPromise]);
    let textureUrl = src.textureUrl;
    if (!textureUrl && mtl && src.mtlUrl) {
      const map = [...mtl.values()].find((m) => m.map)?.map;
      if (map) textureUrl = new URL(map, new URL(src.mtlUrl, globalThis.location?.href ?? 'http://localhost/')).href;
    }
    const texture = type === 'obj' ? await loadTexture(textureUrl) : null;
    return buildModelObject(src, parsed, mtl, texture);
  } catch (err) {
    throw toImporterError(err);
  }
}
