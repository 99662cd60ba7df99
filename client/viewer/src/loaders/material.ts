import { Color, DoubleSide, MeshStandardMaterial, type ColorRepresentation, type Texture } from 'three';
import { VIEWER } from '../constants.js';

/** Options of a model material. */
export interface ModelMaterialOptions {
  color?: ColorRepresentation;
  /** 0..1; below 1 makes the material transparent. */
  alpha?: number;
  vertexColors?: boolean;
  map?: Texture | null;
  /** Flat shading (meshes without normals, e.g. STL). */
  flatShading?: boolean;
}

const [r, g, b] = VIEWER.defaultFaceColor;
/** Default face colour (200,200,200) of imported models. */
export const DEFAULT_FACE_COLOR = new Color(r / 255, g / 255, b / 255);

/** The viewer's model material: standard PBR with metalness 0.2 and roughness 0.8. */
export function createModelMaterial(opts: ModelMaterialOptions = {}): MeshStandardMaterial {
  const alpha = opts.alpha ?? 1;
  return new MeshStandardMaterial({
    color: opts.vertexColors ? 0xffffff : new Color(opts.color ?? DEFAULT_FACE_COLOR),
    metalness: VIEWER.metalness,
    roughness: VIEWER.roughness,
    transparent: alpha < 1,
    opacity: alpha,
    depthWrite: alpha >= 1,
    vertexColors: opts.vertexColors ?? false,
    map: opts.map ?? null,
    flatShading: opts.flatShading ?? false,
    side: DoubleSide,
  });
}
