import { axisAngle4, ctFrames, transformPoint } from '@odontia/shared';
import { Object3D, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { movingOnScans, onScans } from './ct-placement';

const scanToCt = axisAngle4([0.3, 0.9, 0.1], 20, [0, 0, 0], [12, -30, 8]);
const frames = ctFrames(scanToCt);

describe('CT objects in the playback (upper-scan frame)', () => {
  it('puts a point of the CT where the registration says it is on the scans', () => {
    const marker = new Object3D();
    marker.position.set(50, 34, -85);
    const placed = onScans(marker, frames, 'fixed');
    placed.updateMatrixWorld(true);
    const world = marker.getWorldPosition(new Vector3());
    const onCt = transformPoint(scanToCt, [world.x, world.y, world.z]);
    expect(onCt[0]).toBeCloseTo(50, 5);
    expect(onCt[1]).toBeCloseTo(34, 5);
    expect(onCt[2]).toBeCloseTo(-85, 5);
  });

  it('moves the CT mandible with the scan-frame pose the player sets', () => {
    const marker = new Object3D();
    marker.position.set(50, 34, -85);
    const moving = movingOnScans(marker, frames, 'mandible');
    const pose = axisAngle4([1, 0, 0], -10, [0, 34, -85]);
    moving.matrixAutoUpdate = false;
    moving.matrix.fromArray(pose);
    moving.updateMatrixWorld(true);
    const world = marker.getWorldPosition(new Vector3());
    const onScan = transformPoint(frames.ctToScan, [50, 34, -85]);
    const expected = transformPoint(pose, onScan);
    expect(world.x).toBeCloseTo(expected[0], 5);
    expect(world.y).toBeCloseTo(expected[1], 5);
    expect(world.z).toBeCloseTo(expected[2], 5);
  });
});
