import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { phantomParams, phantomScanFiles } from '@odontia/phantom';
import type { Locator, Page } from '@playwright/test';
import { artifacts, attachScansViaApi, expect, newCaseViaApi, signIn, test, toastWith } from './support';

const dir = join(artifacts, 'crown');

/**
 * A new crown case (product 4) holding the phantom's scans with tooth 36 prepared, as the demo's crown
 * case (server/src/seed/demo-crown.ts) does: each run designs on a case of its own, since a design keeps
 * its parameters and its finished crown.
 */
async function crownCase(baseURL: string, token: string, name: string): Promise<string> {
  const caseId = await newCaseViaApi(baseURL, token, { patient: name, productId: 4, recordName: 'Crown' });
  const scans = phantomScanFiles(phantomParams(), { preparedTooth: 36 }).filter((f) => f.name.endsWith('.stl'));
  await attachScansViaApi(baseURL, token, caseId, scans);
  return caseId;
}

/** A pointer drag inside an element, from its centre by (dx, dy) px, in small steps. */
async function dragFrom(page: Page, target: Locator, dx: number, dy: number, from = { x: 0, y: 0 }) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2 + from.x,
    y = box.y + box.height / 2 + from.y;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

test.describe('crown design', () => {
  test('designs, edits, finishes and exports a crown on the phantom, then opens it in the viewer', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    // Measured 23 Nov on the 2-core CI box: with the viewer rendering on demand (it used to render every frame and
    // starve swiftshader's main thread: 15-45 s per click, 8 min) the journey takes 2.3 min (zh-CN) and 2.1 min
    // (en-US) in one run at load 2-6, 3.2-5.6 min at load 12-15 (where the page alone took > 10 s to get its title).
    // The margin drag moved 0 px: the front view showed tooth 36's margin edge-on between the closed jaws (16
    // points within ~50 px, the upper scan in front); the margin step now frames the margin from occlusal with the
    // opposing scan hidden. The exports were never enabled once finished. The timeout is the 6 min CI budget.
    test.setTimeout(360_000);
    mkdirSync(dir, { recursive: true });
    const token = await signIn(page, baseURL!, locale);
    const caseId = await crownCase(baseURL!, token, `Crown ${locale}`);
    await page.goto(`/crown/design?id=${caseId}&productId=4`);
    await expect(page).toHaveTitle(say({ en: 'Crown design - Odontia', zh: '牙冠设计 - Odontia' }), {
      timeout: 60_000,
    });
    await expect(page.locator('[data-viewer-ready]')).toHaveAttribute('data-viewer-ready', 'true', {
      timeout: 120_000,
    });

    // Tooth position 6 only.
    const pickTooth = async (tooth: number) => {
      await page.getByTestId('crown-choose-tooth').click();
      const dialog = page.getByRole('alertdialog');
      await dialog
        .getByRole('button', { name: say({ en: `Tooth ${tooth}`, zh: `${tooth} 号牙` }), exact: true })
        .click();
      await dialog.getByRole('button', { name: say({ en: 'OK', zh: '确定' }) }).click();
    };
    await pickTooth(11);
    await expect(
      toastWith(
        page,
        say({ en: 'Crown design supports only tooth position 6 for now', zh: '牙冠设计目前仅支持 6 号牙位' }),
      ),
    ).toBeVisible();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: say({ en: 'Cancel', zh: '取消' }) })
      .click();

    // Parameters Setting: a value out of range is refused with the range message.
    await page.getByTestId('crown-params').click();
    const params = page.getByTestId('crown-params-dialog');
    const gap = params.locator('input[name="cementGap"]');
    await expect(gap).toHaveValue('0.05');
    await gap.fill('0.9');
    await expect(params).toContainText(say({ en: 'between 0 and 0.3', zh: '0 到 0.3 之间' }));
    await gap.fill('0.055');
    await expect(params).toContainText(say({ en: 'at most two decimals', zh: '最多两位小数' }));
    await gap.fill('0.06');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: say({ en: 'OK', zh: '确定' }) })
      .click();

    // The margin is detected in the queue, then drawn with draggable control points.
    await pickTooth(36);
    await expect(page.getByTestId('crown-tooth')).toContainText('36');
    await expect(page.getByTestId('crown-margin-step')).toBeVisible({ timeout: 240_000 });
    const handles = page.getByTestId('margin-handle');
    await expect(handles.first()).toBeVisible();
    const handle = handles.nth(3);
    const before = (await handle.boundingBox())!;
    await dragFrom(page, handle, 6, 4);
    const after = (await handle.boundingBox())!;
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(2);
    await page.screenshot({ path: join(dir, `margin-${locale}.png`) });
    // The opposing scan is hidden while the margin is edited, and the models panel says so; its eye
    // works both ways, and accepting the margin shows the scan again.
    const upperEye = (action: 'Show' | 'Hide') =>
      page.getByRole('button', {
        name: `${say({ en: action, zh: action === 'Show' ? '显示' : '隐藏' })} phantom-upper.stl`,
        exact: true,
      });
    await upperEye('Show').click();
    await upperEye('Hide').click();
    await expect(upperEye('Show')).toBeVisible();
    await page.getByTestId('crown-accept-margin').click();

    // Inner surface and jaw position, then the proposal as a queued task.
    await expect(page.getByTestId('crown-jaw-step')).toBeVisible({ timeout: 60_000 });
    await expect(upperEye('Hide')).toBeVisible();
    await page.screenshot({ path: join(dir, `inner-${locale}.png`) });
    // The insertion axis chosen for the least undercut: the phantom's tapered preparation has none, and
    // its undercut map lies over the preparation, green throughout.
    const undercut = page.getByTestId('crown-undercut');
    await expect(undercut).toBeVisible();
    expect(Number(await undercut.getAttribute('data-deepest-mm'))).toBeLessThan(0.02);
    await page.getByTestId('crown-undercut-toggle').click();
    await expect(page.locator('[data-model-id="crown-undercut"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.locator('[data-model-id="crown-inner"]')).toHaveCount(0);
    await page.screenshot({ path: join(dir, `undercut-${locale}.png`) });
    await page.getByTestId('crown-undercut-toggle').click();
    await expect(page.locator('[data-model-id="crown-inner"]')).toHaveCount(1, { timeout: 30_000 });
    // Jaw Position: the bite opened 0.3 mm along the insertion axis; the proposal is made against it.
    const opening = page.getByTestId('crown-jaw-opening');
    await opening.fill('0.3');
    await opening.press('Tab');
    await expect(page.getByTestId('crown-page')).toHaveAttribute('data-jaw-opening', '0.3');
    await page.getByTestId('crown-propose').click();
    await expect(page.getByTestId('crown-edit-toolbar')).toBeVisible({ timeout: 240_000 });
    // the server's setup holds the jaw position the proposal used
    await expect(page.getByTestId('crown-page')).toHaveAttribute('data-jaw-opening', '0.3');
    await page.screenshot({ path: join(dir, `proposal-${locale}.png`) });
    // The proposal on the dragged margin touches its neighbours (within 0.1 mm) and goes through nothing
    // (the margin's edge lies on the preparation, not in it).
    const summary = page.getByTestId('crown-summary');
    await expect(summary).toHaveAttribute('data-closest-mm', /^-?\d/, { timeout: 30_000 });
    const closest = Number(await summary.getAttribute('data-closest-mm'));
    expect(closest).toBeGreaterThanOrEqual(-0.05);
    expect(closest).toBeLessThanOrEqual(0.1);

    // Each tool once on the crown (the view is framed on it, so the canvas centre is on the crown).
    const canvas = page.locator('[data-viewer-ready] canvas').first();
    const steps = async () => Number(await page.getByTestId('crown-page').getAttribute('data-steps'));
    for (const [tool, drag] of [
      ['add', [30, 0]],
      ['remove', [0, 30]],
      ['smooth', [-30, 0]],
      ['deform', [0, -20]],
    ] as const) {
      const count = await steps();
      await page.getByTestId(`crown-tool-${tool}`).click();
      await dragFrom(page, canvas, drag[0], drag[1]);
      await expect.poll(steps, { message: tool }).toBe(count + 1);
    }
    await page.getByTestId('crown-tool-lattice').click();
    const lattice = page.getByTestId('lattice-handle');
    await expect(lattice).toHaveCount(27);
    const count = await steps();
    await dragFrom(page, lattice.nth(16), 0, -15);
    await expect.poll(steps).toBe(count + 1);
    await page.getByTestId('crown-map-contact').click();
    await page.screenshot({ path: join(dir, `edited-${locale}.png`) });

    // Recover to the proposal.
    await page.getByTestId('crown-recover').click();
    await page.getByRole('menuitem', { name: say({ en: 'Proposed crown', zh: '方案牙冠' }) }).click();
    await expect.poll(steps).toBe(0);
    await page.getByTestId('crown-tool-none').click();
    await page.getByTestId('crown-map-thickness').click();

    // Finish, export, open the STL in the viewer.
    await page.getByTestId('crown-finish').click();
    await expect(page.getByTestId('crown-finished')).toBeVisible({ timeout: 120_000 });
    const download = page.waitForEvent('download');
    await page.getByTestId('crown-export-stl').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/36.*\.stl$/);
    await file.saveAs(join(dir, `crown-${locale}.stl`));
    const draco = page.waitForEvent('download');
    await page.getByTestId('crown-export-drc').click();
    const dracoFile = await draco;
    expect(dracoFile.suggestedFilename()).toBe('crown-36.drc');
    await dracoFile.saveAs(join(dir, `crown-${locale}.drc`));
    expect(
      readFileSync(join(dir, `crown-${locale}.drc`))
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('DRACO');
    // the finished crown stays on the preparation, a model of the scene with its own eye
    await expect(
      page.getByRole('button', { name: `${say({ en: 'Hide', zh: '隐藏' })} crown-36.stl`, exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: join(dir, `finished-${locale}.png`) });
    await page.getByTestId('crown-open-viewer').click();
    await expect(page).toHaveURL(/\/viewer\?caseId=/);
    await expect(page.locator('[data-viewer-ready]')).toHaveAttribute('data-viewer-ready', 'true', {
      timeout: 60_000,
    });
    await page.screenshot({ path: join(dir, `viewer-${locale}.png`) });
  });
});
