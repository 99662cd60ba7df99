import type { BoardDefinition } from '@odontia/shared';
import type { CvArucoDetector, CvMat, OpenCv } from './opencv.js';

/** One detected marker: its id and its four corners (x, y pixels of the full frame) in the detector's order. */
export interface MarkerDetection {
  id: number;
  corners: Float64Array;
}

export interface MarkerFinderOptions {
  /** Longest side of the downscaled frame searched when a board's region is unknown, pixels. */
  searchSizePx?: number;
}

/** Pixel box, inclusive-exclusive. */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** OpenCV's corner search window (half side), as a fraction of a marker cell: the widest that stays off the
 * edges one cell inside the corner (a wider one pulls the corner inward; a narrower one is noisier). */
const CORNER_WINDOW_CELLS = 0.8;
/** A board's region for the next frame: its markers' box grown by this fraction of its size plus a few pixels. */
const REGION_GROWTH = 0.35;
const REGION_MARGIN_PX = 24;

/**
 * Below this marker cell size (pixels, shortest side / 6) the sub-pixel search has too few pixels and the
 * AprilTag refinement (a line fit along each whole side; its cost grows with the region's area, small for
 * small markers) is steadier. Set on the synthetic videos: the registration at 540p (cells 3-6 px, the
 * pointer tilted) needs the AprilTag fit (above 7 px it misses a touch), the hinge at 720p (mandibular
 * cells near 7 px) and 1080p (about 10 px) is more accurate with the sub-pixel search.
 */
const SMALL_CELL_PX = 7;

type Refinement = 'none' | 'subpix' | 'apriltag';

function detector(cv: OpenCv, refinement: Refinement): CvArucoDetector {
  const dictionary = cv.getPredefinedDictionary(cv.DICT_4X4_50);
  const parameters = new cv.aruco_DetectorParameters();
  if (refinement === 'apriltag') parameters.cornerRefinementMethod = cv.CORNER_REFINE_APRILTAG;
  if (refinement === 'subpix') {
    parameters.cornerRefinementMethod = cv.CORNER_REFINE_SUBPIX;
    parameters.relativeCornerRefinmentWinSize = CORNER_WINDOW_CELLS;
    parameters.cornerRefinementWinSize = 12;
    parameters.cornerRefinementMaxIterations = 100;
    parameters.cornerRefinementMinAccuracy = 0.005;
  }
  const refine = new cv.aruco_RefineParameters(10, 3, true);
  const created = new cv.aruco_ArucoDetector(dictionary, parameters, refine);
  dictionary.delete();
  parameters.delete();
  refine.delete();
  return created;
}

function detect(cv: OpenCv, found: CvArucoDetector, image: CvMat, scale: number, dx: number, dy: number) {
  const corners = new cv.MatVector();
  const ids = new cv.Mat();
  const rejected = new cv.MatVector();
  try {
    found.detectMarkers(image, corners, ids, rejected);
    const out: MarkerDetection[] = [];
    for (let i = 0; i < corners.size(); i++) {
      const c = corners.get(i);
      const xy = new Float64Array(8);
      // pixel centres: (x + 0.5) / scale - 0.5 maps a downscaled pixel position to the full frame
      for (let k = 0; k < 4; k++) {
        xy[2 * k] = (c.data32F[2 * k]! + 0.5) / scale - 0.5 + dx;
        xy[2 * k + 1] = (c.data32F[2 * k + 1]! + 0.5) / scale - 0.5 + dy;
      }
      out.push({ id: ids.data32S[i]!, corners: xy });
      c.delete();
    }
    return out;
  } finally {
    corners.delete();
    ids.delete();
    rejected.delete();
  }
}

/** The mean over markers of the shortest side's length divided by the 6 cells of a DICT_4X4 marker with its border. */
function cellSize(markers: readonly MarkerDetection[]): number {
  let sum = 0;
  for (const { corners: c } of markers) {
    let shortest = Infinity;
    for (let k = 0; k < 4; k++) {
      const j = (k + 1) % 4;
      shortest = Math.min(shortest, Math.hypot(c[2 * j]! - c[2 * k]!, c[2 * j + 1]! - c[2 * k + 1]!));
    }
    sum += shortest;
  }
  return sum / markers.length / 6;
}

/**
 * Finds the markers of a set of boards frame after frame with OpenCV's ArUco detector (DICT_4X4_50),
 * at full resolution but only inside each board's region: the region around where its markers were in
 * the previous frame or, for a board not seen there, where a search of the whole frame downscaled to
 * `searchSizePx` finds them. Corners are refined at full resolution by OpenCV's sub-pixel corner search
 * with a window of 0.8 marker cell, or for small markers by OpenCV's AprilTag line fit: the starting point
 * of `refineMarkerCorners`, which puts them where the marker's sides meet.
 */
export class MarkerFinder {
  private readonly subpix: CvArucoDetector;
  private readonly apriltag: CvArucoDetector;
  private readonly coarse: CvArucoDetector;
  private readonly regions: (Box | null)[];
  /** Each board's marker cell size in the last frame it was seen, pixels. */
  private readonly cellPx: number[];
  private readonly searchSizePx: number;

  constructor(
    private readonly cv: OpenCv,
    private readonly boards: readonly BoardDefinition[],
    { searchSizePx = 960 }: MarkerFinderOptions = {},
  ) {
    this.subpix = detector(cv, 'subpix');
    this.apriltag = detector(cv, 'apriltag');
    this.coarse = detector(cv, 'none');
    this.regions = boards.map(() => null);
    this.cellPx = boards.map(() => 0);
    this.searchSizePx = searchSizePx;
  }

  /** The markers of each board (in the order of `boards`) found in a grey frame. */
  find(image: CvMat): MarkerDetection[][] {
    // small markers: the AprilTag fit over the whole frame, as a region crop loses the moving pointer at low resolution
    if (this.cellPx.some((c) => c > 0 && c < SMALL_CELL_PX)) {
      const all = detect(this.cv, this.apriltag, image, 1, 0, 0);
      const found = this.boards.map((board) => all.filter((d) => this.owns(board, d)));
      found.forEach((markers, b) => {
        this.regions[b] = markers.length ? this.grown(markers, image) : null;
        if (markers.length) this.cellPx[b] = cellSize(markers);
      });
      return found;
    }
    const found = this.boards.map((_, b) => {
      const region = this.regions[b];
      return region ? this.inRegion(image, region, b) : [];
    });
    const lost = found.flatMap((markers, b) => (markers.length < 2 ? [b] : []));
    if (lost.length) {
      const all = this.search(image);
      for (const b of lost) {
        const board = all.filter((d) => this.owns(this.boards[b]!, d));
        const region = board.length ? this.grown(board, image) : null;
        this.cellPx[b] = cellSize(board);
        found[b] = region ? this.inRegion(image, region, b) : [];
      }
    }
    found.forEach((markers, b) => {
      this.regions[b] = markers.length ? this.grown(markers, image) : null;
      if (markers.length) this.cellPx[b] = cellSize(markers);
    });
    return found;
  }

  delete(): void {
    this.subpix.delete();
    this.apriltag.delete();
    this.coarse.delete();
  }

  private owns(board: BoardDefinition, d: MarkerDetection): boolean {
    return board.markers.some((m) => m.id === d.id);
  }

  private inRegion(image: CvMat, { x0, y0, x1, y1 }: Box, b: number): MarkerDetection[] {
    const crop = image.roi(new this.cv.Rect(x0, y0, x1 - x0, y1 - y0));
    const refined = this.cellPx[b]! < SMALL_CELL_PX ? this.apriltag : this.subpix;
    try {
      return detect(this.cv, refined, crop, 1, x0, y0).filter((d) => this.owns(this.boards[b]!, d));
    } finally {
      crop.delete();
    }
  }

  private search(image: CvMat): MarkerDetection[] {
    const scale = Math.min(1, this.searchSizePx / Math.max(image.cols, image.rows));
    if (scale === 1) return detect(this.cv, this.coarse, image, 1, 0, 0);
    const small = new this.cv.Mat();
    try {
      this.cv.resize(
        image,
        small,
        new this.cv.Size(Math.round(image.cols * scale), Math.round(image.rows * scale)),
        0,
        0,
        this.cv.INTER_AREA,
      );
      return detect(this.cv, this.coarse, small, small.cols / image.cols, 0, 0);
    } finally {
      small.delete();
    }
  }

  /** The box of the markers' corners grown for the motion until the next frame, clipped to the image. */
  private grown(markers: readonly MarkerDetection[], image: CvMat): Box | null {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const { corners } of markers)
      for (let k = 0; k < 4; k++) {
        x0 = Math.min(x0, corners[2 * k]!);
        x1 = Math.max(x1, corners[2 * k]!);
        y0 = Math.min(y0, corners[2 * k + 1]!);
        y1 = Math.max(y1, corners[2 * k + 1]!);
      }
    const gx = REGION_GROWTH * (x1 - x0) + REGION_MARGIN_PX;
    const gy = REGION_GROWTH * (y1 - y0) + REGION_MARGIN_PX;
    const box = {
      x0: Math.max(0, Math.floor(x0 - gx)),
      y0: Math.max(0, Math.floor(y0 - gy)),
      x1: Math.min(image.cols, Math.ceil(x1 + gx)),
      y1: Math.min(image.rows, Math.ceil(y1 + gy)),
    };
    return box.x1 - box.x0 > 8 && box.y1 - box.y0 > 8 ? box : null;
  }
}
