import {
  AmbientLight,
  Color,
  DirectionalLight,
  Matrix4,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
  type ColorRepresentation,
  type Mesh,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { VIEWER } from '../constants.js';
import { ImporterError, MESSAGES, toImporterError } from '../errors.js';
import { downloadFile, exportModels, type ExportedFile, type ExportFormat } from '../exporters/export-models.js';
import { loadModel, type LoadedModel, type ModelSource } from '../loaders/load-model.js';
import type { MeshStandardMaterial } from 'three';
import { ParseWorkerPool, sharedParsePool } from '../loaders/worker-pool.js';
import { alignModels, type AlignmentResult } from '../tools/alignment/align-models.js';
import { MeasureTool, type Measurement } from '../tools/measure-tool.js';
import { SectionPlane } from '../tools/section-plane.js';
import { TransformTool } from '../tools/transform-tool.js';
import { AxisGizmo } from './axis-gizmo.js';
import { boxSphere, CameraTween, easeCubicInOut, fitDistance, flyPose, visibleBounds } from './camera-motion.js';
import { ClickDetector, type NormalizedPointer } from './click-detector.js';
import { Emitter } from './events.js';
import { MarkerLayer, type Marker, type MarkerOptions } from './markers.js';
import { ensureBvh, pick, type PickHit } from './picking.js';

/** Payload of the `ready` event: every requested model settled and the first frame is on screen. */
export interface ReadyEvent {
  models: LoadedModel[];
  failed: { source: ModelSource; error: ImporterError }[];
  elapsedMs: number;
}

/** Events of DentalViewer. */
export interface ViewerEvents extends Record<string, unknown> {
  ready: ReadyEvent;
  measure: Measurement;
  error: { error: ImporterError; source: ModelSource };
  click: PickHit | null;
  dblclick: PickHit | null;
  mark: { modelId: string; points: [number, number, number][] };
  transform: { modelId: string; matrix: number[] };
  align: AlignmentResult & { sourceId: string; targetId: string };
  /** A model was shown or hidden (by a panel or by a page's step), so every panel can show the truth. */
  visibility: { modelId: string; visible: boolean };
}

/** Active pointer tool. */
export type ToolName = 'distance' | 'angle' | 'mark' | null;

/** Options of DentalViewer. */
export interface DentalViewerOptions {
  /** Background colour; null for transparent. Default #f5f7fa. */
  background?: ColorRepresentation | null;
  /** Parse in web workers when available (default true). */
  workers?: boolean;
  /** Show the measurement value label over the scene (default true). */
  measureLabel?: boolean;
}

/** Name of the DOM CustomEvent dispatched on the container when the viewer is ready. */
export const READY_EVENT = 'viewer-ready';

/**
 * The framework-agnostic 3D viewer: scene, camera (fov 30, near 0.1, far 1e6), orbit controls,
 * axis gizmo, model loading and tools. It renders on demand: whatever changes what is seen calls
 * `invalidate()`, which schedules one frame; frames keep coming only while something animates (a camera
 * move, orbit damping, the gizmo's turn, a step registered with `animate`). Nothing renders while the
 * page is hidden, the viewer is sized zero or the GL context is lost.
 */
export class DentalViewer {
  readonly events = new Emitter<ViewerEvents>();
  readonly scene = new Scene();
  readonly camera: PerspectiveCamera;
  readonly renderer: WebGLRenderer;
  readonly controls: OrbitControls;
  readonly section = new SectionPlane();
  private readonly models = new Map<string, LoadedModel>();
  private readonly overlay: HTMLDivElement;
  private readonly label: HTMLDivElement;
  private readonly gizmo: AxisGizmo;
  private readonly tween: CameraTween;
  private readonly clicks: ClickDetector;
  private readonly markers: MarkerLayer;
  private readonly transformTool: TransformTool;
  private readonly measure = { distance: new MeasureTool('distance'), angle: new MeasureTool('angle') };
  private readonly marks = new Map<string, Vector3[]>();
  private readonly pool: ParseWorkerPool | null;
  private readonly cleanups: (() => void)[] = [];
  private tool: ToolName = null;
  private raf = 0;
  private last = 0;
  /** The last frame asked for the next one: the gizmo's turn advances by the time between them. */
  private animating = false;
  private readonly animations = new Set<(now: number) => boolean>();
  private paused = { hidden: false, size: false, context: false };
  private pendingReady: (() => void) | null = null;
  private disposed = false;

  constructor(
    readonly container: HTMLElement,
    private readonly options: DentalViewerOptions = {},
  ) {
    if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
    container.dataset.viewerReady = 'false';
    this.renderer = new WebGLRenderer({ antialias: true, alpha: options.background === null });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.autoClear = false;
    this.renderer.localClippingEnabled = true;
    const canvas = this.renderer.domElement;
    Object.assign(canvas.style, { display: 'block', width: '100%', height: '100%', touchAction: 'none' });
    container.appendChild(canvas);
    if (options.background !== null) this.scene.background = new Color(options.background ?? '#f5f7fa');

    this.camera = new PerspectiveCamera(VIEWER.fov, 1, VIEWER.near, VIEWER.far);
    this.camera.position.set(0, 0, 100);
    const key = new DirectionalLight(0xffffff, 1.6);
    key.position.set(0.5, 1, 1);
    this.camera.add(key);
    this.scene.add(new AmbientLight(0xffffff, 0.9), this.camera, this.section.helper);
    this.scene.add(this.measure.distance.group, this.measure.angle.group);

    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = VIEWER.dampingFactor;
    this.controls.rotateSpeed = VIEWER.rotateSpeed;
    this.controls.minDistance = VIEWER.minDistance;
    // Orbiting, zooming, panning and damping: each camera change asks for the frame that shows it.
    this.controls.addEventListener('change', this.invalidate);

    this.overlay = document.createElement('div');
    Object.assign(this.overlay.style, { position: 'absolute', inset: '0', pointerEvents: 'none', overflow: 'hidden' });
    this.label = document.createElement('div');
    this.label.dataset.testid = 'viewer-distance-value';
    Object.assign(this.label.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      display: 'none',
      padding: '2px 6px',
      borderRadius: '4px',
      background: 'rgba(0,0,0,0.7)',
      color: '#fff',
      font: '12px sans-serif',
      whiteSpace: 'nowrap',
    });
    this.overlay.appendChild(this.label);
    container.appendChild(this.overlay);

    this.gizmo = new AxisGizmo(this.camera, canvas);
    this.tween = new CameraTween(this.camera, this.controls);
    this.markers = new MarkerLayer(this.overlay, this.scene, this.invalidate);
    this.clicks = new ClickDetector(
      canvas,
      (p, e) => this.handleClick(p, e),
      (p) => this.handleDoubleClick(p),
    );
    this.transformTool = new TransformTool(this.camera, canvas, this.controls, (o) => {
      const id = o.userData.modelId as string;
      this.events.emit('transform', { modelId: id, matrix: o.matrix.toArray() });
    });
    this.transformTool.controls.addEventListener('change', this.invalidate);
    this.scene.add(this.transformTool.helper);
    this.scene.addEventListener('childadded', this.invalidate);
    this.scene.addEventListener('childremoved', this.invalidate);
    this.pool = options.workers === false || !ParseWorkerPool.available() ? null : sharedParsePool();

    const onVisibility = () => this.setPaused('hidden', document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    this.cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
    const onLost = (e: Event) => {
      e.preventDefault();
      console.warn(MESSAGES.contextLost);
      this.setPaused('context', true);
    };
    const onRestored = () => {
      this.resize();
      this.setPaused('context', false);
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    this.cleanups.push(() => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    });
    const ro = new ResizeObserver(() => this.resize());
    ro.observe(container);
    this.cleanups.push(() => ro.disconnect());
    this.paused.hidden = document.hidden;
    this.resize();
  }

  // ---------- models ----------

  /**
   * Loads models (in parallel, parsing in workers) and resolves with the ready payload once all have
   * settled and the first frame with them is rendered; then `ready` fires, the container gets
   * data-viewer-ready="true" and a `viewer-ready` DOM event.
   */
  async loadModels(sources: ModelSource[], opts: { replace?: boolean; fit?: boolean } = {}): Promise<ReadyEvent> {
    const started = performance.now();
    this.container.dataset.viewerReady = 'false';
    if (opts.replace) for (const id of [...this.models.keys()]) this.removeModel(id);
    const failed: ReadyEvent['failed'] = [];
    const loaded: LoadedModel[] = [];
    await Promise.all(
      sources.map(async (source) => {
        try {
          const model = await loadModel(source, { pool: this.pool });
          if (this.disposed) return;
          this.addModel(model);
          loaded.push(model);
        } catch (err) {
          const error = toImporterError(err);
          console.error(error.message);
          failed.push({ source, error });
          this.events.emit('error', { error, source });
        }
      }),
    );
    if (this.disposed) throw new Error('viewer disposed');
    if (opts.fit ?? true) this.zoomToFit(0);
    const event: ReadyEvent = { models: loaded, failed, elapsedMs: 0 };
    await new Promise<void>((resolve) => {
      this.pendingReady = () => {
        event.elapsedMs = performance.now() - started;
        this.container.dataset.viewerReady = 'true';
        this.events.emit('ready', event);
        this.container.dispatchEvent(new CustomEvent(READY_EVENT, { detail: event }));
        resolve();
      };
      if (this.running()) this.frame(performance.now());
    });
    return event;
  }

  /** Adds an already loaded model to the scene (section plane and BVH included). */
  addModel(model: LoadedModel): void {
    this.removeModel(model.id);
    this.models.set(model.id, model);
    this.scene.add(model.object);
    this.section.setVisible(this.section.visible, [model.object]);
    for (const m of model.meshes)
      void ensureBvh(m.geometry, this.pool).catch((e) => console.warn('BVH build failed', e));
  }

  /** Removes a model and frees its GPU resources. */
  removeModel(id: string): void {
    const m = this.models.get(id);
    if (!m) return;
    if (this.transformTool.controls.object === m.object) this.transformTool.attach(null);
    m.object.removeFromParent();
    for (const mesh of m.meshes) {
      mesh.geometry.dispose();
      for (const mat of [mesh.material].flat()) {
        (mat as MeshStandardMaterial).map?.dispose();
        mat.dispose();
      }
    }
    this.models.delete(id);
    this.marks.delete(id);
  }

  /** A loaded model by id. */
  getModel(id: string): LoadedModel | undefined {
    return this.models.get(id);
  }

  /** Every loaded model. */
  listModels(): LoadedModel[] {
    return [...this.models.values()];
  }

  /** Shows or hides a model. */
  setModelVisible(id: string, visible: boolean): void {
    const m = this.models.get(id);
    if (!m) {
      console.warn(MESSAGES.objectNotFound);
      return;
    }
    if (m.object.visible === visible) return;
    m.object.visible = visible;
    this.events.emit('visibility', { modelId: id, visible });
    this.invalidate();
  }

  /** Sets a model's colour and alpha (0..1). */
  setModelColor(id: string, color: ColorRepresentation, alpha = 1): void {
    for (const mesh of this.models.get(id)?.meshes ?? []) {
      const mat = mesh.material as MeshStandardMaterial;
      mat.vertexColors = false;
      mat.color.set(color);
      mat.opacity = alpha;
      mat.transparent = alpha < 1;
      mat.depthWrite = alpha >= 1;
      mat.needsUpdate = true;
    }
    this.invalidate();
  }

  // ---------- camera ----------

  /** Frames every visible model (1.2 x the bounding sphere). */
  zoomToFit(duration = 600): Promise<void> {
    const s = boxSphere(visibleBounds(this.listModels().map((m) => m.object)));
    const dist = fitDistance(s.radius, VIEWER.fov, this.camera.aspect) * 1.2;
    const pos = flyPose(this.camera, s.center, this.controls.target, dist);
    this.section.fit(s.center, s.radius);
    for (const t of Object.values(this.measure)) t.setDotRadius(Math.max(s.radius / 150, 0.01));
    return this.move(pos, s.center, duration);
  }

  /**
   * Flies the camera to look at a point from `radius` away (defaults 20, 2000 ms), along the current
   * view direction or, given `from`, from that direction (target to camera).
   */
  flyTo(
    target: Vector3 | [number, number, number],
    opts: { radius?: number; duration?: number; from?: [number, number, number] } = {},
  ): Promise<void> {
    const t = Array.isArray(target) ? new Vector3(...target) : target;
    const radius = opts.radius ?? VIEWER.flyRadius;
    const position = opts.from
      ? new Vector3(...opts.from).normalize().multiplyScalar(radius).add(t)
      : flyPose(this.camera, t, this.controls.target, radius);
    return this.move(position, t, opts.duration ?? VIEWER.flyDuration);
  }

  /** Close-to-target move (double-click): 1200 ms cubic, at 1.2 x the scene diagonal unless given. */
  focus(point: Vector3, distance?: number): Promise<void> {
    const box = visibleBounds(this.listModels().map((m) => m.object));
    const diag = box.isEmpty() ? VIEWER.flyRadius : box.getSize(new Vector3()).length();
    const d = distance ?? diag * VIEWER.closeFlyDiagonalFactor;
    return this.move(
      flyPose(this.camera, point, this.controls.target, d),
      point,
      VIEWER.closeFlyDuration,
      easeCubicInOut,
    );
  }

  /** Tweens the camera; frames run until the move ends. */
  private move(position: Vector3, target: Vector3, duration: number, ease?: (t: number) => number): Promise<void> {
    const done = this.tween.to(position, target, duration, ease);
    this.invalidate();
    return done;
  }

  // ---------- picking and tools ----------

  /** Surface point under a client (page) position, or null. */
  pickAt(clientX: number, clientY: number): PickHit | null {
    return this.pickNdc(this.clicks.normalize({ clientX, clientY }));
  }

  /** Screen position (client coordinates) of a world point, e.g. to click on a known vertex in tests. */
  projectToClient(point: Vector3 | [number, number, number]): { x: number; y: number } {
    const v = (Array.isArray(point) ? new Vector3(...point) : point.clone()).project(this.camera);
    const r = this.renderer.domElement.getBoundingClientRect();
    return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
  }

  /** Chooses the pointer tool: distance (2 points), angle (3 points), mark (alignment points) or none. */
  setTool(tool: ToolName): void {
    this.tool = tool;
    if (tool !== 'distance') this.measure.distance.clear();
    if (tool !== 'angle') this.measure.angle.clear();
    if (tool !== 'distance' && tool !== 'angle') this.label.style.display = 'none';
    this.invalidate();
  }

  /** Current pointer tool. */
  get activeTool(): ToolName {
    return this.tool;
  }

  /** Adds a measuring point as if the surface had been clicked there (world coordinates). */
  addMeasurePoint(point: Vector3 | [number, number, number]): Measurement | null {
    const tool = this.tool === 'angle' ? this.measure.angle : this.measure.distance;
    const result = tool.add(Array.isArray(point) ? new Vector3(...point) : point);
    if (result) {
      this.label.textContent =
        result.kind === 'distance' ? `${result.value.toFixed(2)} mm` : `${result.value.toFixed(1)}°`;
      this.label.dataset.value = String(result.value);
      this.label.dataset.kind = result.kind;
      this.label.style.display = this.options.measureLabel === false ? 'none' : 'block';
      this.events.emit('measure', result);
    } else {
      this.label.style.display = 'none';
    }
    this.invalidate();
    return result;
  }

  /** Alignment marks of a model (world coordinates), in click order. */
  getMarks(modelId: string): [number, number, number][] {
    return (this.marks.get(modelId) ?? []).map((p) => p.toArray() as [number, number, number]);
  }

  /** Replaces a model's alignment marks. */
  setMarks(modelId: string, points: [number, number, number][]): void {
    this.marks.set(
      modelId,
      points.map((p) => new Vector3(...p)),
    );
    this.events.emit('mark', { modelId, points: this.getMarks(modelId) });
  }

  /**
   * Aligns the source model onto the target: rigid transform from their 4 marks (least squares, SVD),
   * refined by ICP on the surfaces. The source model is moved; the residual RMS is reported.
   */
  align(sourceId: string, targetId: string, opts: { icp?: boolean } = {}): AlignmentResult {
    const src = this.models.get(sourceId),
      dst = this.models.get(targetId);
    if (!src || !dst) throw new Error(MESSAGES.objectNotFound);
    const result = alignModels(src.object, dst.object, this.getMarks(sourceId), this.getMarks(targetId), opts);
    src.object.applyMatrix4(new Matrix4().fromArray(result.matrix));
    src.object.updateMatrixWorld(true);
    this.marks.set(
      sourceId,
      (this.marks.get(sourceId) ?? []).map((p) => p.applyMatrix4(new Matrix4().fromArray(result.matrix))),
    );
    this.events.emit('align', { ...result, sourceId, targetId });
    this.invalidate();
    return result;
  }

  /** Attaches the transform gizmo to a model (rotate or translate); null detaches. */
  transform(modelId: string | null, mode: 'rotate' | 'translate' = 'translate'): void {
    this.transformTool.attach(modelId ? (this.models.get(modelId)?.object ?? null) : null, mode);
    this.invalidate();
  }

  /** Shows or hides the section plane; optionally sets its normal and a point on it. */
  setSection(visible: boolean, plane?: { normal: [number, number, number]; point: [number, number, number] }): void {
    const roots = this.listModels().map((m) => m.object);
    if (plane) this.section.set(new Vector3(...plane.normal), new Vector3(...plane.point), roots);
    this.section.setVisible(visible, roots);
    const s = boxSphere(visibleBounds(roots));
    this.section.fit(s.center, s.radius);
    this.invalidate();
  }

  /** Moves the section plane along its normal. */
  moveSection(offset: number): void {
    const roots = this.listModels().map((m) => m.object);
    this.section.move(offset, roots);
    const s = boxSphere(visibleBounds(roots));
    this.section.fit(s.center, s.radius);
    this.invalidate();
  }

  /** Renders a frame and returns it as a PNG data URL; downloads it when a file name is given. */
  screenshot(fileName?: string): string {
    this.renderFrame();
    const url = this.renderer.domElement.toDataURL('image/png');
    if (fileName) {
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      a.click();
    }
    return url;
  }

  /** Exports the given models (all visible when omitted); downloads model.<ext> unless download is false. */
  async export(format: ExportFormat, modelIds?: string[], opts: { download?: boolean } = {}): Promise<ExportedFile> {
    const objects = (
      modelIds ??
      this.listModels()
        .filter((m) => m.object.visible)
        .map((m) => m.id)
    ).flatMap((id): Object3D[] => {
      const o = this.models.get(id)?.object;
      return o ? [o] : [];
    });
    const file = await exportModels(objects, format);
    if (opts.download ?? true) downloadFile(file);
    return file;
  }

  /** Adds a marker (DOM element or image). */
  addMarker(opts: MarkerOptions): Marker | null {
    const marker = this.markers.add(opts);
    this.invalidate();
    return marker;
  }

  /** Removes a marker. */
  removeMarker(id: string): void {
    this.markers.remove(id);
    this.invalidate();
  }

  // ---------- rendering on demand ----------

  /**
   * Asks for a frame: call it after changing anything seen (scene objects, materials, matrices,
   * marker positions). One frame is scheduled however often it is called before that frame.
   */
  readonly invalidate = (): void => {
    if (this.raf || !this.running()) return;
    this.raf = requestAnimationFrame(this.loop);
  };

  /**
   * Calls `step(now)` before each frame while it returns true, and keeps frames coming meanwhile
   * (playback, a drag). Returns a function that stops it.
   */
  animate(step: (now: number) => boolean): () => void {
    this.animations.add(step);
    this.invalidate();
    return () => {
      this.animations.delete(step);
    };
  }

  // ---------- loop ----------

  private pickNdc(p: { x: number; y: number }): PickHit | null {
    const meshes: Mesh[] = this.listModels().flatMap((m) => m.meshes);
    return pick(this.camera, p, meshes, this.section.active());
  }

  private handleClick(p: NormalizedPointer, e: PointerEvent): void {
    if (this.gizmo.contains(p.clientX, p.clientY)) {
      this.gizmo.setCenter(this.controls.target);
      if (this.gizmo.click(e)) this.invalidate();
      return;
    }
    const hit = this.pickNdc(p);
    this.events.emit('click', hit);
    if (!hit) return;
    if (this.tool === 'distance' || this.tool === 'angle') this.addMeasurePoint(hit.point);
    else if (this.tool === 'mark' && hit.modelId) {
      const list = this.marks.get(hit.modelId) ?? [];
      if (list.length >= VIEWER.alignmentPoints) list.length = 0;
      list.push(hit.point.clone());
      this.marks.set(hit.modelId, list);
      this.events.emit('mark', { modelId: hit.modelId, points: this.getMarks(hit.modelId) });
    }
  }

  private handleDoubleClick(p: NormalizedPointer): void {
    const hit = this.pickNdc(p);
    this.events.emit('dblclick', hit);
    if (hit) void this.focus(hit.point);
  }

  private running(): boolean {
    return !this.disposed && !this.paused.hidden && !this.paused.size && !this.paused.context;
  }

  private setPaused(reason: 'hidden' | 'size' | 'context', value: boolean): void {
    this.paused[reason] = value;
    cancelAnimationFrame(this.raf);
    this.raf = 0;
    this.animating = false;
    // What was drawn may be gone (resized canvas, restored context, a page shown again): draw afresh.
    this.invalidate();
  }

  private resize(): void {
    const w = this.container.clientWidth,
      h = this.container.clientHeight;
    if (w === 0 || h === 0) {
      if (!this.paused.size) {
        console.warn(MESSAGES.invalidRenderTarget);
        this.renderer.renderLists.dispose();
      }
      this.setPaused('size', true);
      return;
    }
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.setPaused('size', false);
  }

  private readonly loop = (now: number): void => {
    this.raf = 0;
    this.frame(now);
  };

  private frame(now: number): void {
    cancelAnimationFrame(this.raf);
    this.raf = 0;
    const delta = this.animating ? Math.max(0, (now - this.last) / 1000) : 0;
    this.last = now;
    for (const step of this.animations) if (!step(now)) this.animations.delete(step);
    const tweening = this.tween.update(now);
    // Moves the camera while damping runs down; its 'change' event asks for the next frame.
    if (!tweening) this.controls.update();
    this.gizmo.update(delta);
    this.renderFrame();
    this.animating = tweening || this.gizmo.animating || this.animations.size > 0;
    if (this.animating) this.invalidate();
    const ready = this.pendingReady;
    this.pendingReady = null;
    ready?.();
  }

  private renderFrame(): void {
    const w = this.container.clientWidth,
      h = this.container.clientHeight;
    this.renderer.clear();
    this.renderer.render(this.scene, this.camera);
    this.gizmo.render(this.renderer);
    this.markers.update(this.camera, w, h, this.camera.position.distanceTo(this.controls.target));
    const anchor = this.tool === 'angle' ? this.measure.angle.labelAnchor() : this.measure.distance.labelAnchor();
    if (anchor && this.label.style.display !== 'none') {
      const v = anchor.project(this.camera);
      this.label.style.transform = `translate(${((v.x + 1) / 2) * w + 8}px, ${((1 - v.y) / 2) * h - 24}px)`;
    }
  }

  /** Stops rendering and releases every resource (models, tools, workers' jobs, GL context, listeners). */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    cancelAnimationFrame(this.raf);
    for (const c of this.cleanups) c();
    for (const id of [...this.models.keys()]) this.removeModel(id);
    this.clicks.dispose();
    this.transformTool.dispose();
    this.controls.dispose();
    this.gizmo.dispose();
    this.markers.dispose();
    this.section.dispose();
    for (const t of Object.values(this.measure)) t.dispose();
    this.events.clear();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
    this.overlay.remove();
    delete this.container.dataset.viewerReady;
  }
}
