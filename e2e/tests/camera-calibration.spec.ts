import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCalibrationVideo } from '@odontia/phantom';
import type { CameraIntrinsics } from '@odontia/shared';
import { expect, newCaseViaApi, signIn, test } from './support';

/**
 * Camera calibration on the digital facebow's index page: the ChArUco sheet printed, a phone calibrated
 * from a video of it (rendered with a known camera, solved by the in-process worker), a video without
 * the board refused with what to film, and the calibrated phone offered for the recording session.
 */
const videos = mkdtempSync(join(tmpdir(), 'odontia-e2e-calibration-'));
const truth: CameraIntrinsics = {
  width: 640,
  height: 360,
  fx: 520,
  fy: 520,
  cx: 327.5,
  cy: 176.5,
  distortion: [-0.05, 0, 0, 0, 0],
};

async function calibrationVideo(name: string, noBoard = false) {
  const outPath = join(videos, name);
  await writeCalibrationVideo({ intrinsics: truth, outPath, framesPerShot: 1, noBoard });
  return { name, mimeType: 'video/mp4', buffer: readFileSync(outPath) };
}

test.describe('camera calibration', () => {
  test('prints the board, calibrates a phone from its video, refuses a video without it, offers the phone', async ({
    page,
    baseURL,
    locale,
    say,
    shot,
  }) => {
    test.setTimeout(300_000);
    const token = await signIn(page, baseURL!, locale);
    const caseId = await newCaseViaApi(baseURL!, token, {
      patient: `Calibration ${locale} ${Date.now()}`,
      productId: 1,
      recordName: 'Calibration',
    });
    await page.goto(`/trajectory/index?productId=1&caseId=${caseId}`);
    const panel = page.getByTestId('trajectory-calibration');
    await expect(panel).toBeVisible({ timeout: 60_000 });

    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByTestId('capture-sheet-calibration-pdf').click(),
    ]);
    expect(
      readFileSync(await sheet.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const calibrate = async (device: string, file: Awaited<ReturnType<typeof calibrationVideo>>) => {
      await panel.getByLabel(say({ en: 'Phone', zh: '手机' }), { exact: true }).fill(device);
      await panel.locator('input[type=file]').setInputFiles(file);
      await panel.getByRole('button', { name: say({ en: 'Calibrate', zh: '开始标定' }) }).click();
    };
    const phone = `Phone ${locale}`;
    await calibrate(phone, await calibrationVideo('board.mp4'));
    const done = panel.locator('[data-testid="camera-calibration"][data-status="done"]', { hasText: phone });
    await expect(done).toBeVisible({ timeout: 180_000 });
    // the focal length shown is the true one within 1 %
    const focal = Number((await done.textContent())!.match(/(\d+\.\d)\s*(?:px|像素)/)![1]);
    expect(Math.abs(focal - truth.fx) / truth.fx).toBeLessThan(0.01);

    await calibrate(`${phone} (no board)`, await calibrationVideo('room.mp4', true));
    const failed = panel.locator('[data-testid="camera-calibration"][data-status="failed"]');
    await expect(failed).toBeVisible({ timeout: 180_000 });
    await expect(failed.getByTestId('calibration-failure')).toContainText(
      say({ en: 'film the printed calibration board', zh: '标定板' }),
    );
    await shot('camera-calibration');

    // the recording session offers the calibrated phone instead of the default camera
    await page.getByRole('button', { name: say({ en: 'Save parameters', zh: '保存参数' }) }).click();
    const camera = page.getByTestId('capture-camera');
    await expect(camera.locator('option', { hasText: phone })).toHaveCount(1, { timeout: 60_000 });
    await camera.selectOption({ label: (await camera.locator('option', { hasText: phone }).textContent())! });
    await expect(page.getByTestId('capture-default-camera')).toHaveCount(0);
  });
});
