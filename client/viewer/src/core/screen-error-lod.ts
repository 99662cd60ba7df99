import { BufferAttribute, BufferGeometry, LOD, Mesh, PerspectiveCamera, type Camera } from 'three';

/** The most a coarser level may stray on screen, in device pixels: half a pixel cannot be seen. */
export const MAX_SCREEN_ERROR_PX = 0.5;

/**
 * A mesh drawn at the coarsest of its levels whose measured deviation stays under half a device pixel
 * where it is nearest the camera (the screen-space error rule of terrain and 3D-tiles renderers): a
 * whole arch in view is drawn from a fraction of its triangles, a cusp zoomed in on from all of them.
 * Every level shares the full mesh's vertex attributes (one upload; a colour change shows on all).
 */
export class ScreenErrorLod extends LOD {
  private readonly deviations: number[] = [0];
  /** Farthest vertex from the object's origin: the nearest surface point is at least that much closer. */
  private readonly reach: number;

  constructor(
    readonly full: Mesh,
    private readonly viewportHeightPx: () => number,
  ) {
    super();
    const position = full.geometry.getAttribute('position');
    let reach2 = 0;
    for (let v = 0; v < position.count; v++)
      reach2 = Math.max(reach2, position.getX(v) ** 2 + position.getY(v) ** 2 + position.getZ(v) ** 2);
    this.reach = Math.sqrt(reach2);
    this.addLevel(full, 0);
  }

  /** Adds a coarser level: triangles over the full mesh's vertices that stray at most `deviationMm`. */
  addCoarser(indices: Uint32Array, deviationMm: number): void {
    const geometry = new BufferGeometry();
    for (const [name, attribute] of Object.entries(this.full.geometry.attributes))
      geometry.setAttribute(name, attribute);
    geometry.setIndex(new BufferAttribute(indices, 1));
    geometry.boundingSphere = this.full.geometry.boundingSphere;
    geometry.boundingBox = this.full.geometry.boundingBox;
    const mesh = new Mesh(geometry, this.full.material);
    this.deviations.push(deviationMm);
    this.addLevel(mesh, Infinity);
  }

  /** Triangles drawn at the level last chosen. */
  get drawnTriangles(): number {
    const mesh = this.levels[this.getCurrentLevel()]!.object as Mesh;
    return (mesh.geometry.index?.count ?? mesh.geometry.getAttribute('position').count) / 3;
  }

  /** Chooses the level for `camera` (called by the renderer before each frame). */
  override update(camera: Camera): void {
    if (camera instanceof PerspectiveCamera) {
      // camera distance at which a deviation of 1 mm covers one device pixel
      const perMm = this.viewportHeightPx() / (2 * Math.tan((camera.fov * Math.PI) / 360));
      this.levels.forEach((level, i) => {
        if (i > 0) level.distance = (this.deviations[i]! * perMm) / MAX_SCREEN_ERROR_PX + this.reach;
      });
    }
    super.update(camera);
  }

  /** Frees the coarser levels' index buffers (the shared attributes belong to the full mesh). */
  disposeCoarser(): void {
    for (const level of this.levels.slice(1)) {
      const geometry = (level.object as Mesh).geometry;
      for (const name of Object.keys(geometry.attributes)) geometry.deleteAttribute(name);
      geometry.dispose();
    }
  }
}
