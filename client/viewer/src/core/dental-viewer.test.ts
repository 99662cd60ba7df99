// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStl } from '../exporters/stl.js';
import { TrajectoryPlayer } from '../playback/player.js';
import type { PoseTrack } from '../playback/pose.js';
import { boxMesh } from '../test-helpers/meshes.js';
import { DentalViewer } from './dental-viewer.js';

// jsdom has no WebGL: the renderer counts frames (one clear per frame) instead of drawing.
vi.mock('three', async (importOriginal) => {
  const three = await importOriginal<typeof import('three')>();
  class CountingRenderer {
    readonly domElement = document.createElement('canvas');
    readonly renderLists = { dispose: () => undefined };
    autoClear = true;
    localClippingEnabled = false;
    frames = 0;
    clear(): void {
      this.frames++;
    }
    getViewport(target: InstanceType<typeof three.Vector4>) {
      return target.set(0, 0, 800, 600);
    }
    setPixelRatio(): void {}
    setSize(): void {}
    setViewport(): void {}
    render(): void {}
    clearDepth(): void {}
    dispose(): void {}
    forceContextLoss(): void {}
  }
  return { ...three, WebGLRenderer: CountingRenderer };
});

/** Animation frames run by hand, 16 ms apart, with performance.now() on the same clock. */
const clock = { now: 0, queue: new Map<number, FrameRequestCallback>(), next: 0 };

function runFrames(count: number): void {
  for (let i = 0; i < count; i++) {
    clock.now += 16;
    const due = [...clock.queue.values()];
    clock.queue.clear();
    for (const callback of due) callback(clock.now);
  }
}

/** Frames the viewer rendered while `count` animation frames ran. */
function framesOver(viewer: DentalViewer, count: number): number {
  const renderer = viewer.renderer as unknown as { frames: number };
  const before = renderer.frames;
  runFrames(count);
  return renderer.frames - before;
}

function sized<T extends HTMLElement>(el: T, width: number, height: number): T {
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: height });
  return el;
}

const box = (id: string, origin: [number, number, number] = [0, 0, 0]) => ({
  id,
  type: 'stl' as const,
  data: writeStl([boxMesh(10, 8, 6, origin)]),
});

let viewer: DentalViewer;

beforeEach(async () => {
  clock.now = 1000;
  clock.queue.clear();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    clock.queue.set(++clock.next, cb);
    return clock.next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clock.queue.delete(id));
  vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      disconnect(): void {}
    },
  );
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
  // The axis gizmo draws its labels on 2D canvases, which jsdom lacks: any call is a no-op.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => new Proxy({}, { get: (target, key) => (key in target ? target[key as never] : () => undefined) }) as never,
  );
  const container = sized(document.createElement('div'), 800, 600);
  document.body.appendChild(container);
  viewer = new DentalViewer(container, { workers: false });
  sized(viewer.renderer.domElement, 800, 600);
  viewer.renderer.domElement.setPointerCapture = () => undefined;
  viewer.renderer.domElement.releasePointerCapture = () => undefined;
  await viewer.loadModels([box('upper', [0, 0, 8]), box('lower')]);
  // The fit and the orbit controls' catch-up after it settle within a few frames.
  runFrames(10);
});

afterEach(() => {
  viewer.dispose();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DentalViewer renders on demand', () => {
  it('is ready after a rendered frame, then renders nothing while nothing changes', () => {
    expect(viewer.container.dataset.viewerReady).toBe('true');
    expect(framesOver(viewer, 120)).toBe(0);
    expect(clock.queue.size).toBe(0);
  });

  it('renders one frame for a visibility, colour or marker change, however many changes came before it', () => {
    viewer.setModelVisible('upper', false);
    expect(framesOver(viewer, 30)).toBe(1);
    viewer.setModelColor('lower', '#ff0000', 0.5);
    viewer.setModelVisible('upper', true);
    expect(framesOver(viewer, 30)).toBe(1);
    viewer.addMarker({ id: 'm', element: document.createElement('div'), localPosition: [1, 2, 3] });
    expect(framesOver(viewer, 30)).toBe(1);
  });

  it('tells who listens when a model is shown or hidden, once per change', () => {
    const seen: { modelId: string; visible: boolean }[] = [];
    const off = viewer.events.on('visibility', (event) => seen.push(event));
    viewer.setModelVisible('lower', false);
    viewer.setModelVisible('lower', false);
    viewer.setModelVisible('lower', true);
    off();
    viewer.setModelVisible('lower', false);
    expect(seen).toEqual([
      { modelId: 'lower', visible: false },
      { modelId: 'lower', visible: true },
    ]);
  });

  it('renders a camera moved by the orbit controls, through the damping, then stops', () => {
    const canvas = viewer.renderer.domElement;
    const start = viewer.camera.position.clone();
    const pointer = (type: string, x: number) =>
      new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: x, clientY: 300 });
    canvas.dispatchEvent(pointer('pointerdown', 400));
    document.dispatchEvent(pointer('pointermove', 440));
    document.dispatchEvent(pointer('pointerup', 440));
    const damping = framesOver(viewer, 300);
    expect(viewer.camera.position.distanceTo(start)).toBeGreaterThan(1);
    expect(damping).toBeGreaterThan(5);
    expect(damping).toBeLessThan(300);
    expect(framesOver(viewer, 60)).toBe(0);
  });

  it('keeps rendering through a camera tween and stops when it ends', async () => {
    let done = false;
    void viewer.flyTo([5, 5, 5], { radius: 50, duration: 800 }).then(() => (done = true));
    expect(framesOver(viewer, 40)).toBe(40);
    expect(done).toBe(false);
    runFrames(20);
    await Promise.resolve();
    expect(done).toBe(true);
    expect(viewer.controls.target.toArray()).toEqual([5, 5, 5]);
    runFrames(5);
    expect(framesOver(viewer, 60)).toBe(0);
  });

  it('renders every playback frame while playing, one frame for a seek, none once paused', () => {
    const frames = 100;
    const track: PoseTrack = {
      times: Float32Array.from({ length: frames }, (_, i) => i * 10),
      matrices: new Float32Array(frames * 16),
      quality: new Float32Array(frames).fill(1),
    };
    for (let i = 0; i < frames; i++) track.matrices.set([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, -i / 50, 0, 1], i * 16);
    const player = new TrajectoryPlayer(viewer, { upperModelId: 'upper', lowerModelId: 'lower' });
    player.loop = false;
    player.setTrack(track);
    runFrames(3);
    player.seek(500);
    expect(framesOver(viewer, 30)).toBe(1);
    player.seek(0);
    runFrames(1);
    player.play();
    expect(framesOver(viewer, 30)).toBe(30);
    expect(viewer.container.dataset.playbackFrame).not.toBe('0');
    player.pause();
    // the frame asked for by the last step still comes, then none
    expect(framesOver(viewer, 30)).toBe(1);
    player.play();
    runFrames(100);
    expect(player.playing).toBe(false);
    expect(viewer.container.dataset.playbackFrame).toBe(String(frames - 1));
    expect(framesOver(viewer, 30)).toBe(0);
    player.dispose();
  });

  it('draws nothing while the page is hidden and draws once when it is shown again', () => {
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    document.dispatchEvent(new Event('visibilitychange'));
    viewer.setModelVisible('upper', false);
    expect(framesOver(viewer, 30)).toBe(0);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(framesOver(viewer, 30)).toBe(1);
  });
});
