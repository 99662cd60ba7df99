import { describe, expect, it } from 'vitest';
import {
  axisAngle4,
  defaultPhoneIntrinsics,
  HEAD_BOARD,
  MARKER_CELLS,
  markerCellWhite,
  transformPoint,
} from '@odontia/shared';
import { SeededRandom } from '../random.js';
import { backgroundImage, renderBoards } from './render.js';

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
