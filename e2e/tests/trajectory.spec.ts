import type { Locator } from '@playwright/test';
import { expect, graphqlViaApi, signIn, test } from './support';

/**
 * The digital facebow pages on the demo phantom (server/src/seed/demo-phantom.ts): nine analytic
 * motions with known values (phantomParams: SCI 35°, Bennett 10°, ISS 0.5 mm, opening 45 mm) and
 * three stable-position collections.
 */

async function facebowCaseId(baseURL: string, token: string): Promise<string> {
  const { cases } = await graphqlViaApi<{ cases: { items: { id: string; chiefComplaint: string }[] } }>(
    baseURL,
    token,
    `query { cases(keyword: "Phantom", limit: 50) { items { id chiefComplaint } } }`,
  );
  const id = cases.items.find((c) => c.chiefComplaint === 'Jaw motion of the phantom patient')?.id;
  expect(id).toBeDefined();
  return id!;
}

/** The numeric value a values-table row carries. */
async function rowValue(table: Locator, key: string): Promise<number> {
  return Number(await table.locator(`[data-key="${key}"]`).getAttribute('data-value'));
}

test.describe('digital facebow pages', () => {
  test('case dialog → index → motion → relation → position → custom → report', async ({
    page,
    baseURL,
    locale,
    say,
    shot,
  }) => {
    test.setTimeout(1_200_000);
    const token = await signIn(page, baseURL!, locale);
    const caseId = await facebowCaseId(baseURL!, token);

    // from the case dialog
    await page.goto('/list/index');
    await page.getByRole('button', { name: 'Digital facebow', exact: true }).first().click();
    await page.getByTestId('case-open-tool').click();
    await expect(page).toHaveURL(new RegExp(`/trajectory/index\\?productId=1&caseId=${caseId}$`));

    // index: scans, recordings, reference, steps
    // the first analysis reads every trajectory of the case: slow on a loaded machine
    await expect(page.getByTestId('trajectory-recordings').getByRole('row')).toHaveCount(13, { timeout: 90_000 });
    await expect(page.getByTestId('trajectory-scans').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('trajectory-condyle-source')).toHaveAttribute('data-source', 'kinematic');
    await expect(page.getByTestId('trajectory-bonwill')).toContainText('105.0');
    await expect(page.getByTestId('trajectory-balkwill')).toContainText('22.0°');
    await expect(page.getByTestId('trajectory-steps').getByRole('listitem')).toHaveCount(4);
    await shot('trajectory-index');

    // motion: the protrusion's values against the phantom's truth
    await page.getByRole('tab', { name: say({ en: 'Motion', zh: '运动' }) }).click();
    await expect(page).toHaveURL(/\/trajectory\/motion\?/);
    await page.getByTestId('motion-recording').click();
    await page
      .getByRole('option', { name: say({ en: 'Forward · forward', zh: '前伸 · forward' }), exact: true })
      .click();
    const values = page.getByTestId('motion-values');
    await expect(values.locator('[data-key="sci5-left"]')).toBeVisible({ timeout: 90_000 });
    expect(Math.abs((await rowValue(values, 'sci5-left')) - 35)).toBeLessThan(0.5);
    expect(Math.abs((await rowValue(values, 'sci5-right')) - 35)).toBeLessThan(0.5);
    const summary = page.getByTestId('motion-summary');
    expect(Math.abs((await rowValue(summary, 'maxOpening')) - 45)).toBeLessThan(0.1);
    expect(Math.abs((await rowValue(summary, 'bennett-left')) - 10)).toBeLessThan(0.5);
    expect(Math.abs((await rowValue(summary, 'iss-left')) - 0.5)).toBeLessThan(0.1);
    for (const plot of ['sagittal', 'frontal', 'horizontal'])
      await expect(page.getByTestId(`motion-${plot}`).locator('path')).toHaveCount(3);
    await expect(page.getByTestId('motion-distance').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('motion-viewer')).toHaveAttribute('data-ready', 'true', { timeout: 180_000 });
    // the Bonwill triangle and the reference plane drawn over the scans
    for (const toggle of ['motion-show-bonwill', 'motion-show-plane']) {
      await page.getByTestId(toggle).click();
      await expect(page.getByTestId(toggle)).toHaveAttribute('aria-pressed', 'true');
    }
    await shot('trajectory-motion');

    // relation: condyles displaced by the stable collections' mean (0.45 mm)
    await page.getByRole('tab', { name: say({ en: 'Relation', zh: '关系' }) }).click();
    const relation = page.getByTestId('relation-table');
    await expect(relation).toBeVisible({ timeout: 90_000 });
    expect(Math.abs((await rowValue(relation, 'lc')) - 0.447)).toBeLessThan(0.01);
    await shot('trajectory-relation');

    // position: three collections, then confirm
    await page.getByRole('tab', { name: say({ en: 'Position', zh: '位置' }) }).click();
    for (const n of [1, 2, 3])
      await expect(page.getByTestId(`position-step-${n}`)).toHaveAttribute('data-collected', 'true', {
        timeout: 90_000,
      });
    await page.getByTestId('position-confirm').click();
    await expect(page.getByTestId('position-confirmed')).toBeVisible();
    await shot('trajectory-position');

    // custom: pick a point on the scans, then a named motion position
    await page.getByRole('tab', { name: say({ en: 'Custom', zh: '自定义' }) }).click();
    const viewer = page.getByTestId('motion-viewer');
    await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 180_000 });
    const box = (await viewer.boundingBox())!;
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.45, 0.55],
      [0.55, 0.45],
      [0.4, 0.4],
      [0.6, 0.6],
    ]) {
      await page.mouse.click(box.x + box.width * fx!, box.y + box.height * fy!);
      if ((await page.getByTestId('custom-picked').getAttribute('data-picked')) === 'true') break;
    }
    await expect(page.getByTestId('custom-picked')).toHaveAttribute('data-picked', 'true');
    await expect(page.getByTestId('custom-values').locator('[data-key="maxDistance"]')).toBeVisible();
    await page.getByTestId('position-add').click();
    await expect(page.getByText(say({ en: 'Please enter the position name', zh: '请输入位置名称' }))).toBeVisible();
    await expect(page.getByText(say({ en: 'Please select the movement type', zh: '请选择运动类型' }))).toBeVisible();
    await page.getByTestId('position-name').fill('Canine guidance');
    await page.getByTestId('position-type').click();
    await page.getByRole('option', { name: say({ en: 'Maximal left', zh: '最大左侧' }), exact: true }).click();
    await page.getByTestId('position-reference').click();
    await page.getByRole('option', { name: 'IP' }).click();
    await page.getByTestId('position-add').click();
    await expect(page.getByTestId('motion-position')).toContainText('Canine guidance');
    await expect(page.getByTestId('motion-position').locator('[data-key="maxDistance"]')).toBeVisible();
    await shot('trajectory-custom');

    // report: all recordings with their projections; Print calls window.print
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: say({ en: 'Report', zh: '报告' }) }).click();
    await expect(page.getByTestId('report-recording')).toHaveCount(9, { timeout: 90_000 });
    await expect(page.getByTestId('report-articulator')).toBeVisible();
    await page.getByTestId('report-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByTestId('report-csv-values').click();
    expect((await download).suggestedFilename()).toBe(`facebow-${caseId}-values.csv`);
    await shot('trajectory-report');
  });

  test('a case that is not a facebow case of the practice leads to /404', async ({ page, baseURL, locale }) => {
    await signIn(page, baseURL!, locale);
    await page.goto('/trajectory/motion?productId=1&caseId=987654');
    await expect(page).toHaveURL(/\/404$/, { timeout: 30_000 });
  });
});
