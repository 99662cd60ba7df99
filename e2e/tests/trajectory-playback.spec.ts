import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, expect, signIn, test } from './support';

const dir = join(artifacts, 'playback');

test.describe('jaw motion comparison and playback', () => {
  test('compares two phantom recordings, exports the CSV, plays the protrusion and shows contacts at intercuspation', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    // two 270k-triangle scans in SwiftShader plus two contact workers: minutes on a shared 2-core machine
    test.setTimeout(1_200_000);
    mkdirSync(dir, { recursive: true });
    await signIn(page, baseURL!, locale);
    await page.goto('/trajectory-comparsion/index');
    await expect(page).toHaveTitle(say({ en: 'Jaw motion comparison - Odontia', zh: '下颌运动对比 - Odontia' }), {
      timeout: 60_000,
    });

    const picker = page.getByRole('combobox', { name: say({ en: 'Patient', zh: '患者' }) });
    await picker.click();
    await picker.pressSequentially('Phantom');
    await page.getByRole('option', { name: 'Phantom' }).first().click();
    await expect(page.getByTestId('comparison-limit')).toContainText('4');

    const list = page.getByTestId('comparison-recordings');
    // the digital facebow case's (the CT facebow case holds the same movements)
    const digital = (movement: string) => new RegExp(`^Digital facebow.*${movement}`);
    const forwardMovement = say({ en: '· Forward ·', zh: '· 前伸运动 ·' });
    const forward = digital(forwardMovement);
    const opening = digital(say({ en: '· Max opening ·', zh: '· 最大开口 ·' }));
    await list.getByRole('checkbox', { name: forward }).check();
    await list.getByRole('checkbox', { name: opening }).check();

    // both recordings' IP/LC/RC paths overlaid, the values side by side with their difference
    await expect(page.locator('[data-overlay-paths="2"]')).toHaveCount(1, { timeout: 120_000 });
    const table = page.getByTestId('comparison-table');
    await expect(table.locator('tr[data-row="protrusionMm"] td')).toHaveCount(4);
    await expect(table.locator('tr[data-row="maxOpeningMm"] td')).toHaveCount(4);
    const protrusion = Number(
      (await table.locator('tr[data-row="protrusionMm"] td').nth(1).innerText()).replace(/,/g, ''),
    );
    expect(protrusion).toBeGreaterThan(3);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(dir, `comparison-${locale}.png`), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: say({ en: 'Export CSV', zh: '导出 CSV' }) }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain(say({ en: 'Value', zh: '项目' }));
    expect(lines[0]!.split(',').length).toBeGreaterThanOrEqual(4);
    const protrusionLine = lines.find((l) => l.startsWith(say({ en: 'Protrusion (mm)', zh: '前伸距离（mm）' })));
    expect(Number(protrusionLine!.split(',')[1])).toBeCloseTo(protrusion, 1);

    // the same movement of the CT facebow case: its paths are carried onto the first case's upper scan by
    // aligning the two cases' upper scans (the phantom's both times, so the fit is exact)
    await list.getByRole('checkbox', { name: new RegExp(`^CT facebow.*${forwardMovement}`) }).check();
    const alignment = page.getByTestId('comparison-alignment');
    await expect(alignment).toHaveAttribute('data-rms', /\d/, { timeout: 300_000 });
    console.log(`comparison: ${await alignment.innerText()}`);
    expect(Number(await alignment.getAttribute('data-rms'))).toBeLessThan(0.05);
    await expect(page.locator('[data-overlay-paths="3"]')).toHaveCount(1, { timeout: 60_000 });
    await page.screenshot({ path: join(dir, `comparison-visits-${locale}.png`), fullPage: true });

    // the single-recording view: playback of the protrusion on the scans
    const row = list
      .locator('div')
      .filter({ has: page.getByRole('checkbox', { name: forward }) })
      .first();
    await row.getByRole('button', { name: say({ en: 'Play', zh: '播放' }) }).click();
    const stage = page.getByTestId('playback-stage');
    await expect(stage.locator('[data-viewer-ready="true"]')).toHaveCount(1, { timeout: 180_000 });
    const host = stage.locator('[data-viewer-ready]');
    await expect(host).toHaveAttribute('data-contacts', /\d+/, { timeout: 180_000 });

    await page.getByTestId('playback-play').click();
    await expect
      .poll(async () => Number(await host.getAttribute('data-playback-time')), { timeout: 120_000 })
      .toBeGreaterThan(500);
    await page.screenshot({ path: join(dir, `playing-${locale}.png`) });
    await page.getByTestId('playback-play').click();
    await expect(host).toHaveAttribute('data-playback-playing', 'false');

    // scrub to full protrusion (teeth apart: no contact), then to maximal intercuspation (frame 0): contacts appear
    const slider = page.getByRole('slider', { name: say({ en: 'Timeline', zh: '时间轴' }) });
    await slider.fill('3000');
    await expect(host).toHaveAttribute('data-playback-frame', /^(89|90)$/);
    await expect.poll(async () => Number(await host.getAttribute('data-contacts')), { timeout: 180_000 }).toBe(0);
    await page.screenshot({ path: join(dir, `protruded-${locale}.png`) });
    await slider.fill('0');
    await expect(host).toHaveAttribute('data-playback-frame', '0');
    await expect
      .poll(async () => Number(await host.getAttribute('data-contacts')), { timeout: 180_000 })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('playback-contacts-status')).toContainText('0.1 mm');
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(dir, `contacts-mi-${locale}.png`) });
  });
});
