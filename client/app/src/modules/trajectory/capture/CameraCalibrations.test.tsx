import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { CameraCalibrations } from './CameraCalibrations';

const done = {
  id: '7',
  deviceName: 'Surgery iPhone',
  videoKey: 'p/camera-calibration/1-board.mp4',
  status: 'done',
  current: true,
  rmsPx: 0.123,
  views: 18,
  framesSearched: 90,
  framesWithBoard: 60,
  intrinsics: { width: 1280, height: 720, fx: 1002.46, fy: 1001.9, cx: 641, cy: 359, distortion: [-0.08, 0, 0, 0, 0] },
  uncertaintyPx: null,
  errorKey: null,
  errorValues: null,
  error: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  finishedAt: '2026-11-28T09:01:00.000Z',
};
const failed = {
  ...done,
  id: '8',
  status: 'failed',
  current: false,
  rmsPx: null,
  views: null,
  intrinsics: null,
  errorKey: 'CalibrationTooFewViews',
  errorValues: { views: 2, frames: 90, needed: 6 },
  error: 'The calibration board was seen in 2 distinct views of 90 frames, at least 6 are needed: …',
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('camera calibrations on the recording page', () => {
  it('lists each calibration with its status, focal length and RMS error, a failure with what to film', async () => {
    renderApp(<CameraCalibrations />, { resolvers: { cameraCalibrations: () => [failed, done] } });
    const rows = await screen.findAllByTestId('camera-calibration');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['failed', 'done']);
    expect(within(rows[1]!).getByText('Current')).toBeTruthy();
    expect(within(rows[1]!).getByText('1002.5 px at 1280 × 720')).toBeTruthy();
    expect(within(rows[1]!).getByText('0.12 px')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('calibration-failure').textContent).toMatch(
      /^The calibration board was seen in 2 distinct views of 90 frames, at least 6 are needed: film the printed/,
    );
    expect((screen.getByRole('button', { name: 'Calibrate' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what to film in Chinese too', async () => {
    renderApp(<CameraCalibrations />, { locale: 'zh-CN', resolvers: { cameraCalibrations: () => [failed] } });
    expect((await screen.findByTestId('calibration-failure')).textContent).toMatch(/^在 90 帧中只识别到标定板的 2 个/);
  });

  it('deletes a calibration after confirmation', async () => {
    let list = [failed, done];
    const calls: { operation: string; variables: unknown }[] = [];
    renderApp(<CameraCalibrations />, {
      calls,
      resolvers: {
        cameraCalibrations: () => list,
        deleteCameraCalibration: ({ id }) => {
          list = list.filter((c) => c.id !== id);
          return true;
        },
      },
    });
    const rows = await screen.findAllByTestId('camera-calibration');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('“Surgery iPhone”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('camera-calibration')).toHaveLength(1));
    expect(calls.find((c) => c.operation === 'DeleteCameraCalibration')!.variables).toEqual({ id: '7' });
  });
});
