import {
  BufferAttribute,
  BufferGeometry,
  Group,
  Matrix4,
  Mesh,
  Vector2,
  type MeshStandardMaterial,
  type Object3D,
} from 'three';
import type { DentalViewer } from '../core/dental-viewer.js';
import { Emitter } from '../core/events.js';
import { ScreenErrorLod } from '../core/screen-error-lod.js';
import { ContactWorkerClient, type ContactResult } from './contact-worker-client.js';
import type { Jaw } from './contacts.js';
import type { DetailLevel } from './levels.js';
import { PathLayer, type PathPoint } from './path-layer.js';
import { frameAt, poseAt, trackDuration, validFrames, type PoseTrack } from './pose.js';

/** Events of the trajectory player. */
export interface PlayerEvents extends Record<string, unknown> {
  /** Playback position changed (every animation frame while playing). */
  time: { timeMs: number; frame: number; playing: boolean };
  /** A jaw's contact frame arrived from its worker (counts are of both jaws, each as last measured). */
  contacts: { jaw: Jaw; contacts: number; minDistanceMm: number; computeMs: number; latencyMs: number };
  /** The contact worker is ready (scans welded, BVHs built). */
  contactsReady: { setupMs: number; upperCandidates: number; lowerCandidates: number };
  /** A jaw's coarser drawing levels arrived: their triangle counts and measured deviations (mm). */
  levels: { jaw: Jaw; triangles: number[]; deviationMm: number[] };
}

export interface PlayerOptions {
  upperModelId: string;
  lowerModelId: string;
  /** Mandibular points whose paths are drawn as playback reaches them (IP, LC, RC). */
  pathPoints?: readonly PathPoint[];
  /**
   * More objects that move with the mandible (the CT's jaw, lower teeth, canal), their geometry in the
   * upper-scan frame: each takes the pose as its matrix every frame.
   */
  mandible?: readonly Object3D[];
  /** Called with each pose applied (column-major 4x4, upper-scan frame) before the frame that shows it. */
  onPose?: (pose: ArrayLike<number>) => void;
}

const toBytes = (m: MeshStandardMaterial): [number, number, number] => [
  Math.round(m.color.r * 255),
  Math.round(m.color.g * 255),
  Math.round(m.color.b * 255),
];

/**
 * Plays a recorded jaw motion on the patient's scans in a DentalViewer: the lower scan follows the
 * per-frame pose (interpolated between frames), the paths of chosen points grow as they are reached,
 * and occlusal contacts (upper-lower distance 0-1 mm as vertex colours on both scans) are computed in
 * two workers (one per jaw) for the newest pose (stale poses are skipped). The container carries the state as data
 * attributes (`data-playback-time`, `data-playback-frame`, `data-contacts`) for tests.
 */
export class TrajectoryPlayer {
  readonly events = new Emitter<PlayerEvents>();
  private readonly group = new Group();
  private readonly upper: Mesh;
  private readonly lower: Mesh;
  /** Once welded, each jaw is drawn through its levels of detail; the lower's carries the pose. */
  private lods: Record<Jaw, ScreenErrorLod> | null = null;
  private readonly drawingBuffer = new Vector2();
  private readonly originals: Mesh[];
  private track: PoseTrack | null = null;
  private frames: Uint32Array = new Uint32Array(0);
  private paths: PathLayer | null = null;
  private readonly pose = new Float32Array(16);
  private readonly lowerBase = new Matrix4();
  private contacts: Record<Jaw, ContactWorkerClient> | null = null;
  private readonly latest: Record<Jaw, { contacts: number; min: number }> = {
    upper: { contacts: 0, min: Infinity },
    lower: { contacts: 0, min: Infinity },
  };
  private contactsOn = false;
  private welded = false;
  private jumped = true;
  private readonly requestedAt: Record<Jaw, Map<number, number>> = { upper: new Map(), lower: new Map() };
  private stopTicks: (() => void) | null = null;
  private last = 0;
  timeMs = 0;
  playing = false;
  speed = 1;
  loop = true;

  constructor(
    private readonly viewer: DentalViewer,
    private readonly options: PlayerOptions,
  ) {
    const up = viewer.getModel(options.upperModelId)?.meshes[0];
    const low = viewer.getModel(options.lowerModelId)?.meshes[0];
    if (!up || !low) throw new Error('playback needs the upper and the lower scan loaded');
    this.originals = [up, low];
    up.updateMatrixWorld(true);
    low.updateMatrixWorld(true);
    // The scans as placed at maximal intercuspation: the upper fixed, the lower moved by each pose.
    this.upper = new Mesh(up.geometry, (up.material as MeshStandardMaterial).clone());
    this.upper.matrix.copy(up.matrixWorld);
    this.lower = new Mesh(low.geometry, (low.material as MeshStandardMaterial).clone());
    this.lowerBase.copy(low.matrixWorld);
    for (const m of [this.upper, this.lower]) m.matrixAutoUpdate = false;
    this.lower.matrix.copy(this.lowerBase);
    this.group.add(this.upper, this.lower);
    viewer.scene.add(this.group);
    viewer.setModelVisible(options.upperModelId, false);
    viewer.setModelVisible(options.lowerModelId, false);
  }

  /** Plays this recording from its start. */
  setTrack(track: PoseTrack): void {
    this.track = track;
    this.frames = validFrames(track);
    this.paths?.dispose();
    this.paths = this.options.pathPoints?.length ? new PathLayer(track, this.options.pathPoints) : null;
    if (this.paths) this.group.add(this.paths.group);
    this.seek(0);
  }

  get durationMs(): number {
    return this.track ? trackDuration(this.track) : 0;
  }

  play(): void {
    if (!this.track || this.playing) return;
    if (this.timeMs >= this.durationMs) this.seek(0);
    this.playing = true;
    this.last = performance.now();
    this.stopTicks = this.viewer.animate(this.tick);
    this.emitTime();
  }

  pause(): void {
    this.playing = false;
    this.stopTicks?.();
    this.stopTicks = null;
    this.emitTime();
  }

  /** Moves to `timeMs` from the first frame (a jump: contacts are measured afresh). */
  seek(timeMs: number): void {
    this.jumped = true;
    this.apply(Math.min(Math.max(0, timeMs), this.durationMs));
  }

  /** Turns the contact colour map on or off (the first time starts the worker: welding and BVHs). */
  async setContacts(on: boolean): Promise<void> {
    this.contactsOn = on;
    this.setColored(on && this.welded);
    if (!on) {
      delete this.viewer.container.dataset.contacts;
      return;
    }
    if (!this.contacts) await this.startContacts();
    this.jumped = true;
    this.requestContacts();
  }

  /** Triangles drawn for the two scans at the levels last chosen (the full count until welded). */
  get drawnTriangles(): number {
    if (this.lods) return this.lods.upper.drawnTriangles + this.lods.lower.drawnTriangles;
    const count = (m: Mesh) => (m.geometry.index?.count ?? m.geometry.getAttribute('position').count) / 3;
    return count(this.upper) + count(this.lower);
  }

  private async startContacts(): Promise<void> {
    // one worker per jaw: the two halves of each pose are measured on two cores; each then sends its
    // jaw's coarser drawing levels, which may come before the other worker is ready
    const resolveLevels = {} as Record<Jaw, (levels: DetailLevel[]) => void>;
    const levels = {
      upper: new Promise<DetailLevel[]>((r) => (resolveLevels.upper = r)),
      lower: new Promise<DetailLevel[]>((r) => (resolveLevels.lower = r)),
    };
    this.contacts = {
      upper: new ContactWorkerClient((r) => this.onContacts('upper', r), resolveLevels.upper),
      lower: new ContactWorkerClient((r) => this.onContacts('lower', r), resolveLevels.lower),
    };
    const baked = (mesh: Mesh, world: Matrix4) => {
      const g = mesh.geometry.clone().applyMatrix4(world);
      const idx = g.getIndex();
      return {
        positions: g.getAttribute('position').array as Float32Array,
        indices: idx ? Uint32Array.from(idx.array as ArrayLike<number>) : undefined,
        color: toBytes(mesh.material as MeshStandardMaterial),
      };
    };
    const upper = baked(this.upper, this.upper.matrix);
    const lower = baked(this.lower, this.lowerBase);
    const [u, l] = await Promise.all([
      this.contacts.upper.init(upper, lower, 'upper'),
      this.contacts.lower.init(upper, lower, 'lower'),
    ]);
    const geometry = (m: { positions: Float32Array; indices: Uint32Array }) => {
      const g = new BufferGeometry();
      g.setAttribute('position', new BufferAttribute(m.positions, 3));
      g.setIndex(new BufferAttribute(m.indices, 1));
      g.setAttribute('color', new BufferAttribute(new Uint8Array(m.positions.length), 3, true));
      g.computeVertexNormals();
      g.computeBoundingSphere();
      return g;
    };
    // welded meshes are already in the scan frame
    this.upper.geometry = geometry(u);
    this.lower.geometry = geometry(l);
    this.lowerBase.identity();
    const viewportHeight = () => this.viewer.renderer.getDrawingBufferSize(this.drawingBuffer).y;
    const lod = (mesh: Mesh) => {
      mesh.matrix.identity();
      const node = new ScreenErrorLod(mesh, viewportHeight);
      node.matrixAutoUpdate = false;
      this.group.add(node);
      return node;
    };
    this.lods = { upper: lod(this.upper), lower: lod(this.lower) };
    for (const jaw of ['upper', 'lower'] as const)
      void levels[jaw].then((found) => {
        if (!this.lods) return;
        for (const level of found) this.lods[jaw].addCoarser(level.indices, level.deviationMm);
        this.viewer.invalidate();
        this.events.emit('levels', {
          jaw,
          triangles: found.map((l) => l.indices.length / 3),
          deviationMm: found.map((l) => l.deviationMm),
        });
      });
    this.welded = true;
    this.apply(this.timeMs);
    this.setColored(this.contactsOn);
    this.events.emit('contactsReady', {
      setupMs: Math.max(u.setupMs, l.setupMs),
      upperCandidates: u.candidates,
      lowerCandidates: l.candidates,
    });
  }

  private setColored(on: boolean): void {
    for (const [mesh, original] of [
      [this.upper, this.originals[0]!],
      [this.lower, this.originals[1]!],
    ] as const) {
      const mat = mesh.material as MeshStandardMaterial;
      const base = (original.material as MeshStandardMaterial).color;
      mat.vertexColors = on;
      mat.flatShading = !on && (original.material as MeshStandardMaterial).flatShading;
      if (on) mat.color.set(0xffffff);
      else mat.color.copy(base);
      mat.needsUpdate = true;
    }
    this.viewer.invalidate();
  }

  private onContacts(jaw: Jaw, r: ContactResult): void {
    if (!this.contactsOn || !this.welded) return;
    const attr = (jaw === 'upper' ? this.upper : this.lower).geometry.getAttribute('color') as BufferAttribute;
    (attr.array as Uint8Array).set(r.colors);
    attr.needsUpdate = true;
    this.viewer.invalidate();
    this.latest[jaw] = { contacts: r.contacts, min: r.minDistanceMm };
    const asked = this.requestedAt[jaw];
    const sent = asked.get(r.seq) ?? performance.now();
    // poses asked before this one were skipped as stale: forget them, keep the newer ones
    for (const seq of asked.keys()) if (seq <= r.seq) asked.delete(seq);
    const contacts = this.latest.upper.contacts + this.latest.lower.contacts;
    const min = Math.min(this.latest.upper.min, this.latest.lower.min);
    const ds = this.viewer.container.dataset;
    ds.contacts = String(contacts);
    ds.contactsMinMm = Number.isFinite(min) ? min.toFixed(3) : '';
    this.events.emit('contacts', {
      jaw,
      contacts,
      minDistanceMm: min,
      computeMs: r.computeMs,
      latencyMs: performance.now() - sent,
    });
  }

  private requestContacts(): void {
    if (!this.contactsOn || !this.welded || !this.contacts) return;
    for (const jaw of ['upper', 'lower'] as const)
      this.requestedAt[jaw].set(this.contacts[jaw].request(this.pose, this.jumped), performance.now());
    this.jumped = false;
  }

  private apply(timeMs: number): void {
    this.timeMs = timeMs;
    if (!this.track || !poseAt(this.track, timeMs, this.pose, this.frames)) return;
    const lower = this.lods?.lower ?? this.lower;
    lower.matrix.fromArray(this.pose).multiply(this.lowerBase);
    lower.matrixWorldNeedsUpdate = true;
    for (const o of this.options.mandible ?? []) {
      o.matrixAutoUpdate = false;
      o.matrix.fromArray(this.pose);
      o.matrixWorldNeedsUpdate = true;
    }
    this.options.onPose?.(this.pose);
    const frame = frameAt(this.track, timeMs);
    this.paths?.showUntil(frame);
    this.viewer.invalidate();
    this.requestContacts();
    this.emitTime(frame);
  }

  private emitTime(frame = this.track ? frameAt(this.track, this.timeMs) : 0): void {
    const ds = this.viewer.container.dataset;
    ds.playbackTime = this.timeMs.toFixed(0);
    ds.playbackFrame = String(frame);
    ds.playbackPlaying = String(this.playing);
    this.events.emit('time', { timeMs: this.timeMs, frame, playing: this.playing });
  }

  /** One playback step before a viewer frame; false ends the steps. */
  private readonly tick = (now: number): boolean => {
    if (!this.playing) return false;
    const dt = (now - this.last) * this.speed;
    this.last = now;
    let t = this.timeMs + dt;
    const end = this.durationMs;
    if (t >= end) {
      if (this.loop && end > 0) {
        t %= end;
        this.jumped = true;
      } else {
        this.apply(end);
        this.pause();
        return false;
      }
    }
    this.apply(t);
    return true;
  };

  /** Removes the playback meshes and paths, stops the worker and shows the original scans again. */
  dispose(): void {
    this.pause();
    this.contacts?.upper.dispose();
    this.contacts?.lower.dispose();
    this.paths?.dispose();
    this.group.removeFromParent();
    this.lods?.upper.disposeCoarser();
    this.lods?.lower.disposeCoarser();
    this.lods = null;
    for (const m of [this.upper, this.lower]) {
      if (this.welded) m.geometry.dispose();
      (m.material as MeshStandardMaterial).dispose();
    }
    this.viewer.setModelVisible(this.options.upperModelId, true);
    this.viewer.setModelVisible(this.options.lowerModelId, true);
    const ds = this.viewer.container.dataset;
    for (const k of ['contacts', 'contactsMinMm', 'playbackTime', 'playbackFrame', 'playbackPlaying']) delete ds[k];
    this.events.clear();
  }
}
