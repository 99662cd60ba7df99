import {
  buildModelObject,
  fromBufferGeometry,
  type DentalViewer,
  type LoadedModel,
  type MeshData,
} from '@odontia/viewer';
import type { MeshStandardMaterial } from 'three';

/** Blocked-out depth drawn fully red, mm; a preparation with no undercut along its axis shows green. */
export const UNDERCUT_FULL_MM = 0.2;
export const UNDERCUT_MODEL_ID = 'crown-undercut';

/** The design's undercut map: the preparation's vertices (scan coordinates, mm) and their blocked-out depths. */
export interface UndercutMap {
  positions: number[];
  depthMm: number[];
}

export function parseUndercutMap(raw: unknown): UndercutMap {
  const map = raw as Partial<UndercutMap> | null;
  const numbers = (a: unknown): a is number[] => Array.isArray(a) && a.every((v) => typeof v === 'number');
  if (!map || !numbers(map.positions) || !numbers(map.depthMm) || map.positions.length !== 3 * map.depthMm.length)
    throw new Error('undercut map is malformed');
  return { positions: map.positions, depthMm: map.depthMm };
}

export async function loadUndercutMap(url: string): Promise<UndercutMap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`undercut map answered ${response.status}`);
  return parseUndercutMap(await response.json());
}

/** Green (none) through yellow to red (`UNDERCUT_FULL_MM` or deeper), rgb 0..1. */
export function undercutColor(depthMm: number): [number, number, number] {
  const f = Math.min(1, Math.max(0, depthMm / UNDERCUT_FULL_MM));
  return f < 0.5 ? [0.2 + 1.6 * f, 0.7, 0.3 - 0.4 * f] : [1, 0.7 - 1.4 * (f - 0.5), 0.1];
}

const key = (p: ArrayLike<number>, i: number) =>
  `${Math.fround(p[3 * i]!)},${Math.fround(p[3 * i + 1]!)},${Math.fround(p[3 * i + 2]!)}`;

/**
 * The scan's triangles on the preparation (all three corners in the map, matched by position), coloured by
 * their blocked-out depth: a surface to lay over the scan.
 */
export function undercutSurface(scan: MeshData, map: UndercutMap): MeshData | null {
  const depth = new Map<string, number>();
  for (let i = 0; i < map.depthMm.length; i++) depth.set(key(map.positions, i), map.depthMm[i]!);
  const p = scan.positions;
  const corners = scan.indices ?? Uint32Array.from({ length: p.length / 3 }, (_, i) => i);
  const positions: number[] = [],
    colors: number[] = [];
  for (let t = 0; t < corners.length; t += 3) {
    const d = [0, 1, 2].map((e) => depth.get(key(p, corners[t + e]!)));
    if (d.some((v) => v === undefined)) continue;
    for (let e = 0; e < 3; e++) {
      const v = corners[t + e]!;
      positions.push(p[3 * v]!, p[3 * v + 1]!, p[3 * v + 2]!);
      colors.push(...undercutColor(d[e]!));
    }
  }
  if (!positions.length) return null;
  return { positions: Float32Array.from(positions), colors: Float32Array.from(colors) };
}

/** The undercut map over the prepared scan shown in the viewer, as a model drawn just in front of the scan. */
export function undercutModel(
  viewer: DentalViewer,
  scanId: string,
  map: UndercutMap,
  name: string,
): LoadedModel | null {
  const mesh = viewer.getModel(scanId)?.meshes[0];
  // matched in the file's own coordinates, placed where the scan is shown
  const surface = mesh ? undercutSurface(fromBufferGeometry(mesh.geometry), map) : null;
  if (!mesh || !surface) return null;
  const model = buildModelObject({ id: UNDERCUT_MODEL_ID, name }, { meshes: [surface] });
  mesh.updateWorldMatrix(true, false);
  model.object.applyMatrix4(mesh.matrixWorld);
  for (const part of model.meshes) {
    const material = part.material as MeshStandardMaterial;
    material.polygonOffset = true;
    material.polygonOffsetFactor = -1;
    material.polygonOffsetUnits = -4;
  }
  return model;
}
