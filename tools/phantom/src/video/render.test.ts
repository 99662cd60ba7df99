import { describe, expect, it } from 'vitest';
import {
  axisAngle4,
  CALIBRATION_BOARD,
  charucoSquareBlack,
  defaultPhoneIntrinsics,
  HEAD_BOARD,
  MARKER_CELLS,
  markerCellWhite,
  transformPoint,
} from '@odontia/shared';
import { SeededRandom } from '../random.js';
import { backgroundImage, projectPoint, renderBoards } from './render.js';

describe('synthetic board renderer', () => {
  const k = defaultPhoneIntrinsics(640, 360);
  const pose = axisAngle4([0.3, 1, 0.1], 25, [0, 0, 0], [10, -5, 300]);
  const img = renderBoards(
    k,
    [{ board: HEAD_BOARD, cameraFromBoard: pose }],
    backgroundImage(640, 360),
    new SeededRandom(3),
    {
      blurSigma: 0,
      noiseSd: 0,
    },
  );
  const project = (x: number, y: number) => {
    const [cx, cy, cz] = transformPoint(pose, [x, y, 0]);
    return [Math.round(k.fx * (cx / cz) + k.cx), Math.round(k.fy * (cy / cz) + k.cy)] as const;
  };

  it('puts every marker cell where the pinhole projection of the board puts it', () => {
    for (const m of HEAD_BOARD.markers) {
      const cell = m.sizeMm / MARKER_CELLS;
      for (let r = 0; r < MARKER_CELLS; r++)
        for (let c = 0; c < MARKER_CELLS; c++) {
          const [u, v] = project(
            m.centre[0] - m.sizeMm / 2 + (c + 0.5) * cell,
            m.centre[1] + m.sizeMm / 2 - (r + 0.5) * cell,
          );
          const grey = img[v * 640 + u]!;
          if (markerCellWhite(m.id, r, c)) expect(grey).toBeGreaterThan(200);
          else expect(grey).toBeLessThan(50);
        }
    }
  });

  it('leaves the background outside the card and skips a board behind the camera', () => {
    const bg = backgroundImage(640, 360);
    expect(img[5 * 640 + 5]).toBe(Math.round(bg[5 * 640 + 5]!));
    const behind = renderBoards(
      k,
      [{ board: HEAD_BOARD, cameraFromBoard: axisAngle4([1, 0, 0], 0, [0, 0, 0], [0, 0, -100]) }],
      bg,
      new SeededRandom(1),
      { noiseSd: 0, blurSigma: 0 },
    );
    expect(Array.from(behind)).toEqual(Array.from(bg, (v) => Math.round(v)));
  });
});

describe('ChArUco board through a distorting lens', () => {
  // strong barrel distortion, so that the pinhole projection would miss the squares by several pixels
  const k = { ...defaultPhoneIntrinsics(640, 360), distortion: [-0.3, 0.1, 0, 0, 0] };
  const pose = axisAngle4([1, 0.5, 0], 25, [0, 0, 0], [0, 0, 330]);
  const img = renderBoards(
    k,
    [{ board: CALIBRATION_BOARD, cameraFromBoard: pose }],
    backgroundImage(640, 360),
    new SeededRandom(2),
    { blurSigma: 0, noiseSd: 0 },
  );
  const { squaresX, squaresY, squareMm: s } = CALIBRATION_BOARD;
  let shift = 0;
  const grey = (x: number, y: number) => {
    const p = transformPoint(pose, [x, y, 0]);
    const [u, v] = projectPoint(k, p);
    shift = Math.max(shift, Math.hypot(u - (k.fx * p[0]) / p[2] - k.cx, v - (k.fy * p[1]) / p[2] - k.cy));
    return img[Math.round(v) * 640 + Math.round(u)]!;
  };

  it('draws the black squares, the white squares around the markers, and the marker cells where the lens puts them', () => {
    for (let row = 0; row < squaresY; row++)
      for (let col = 0; col < squaresX; col++) {
        const left = (col - squaresX / 2) * s;
        const top = (squaresY / 2 - row) * s;
        if (charucoSquareBlack(col, row)) expect(grey(left + s / 2, top - s / 2)).toBeLessThan(50);
        else
          for (const [dx, dy] of [
            [2, -2],
            [s - 2, -2],
            [s - 2, 2 - s],
            [2, 2 - s],
          ] as const)
            expect(grey(left + dx, top + dy)).toBeGreaterThan(200);
      }
    for (const m of CALIBRATION_BOARD.markers) {
      const cell = m.sizeMm / MARKER_CELLS;
      for (let r = 0; r < MARKER_CELLS; r++)
        for (let c = 0; c < MARKER_CELLS; c++) {
          const value = grey(
            m.centre[0] - m.sizeMm / 2 + (c + 0.5) * cell,
            m.centre[1] + m.sizeMm / 2 - (r + 0.5) * cell,
          );
          if (markerCellWhite(m.id, r, c)) expect(value).toBeGreaterThan(200);
          else expect(value).toBeLessThan(50);
        }
    }
    expect(shift).toBeGreaterThan(5);
  });
});
