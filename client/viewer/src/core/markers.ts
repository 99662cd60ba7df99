import { Sprite, SpriteMaterial, TextureLoader, Vector3, type Camera, type Object3D } from 'three';
import { MESSAGES } from '../errors.js';

/** A marker (seed 001 section 3): a DOM element or an image, placed at a local position of a parent. */
export interface MarkerOptions {
  id: string;
  /** Image URL (shown as a sprite or a DOM img). */
  url?: string;
  /** DOM element to place over the scene. */
  element?: HTMLElement;
  /** Object the position is local to; the scene when absent. */
  parent?: Object3D;
  localPosition: [number, number, number];
  /** Size in px (DOM, keepSize) or world units (sprite). */
  size?: number;
  /** Keep the on-screen size constant when zooming. */
  keepSize?: boolean;
  /** Draw an image marker as a three sprite inside the scene instead of a DOM image. */
  isSprite?: boolean;
}

/** A placed marker. */
export interface Marker {
  id: string;
  options: MarkerOptions;
  element?: HTMLElement;
  sprite?: Sprite;
}

/** Places and updates markers; DOM markers are positioned every frame by projecting their anchor. */
export class MarkerLayer {
  private markers = new Map<string, Marker>();
  private readonly v = new Vector3();

  /** @param onTexture called when a sprite's image has loaded (it is to be drawn). */
  constructor(
    private readonly overlay: HTMLElement,
    private readonly scene: Object3D,
    private readonly onTexture: () => void = () => undefined,
  ) {}

  /** Adds a marker; needs exactly one of element or url (logs 'please set a node or image' otherwise). */
  add(opts: MarkerOptions): Marker | null {
    if (!opts.element && !opts.url) {
      console.error(MESSAGES.markerNeedsOne);
      return null;
    }
    if (opts.element && opts.url) console.warn(MESSAGES.markerBoth);
    this.remove(opts.id);
    const marker: Marker = { id: opts.id, options: opts };
    const size = opts.size ?? 24;
    if (opts.element) {
      marker.element = opts.element;
    } else if (opts.isSprite) {
      const sprite = new Sprite(
        new SpriteMaterial({
          map: new TextureLoader().load(opts.url!, this.onTexture),
          depthTest: false,
          sizeAttenuation: !opts.keepSize,
        }),
      );
      sprite.position.fromArray(opts.localPosition);
      sprite.scale.setScalar(opts.keepSize ? size / 1000 : size);
      sprite.renderOrder = 10;
      (opts.parent ?? this.scene).add(sprite);
      marker.sprite = sprite;
    } else {
      const img = document.createElement('img');
      img.src = opts.url!;
      img.width = img.height = size;
      marker.element = img;
    }
    if (marker.element) {
      Object.assign(marker.element.style, {
        position: 'absolute',
        left: '0',
        top: '0',
        pointerEvents: 'none',
        willChange: 'transform',
      });
      this.overlay.appendChild(marker.element);
    }
    this.markers.set(opts.id, marker);
    return marker;
  }

  /** Removes a marker by id. */
  remove(id: string): void {
    const m = this.markers.get(id);
    if (!m) return;
    if (m.element && m.element.parentElement === this.overlay) m.element.remove();
    if (m.sprite) {
      m.sprite.removeFromParent();
      m.sprite.material.map?.dispose();
      m.sprite.material.dispose();
    }
    this.markers.delete(id);
  }

  /** Moves DOM markers to their projected anchors; hides those behind the camera. */
  update(camera: Camera, width: number, height: number, cameraDistance: number): void {
    for (const m of this.markers.values()) {
      if (!m.element) continue;
      const o = m.options;
      this.v.fromArray(o.localPosition);
      if (o.parent) this.v.applyMatrix4(o.parent.matrixWorld);
      this.v.project(camera);
      const visible = this.v.z < 1 && this.v.z > -1;
      m.element.style.display = visible ? '' : 'none';
      const scale = o.keepSize ? 1 : Math.max(0.2, Math.min(5, 100 / Math.max(cameraDistance, 1e-6)));
      const x = ((this.v.x + 1) / 2) * width,
        y = ((1 - this.v.y) / 2) * height;
      m.element.style.transform = `translate(${x}px, ${y}px) translate(-50%, -50%) scale(${scale})`;
    }
  }

  dispose(): void {
    for (const id of [...this.markers.keys()]) this.remove(id);
  }
}
