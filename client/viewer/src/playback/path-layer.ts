import { BufferAttribute, BufferGeometry, Group, Line, LineBasicMaterial, type ColorRepresentation } from 'three';
import { validFrames, type PoseTrack } from './pose.js';

/** A mandibular point whose path is drawn (IP, LC, RC or any point), at maximal intercuspation. */
export interface PathPoint {
  id: string;
  point: readonly [number, number, number];
  color: ColorRepresentation;
}

/**
 * Paths of mandibular points along a track as lines (one per point), drawn up to a frame so a path
 * grows as playback reaches it. Positions are the pose applied to the point at each measured frame.
 */
export class PathLayer {
  readonly group = new Group();
  private readonly lines: Line[] = [];
  private readonly frames: Uint32Array;

  constructor(track: PoseTrack, points: readonly PathPoint[]) {
    this.frames = validFrames(track);
    const m = track.matrices;
    for (const p of points) {
      const positions = new Float32Array(this.frames.length * 3);
      this.frames.forEach((f, i) => {
        const o = f * 16;
        const [x, y, z] = p.point;
        positions[i * 3] = m[o]! * x + m[o + 4]! * y + m[o + 8]! * z + m[o + 12]!;
        positions[i * 3 + 1] = m[o + 1]! * x + m[o + 5]! * y + m[o + 9]! * z + m[o + 13]!;
        positions[i * 3 + 2] = m[o + 2]! * x + m[o + 6]! * y + m[o + 10]! * z + m[o + 14]!;
      });
      const g = new BufferGeometry();
      g.setAttribute('position', new BufferAttribute(positions, 3));
      g.computeBoundingSphere();
      const line = new Line(g, new LineBasicMaterial({ color: p.color, depthTest: false }));
      line.name = p.id;
      line.renderOrder = 10;
      this.lines.push(line);
      this.group.add(line);
    }
  }

  /** Shows each path up to and including track frame `frame` (all of it when omitted). */
  showUntil(frame?: number): void {
    let count = this.frames.length;
    if (frame !== undefined) {
      count = 0;
      while (count < this.frames.length && this.frames[count]! <= frame) count++;
    }
    for (const l of this.lines) l.geometry.setDrawRange(0, count);
  }

  dispose(): void {
    this.group.removeFromParent();
    for (const l of this.lines) {
      l.geometry.dispose();
      (l.material as LineBasicMaterial).dispose();
    }
  }
}
