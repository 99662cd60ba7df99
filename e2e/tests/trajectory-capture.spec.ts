import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultCaptureScene,
  DEFAULT_PHANTOM_PARAMS,
  phantomParams,
  phantomScanFiles,
  pointerTouches,
  referenceGeometry,
  writeSyntheticVideo,
} from '@odontia/phantom';
import { axisAngle4, defaultPhoneIntrinsics, IDENTITY4, type Vec3 } from '@odontia/shared';
import type { Page } from '@playwright/test';
import { attachScansViaApi, expect, newCaseViaApi, signIn, test } from './support';

/**
 * The recording step of the digital facebow on a new case holding the phantom's scans: the three
 * pointer points clicked on the upper scan, a synthetic registration video whose pointer touches those
 * very points, a video with no board failing with its message, then the replaced movement video
 * tracked by the in-process worker and shown with its registration residual. Short 480p videos: the
 * e2e server accepts 2 s movement recordings (run.mjs sets CAPTURE_MIN_MOVEMENT_MS).
 */
const videos = mkdtempSync(join(tmpdir(), 'odontia-e2e-capture-'));
const scene = defaultCaptureScene(defaultPhoneIntrinsics(854, 480));
const lc = referenceGeometry(DEFAULT_PHANTOM_PARAMS).lc as Vec3;

/** A digital facebow case of the demo practice holding the phantom's upper and lower scans. */
async function facebowCaseWithScans(baseURL: string, token: string, name: string): Promise<string> {
  const caseId = await newCaseViaApi(baseURL, token, { patient: name, productId: 1, recordName: 'Capture' });
  await attachScansViaApi(
    baseURL,
    token,
    caseId,
    phantomScanFiles(phantomParams()).filter((f) => f.name.endsWith('.stl')),
  );
  return caseId;
}

async function video(name: string, options: Partial<Parameters<typeof writeSyntheticVideo>[0]>) {
  const outPath = join(videos, name);
  await writeSyntheticVideo({ scene, mandible: () => IDENTITY4, durationMs: 2000, fps: 30, outPath, ...options });
  return { name, mimeType: 'video/mp4', buffer: readFileSync(outPath) };
}

/** Clicks the viewer at fractions of its box until the point being marked is placed on the scan. */
async function placePoint(page: Page, mark: string, spots: [number, number][]): Promise<Vec3> {
  const toggle = page.getByTestId('capture-scan-points').locator(`[data-mark="${mark}"]`);
  const viewer = page.getByTestId('capture-viewer');
  await viewer.scrollIntoViewIfNeeded();
  const box = (await viewer.boundingBox())!;
  for (const [fx, fy] of spots) {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    const placed = await expect(toggle)
      .toHaveAttribute('data-at', /\d/, { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    const at = placed && (await toggle.getAttribute('data-at'));
    if (at) {
      const [x, y, z] = at.split(' ').map(Number);
      return [x!, y!, z!];
    }
  }
  throw new Error(`no scan under the clicks for ${mark}`);
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('trajectory-capture').locator('input[type=file]').setInputFiles(file);
  await expect(page.locator(`[data-testid="capture-video"][data-name="${file.name}"]`)).toBeVisible({
    timeout: 60_000,
  });
}

test.describe('digital facebow recording session', () => {
  test('marks the pointer points, fails on a video with no board, tracks the replaced video', async ({
    page,
    baseURL,
    locale,
    say,
    shot,
  }) => {
    test.setTimeout(1_200_000);
    const token = await signIn(page, baseURL!, locale);
    const caseId = await facebowCaseWithScans(baseURL!, token, `Capture ${locale} ${Date.now()}`);

    // the recording step opens once the fixed parameters are saved
    await page.goto(`/trajectory/index?productId=1&caseId=${caseId}`);
    await expect(page.getByTestId('capture-needs-params')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: say({ en: 'Save parameters', zh: '保存参数' }) }).click();
    await expect(page.getByTestId('capture-viewer')).toHaveAttribute('data-ready', 'true', { timeout: 180_000 });

    // the mandibular board's sheet prints from a PDF as well as an SVG
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('capture-sheet-mandible-pdf').click(),
    ]);
    expect(sheet.suggestedFilename()).toBe('odontia-mandible-board.pdf');
    expect(
      readFileSync(await sheet.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // IP, 16 and 26 on the upper scan, in the order the pointer touches them
    const points = [
      await placePoint(page, 'ip', [
        [0.5, 0.5],
        [0.5, 0.4],
        [0.5, 0.6],
      ]),
      await placePoint(page, 'mb16', [
        [0.35, 0.5],
        [0.3, 0.45],
        [0.3, 0.55],
      ]),
      await placePoint(page, 'mb26', [
        [0.65, 0.5],
        [0.7, 0.45],
        [0.7, 0.55],
      ]),
    ];
    await expect(page.getByTestId('capture-points-count')).toHaveAttribute('data-count', '3');
    await expect(page.locator('[data-scan-point]')).toHaveCount(3);

    // the clinician touches the same points with the pointer while filming
    const touches = pointerTouches(points);
    await upload(page, await video('registration.mp4', { pointer: touches.pose, durationMs: touches.durationMs }));
    await upload(page, await video('covered-camera.mp4', { noBoards: true }));
    const movementType = (name: string) =>
      page
        .locator(`[data-testid="capture-video"][data-name="${name}"]`)
        .getByRole('combobox', { name: say({ en: 'Movement type', zh: '运动类型' }) });
    await movementType('covered-camera.mp4').selectOption('7');
    await shot('capture-points');
    await page.getByRole('button', { name: say({ en: 'Start tracking', zh: '开始追踪' }) }).click();

    // the video with no board fails, named, with the catalogue message
    await expect(page.getByTestId('capture-status')).toHaveAttribute('data-status', 'Failed', { timeout: 600_000 });
    const failure = page.getByTestId('capture-failure');
    await expect(failure).toContainText('covered-camera.mp4');
    await expect(failure).toContainText(say({ en: 'marker boards', zh: '标记板' }));
    await shot('capture-failed');

    // replaced by a real movement video: tracked, the recordings with their residual
    await page
      .locator('[data-testid="capture-video"][data-name="covered-camera.mp4"]')
      .getByRole('button', { name: say({ en: 'Remove', zh: '移除' }) })
      .click();
    const hinge = (t: number) => axisAngle4([1, 0, 0], 18 * Math.sin((Math.PI * t) / 2500) ** 2, lc);
    await upload(page, await video('opening.mp4', { mandible: hinge, durationMs: 2500 }));
    await movementType('opening.mp4').selectOption('7');
    await page.getByRole('button', { name: say({ en: 'Track the replaced videos', zh: '追踪替换后的视频' }) }).click();
    await expect(page.getByTestId('capture-status')).toHaveAttribute('data-status', 'Finished', { timeout: 600_000 });
    const residual = Number(await page.getByTestId('capture-residual').getAttribute('data-value'));
    expect(residual).toBeGreaterThan(0);
    expect(residual).toBeLessThan(1);
    const rows = page.getByTestId('trajectory-recordings').getByRole('row');
    await expect(rows).toHaveCount(3, { timeout: 60_000 });
    const cells = page.getByTestId('recording-residual');
    for (let i = 0; i < 2; i++) expect(Number(await cells.nth(i).getAttribute('data-value'))).toBeCloseTo(residual, 4);
    await shot('capture-tracked');

    // after a reload the submitted session is shown again: its points on the scan and its videos
    await page.reload();
    await expect(page.getByTestId('capture-points-count')).toHaveAttribute('data-count', '3', { timeout: 120_000 });
    await expect(page.locator('[data-testid="capture-video"][data-name="opening.mp4"]')).toBeVisible();
    await expect(page.locator('[data-testid="capture-video"][data-name="registration.mp4"]')).toBeVisible();
  });
});
