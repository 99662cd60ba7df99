import type { CtFrames } from '@odontia/shared';
import { Group, type Object3D } from 'three';

/**
 * A CT object (geometry in the CT's frame) as a child of a group that carries it into the upper-scan
 * frame of the playback. For the mandible the player sets the returned group's parent's matrix (the
 * pose), so the CT jaw moves as pose · (CT to scan).
 */
export function onScans(object: Object3D, frames: CtFrames, name: string): Group {
  const group = new Group();
  group.name = name;
  group.matrixAutoUpdate = false;
  group.matrix.fromArray(frames.ctToScan);
  group.add(object);
  return group;
}

/** The CT mandible under a group of its own that the player moves with the recorded pose. */
export function movingOnScans(object: Object3D, frames: CtFrames, name: string): Group {
  const moving = new Group();
  moving.name = name;
  moving.add(onScans(object, frames, `${name}_on_scans`));
  return moving;
}
