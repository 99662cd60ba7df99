import {
  encodeJpegLossless,
  generateCbct,
  jpeg2000Encoding,
  JPEG_LOSSLESS_SV1,
  jpegBaselineEncoding,
  phantomParams,
  rleEncoding,
  type CbctEncoding,
} from '@odontia/phantom';
import { zipSync } from 'fflate';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, expect, newCaseViaApi, signIn, test, toastWith } from './support';

const VOXEL_MM = 1.5;

/** A zip of the phantom series as a CBCT device exports it (folder, DICOMDIR), one slice cut short when `damaged`. */
function seriesZip(encoding: CbctEncoding, damaged?: number): { zip: Buffer; slices: number; damagedName?: string } {
  const { files } = generateCbct(phantomParams(), VOXEL_MM, encoding);
  const entries: Record<string, Uint8Array> = { DICOMDIR: new Uint8Array(256) };
  files.forEach((f, i) => (entries[`CBCT/${f.name}`] = i === damaged ? f.data.slice(0, 700) : f.data));
  return {
    zip: Buffer.from(zipSync(entries)),
    slices: files.length,
    damagedName: damaged === undefined ? undefined : `CBCT/${files[damaged]!.name}`,
  };
}

test.describe('a CBCT series from disk', () => {
  test('a zip of a JPEG 2000 series with a damaged slice and a zip of a JPEG lossless series open', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, baseURL!, locale);
    await page.goto('/ct/');
    await expect(page).toHaveTitle(say({ en: 'CT viewer - Odontia', zh: 'CT 查看器 - Odontia' }), { timeout: 60_000 });
    const dir = join(artifacts, 'ct-series');
    mkdirSync(dir, { recursive: true });

    const j2k = seriesZip(await jpeg2000Encoding(), 6);
    await page
      .getByTestId('ct-files')
      .setInputFiles({ name: 'phantom-j2k.zip', mimeType: 'application/zip', buffer: j2k.zip });
    // The damaged slice is named, filled from its neighbours, and the series opens at full depth.
    await expect(page.getByTestId('ct-info')).toContainText(`× ${j2k.slices} ${say({ en: 'voxels', zh: '体素' })}`, {
      timeout: 120_000,
    });
    const warning = page.getByTestId('ct-warning');
    await expect(warning).toContainText(say({ en: 'CT parse failed', zh: 'CT 解析失败' }));
    await expect(warning).toContainText(`phantom-j2k.zip/${j2k.damagedName}`);
    await page.screenshot({ path: join(dir, `j2k-damaged-${locale}.png`) });

    const lossless = seriesZip({ transferSyntax: JPEG_LOSSLESS_SV1, encode: encodeJpegLossless });
    await page
      .getByTestId('ct-files')
      .setInputFiles({ name: 'phantom-ljpeg.zip', mimeType: 'application/zip', buffer: lossless.zip });
    await expect(page.getByTestId('ct-warning')).toHaveCount(0, { timeout: 120_000 });
    await expect(page.getByTestId('ct-info')).toContainText(
      `× ${lossless.slices} ${say({ en: 'voxels', zh: '体素' })}`,
    );
    await expect(page.getByTestId('ct-error')).toHaveCount(0);
    await page.screenshot({ path: join(dir, `ljpeg-${locale}.png`) });
  });

  test('a zip with too many damaged slices answers CT parse failed naming them', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, baseURL!, locale);
    await page.goto('/ct/');
    const { files } = generateCbct(phantomParams(), VOXEL_MM);
    const entries: Record<string, Uint8Array> = {};
    // Two neighbouring slices missing: more than SERIES_RULE fills.
    files.forEach((f, i) => (entries[f.name] = i === 4 || i === 5 ? f.data.slice(0, 500) : f.data));
    await page
      .getByTestId('ct-files')
      .setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(entries)) });
    const error = page.getByTestId('ct-error');
    await expect(error).toContainText(say({ en: 'CT parse failed', zh: 'CT 解析失败' }), { timeout: 60_000 });
    await expect(error).toContainText(`broken.zip/${files[4]!.name}, broken.zip/${files[5]!.name}`);
    const dir = join(artifacts, 'ct-series');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `broken-${locale}.png`) });
  });

  test('a CT facebow case gets its CBCT from a zip, replaced after confirmation, and reads it back', async ({
    page,
    baseURL,
    locale,
    say,
    shot,
  }) => {
    test.setTimeout(300_000);
    const token = await signIn(page, baseURL!, locale);
    const caseId = await newCaseViaApi(baseURL!, token, {
      patient: `CBCT upload ${locale} ${Date.now()}`,
      productId: 3,
      recordName: 'CBCT upload',
    });
    const card = page.getByTestId('trajectory-case-ct');
    await page.goto(`/trajectory-ct/index?productId=3&caseId=${caseId}`);
    await expect(card).toContainText(say({ en: 'The case has no CT yet', zh: '该病例还没有 CT' }), { timeout: 60_000 });
    await page.getByTestId('trajectory-case-ct-open').click();
    await expect(page).toHaveURL(new RegExp(`/ct/\\?caseId=${caseId}$`));
    await expect(page.getByTestId('ct-error')).toContainText(say({ en: 'CT load failed', zh: 'CT 加载失败' }), {
      timeout: 60_000,
    });

    // An RLE series is stored as the case CT.
    const rle = seriesZip(rleEncoding);
    await page.getByTestId('ct-files').setInputFiles({ name: 'rle.zip', mimeType: 'application/zip', buffer: rle.zip });
    const voxels = (n: number) => `× ${n} ${say({ en: 'voxels', zh: '体素' })}`;
    await expect(page.getByTestId('ct-info')).toContainText(voxels(rle.slices), { timeout: 120_000 });
    await page.getByTestId('ct-save-case').click();
    await expect(
      toastWith(
        page,
        say({ en: `(${rle.slices} slices) is now the case CT`, zh: `（${rle.slices} 层）已成为病例 CT` }),
      ),
    ).toBeVisible({ timeout: 120_000 });

    // A JPEG baseline series of another thickness replaces it, after confirmation.
    const { files } = generateCbct(phantomParams(), 2, jpegBaselineEncoding(95));
    const entries: Record<string, Uint8Array> = {};
    files.forEach((f) => (entries[f.name] = f.data));
    await page
      .getByTestId('ct-files')
      .setInputFiles({ name: 'baseline.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(entries)) });
    await expect(page.getByTestId('ct-info')).toContainText(voxels(files.length), { timeout: 120_000 });
    await page.getByTestId('ct-save-case').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(say({ en: `a CT of ${rle.slices} slices`, zh: `${rle.slices} 层的 CT` }));
    await confirm.getByRole('button', { name: say({ en: 'OK', zh: '确定' }) }).click();
    await expect(
      toastWith(
        page,
        say({ en: `(${files.length} slices) is now the case CT`, zh: `（${files.length} 层）已成为病例 CT` }),
      ),
    ).toBeVisible({ timeout: 120_000 });

    // The case now reads the new series, and the CT facebow page counts its slices.
    await page.reload();
    await expect(page.getByTestId('ct-info')).toContainText(voxels(files.length), { timeout: 120_000 });
    await shot('ct-case-series');
    await page.goto(`/trajectory-ct/index?productId=3&caseId=${caseId}`);
    await expect(card).toContainText(
      say({ en: `The case CT: ${files.length} slices.`, zh: `病例 CT：${files.length} 层。` }),
      { timeout: 60_000 },
    );
    await shot('trajectory-ct-case-ct');
  });
});
