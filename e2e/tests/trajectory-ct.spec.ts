import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { FACIAL_LANDMARKS } from '@odontia/shared';
import { artifacts, expect, graphqlViaApi, signIn, storagePrefix, test, toastWith } from './support';

/**
 * The CT facebow pages on the demo phantom: its CT facebow case holds the phantom's CBCT (written in
 * the background after start) and the nine analytic motions; the phantom's joint space in maximal
 * intercuspation is 2.5 mm (tools/phantom JOINT_SPACE_MM).
 */
const dir = join(artifacts, 'trajectory-ct');
const JOINT_SPACE_MM = 2.5;
const LIST = `query($prefix: String!) { storageObjectsAll(prefix: $prefix) { key size } }`;

async function phantomCases(baseURL: string, token: string) {
  const { cases } = await graphqlViaApi<{ cases: { items: { id: string; chiefComplaint: string }[] } }>(
    baseURL,
    token,
    `query { cases(keyword: "Phantom", limit: 50) { items { id chiefComplaint } } }`,
  );
  const find = (complaint: string) => cases.items.find((c) => c.chiefComplaint === complaint)?.id;
  const ct = find('CBCT of the phantom patient');
  const digital = find('Jaw motion of the phantom patient');
  expect(ct).toBeDefined();
  expect(digital).toBeDefined();
  return { ct: ct!, digital: digital! };
}

/** The phantom's CBCT is generated after the server starts: complete once the server has written its truth JSON. */
async function ctStored(baseURL: string, token: string, ctCaseId: string) {
  await expect
    .poll(
      async () =>
        (
          await graphqlViaApi<{ storageObjectsAll: unknown[] }>(baseURL, token, LIST, {
            prefix: `${storagePrefix(token)}cases/${ctCaseId}/ct-truth.json`,
          })
        ).storageObjectsAll.length,
      { timeout: 400_000, intervals: [2_000] },
    )
    .toBe(1);
}

/** Signed in, the demo's phantom cases found, and its CBCT written (the server generates it after start). */
async function withPhantomCt(page: Page, baseURL: string, locale: string) {
  const token = await signIn(page, baseURL, locale);
  const cases = await phantomCases(baseURL, token);
  await ctStored(baseURL, token, cases.ct);
  return { token, cases };
}

/** On the CT viewer of a case: once its series is open, Segment. */
async function segmentOnCtPage(page: Page) {
  await expect(page.getByTestId('ct-info')).toBeVisible({ timeout: 300_000 });
  await page.getByTestId('ct-segment').click();
}

const rowValue = async (table: Locator, key: string) =>
  Number(await table.locator(`[data-key="${key}"]`).getAttribute('data-value'));

async function shoot(page: Page, name: string, locale: string) {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${locale}.png`), fullPage: true });
}

/** The truth the server wrote beside the phantom's CBCT (tools/phantom CbctTruth): grid, canals, landmarks. */
interface CtTruth {
  dims: [number, number, number];
  voxelMm: number;
  originLps: [number, number, number];
  canals: { left: { lps: number[][]; patient: number[][] } };
  facialLandmarks: Record<string, { lps: number[]; patient: number[] }>;
}

async function ctTruth(baseURL: string, token: string, ctCaseId: string): Promise<CtTruth> {
  const { presignedGet } = await graphqlViaApi<{ presignedGet: string }>(
    baseURL,
    token,
    `query($key: String!) { presignedGet(key: $key) }`,
    { key: `${storagePrefix(token)}cases/${ctCaseId}/ct-truth.json` },
  );
  return (await (await fetch(presignedGet)).json()) as CtTruth;
}

/** The voxel of a DICOM LPS point, or null outside the volume. */
function voxelOf(truth: CtTruth, lps: number[]): [number, number, number] | null {
  const voxel = [0, 1, 2].map((a) => Math.round((lps[a]! - truth.originLps[a]!) / truth.voxelMm));
  return voxel.every((v, a) => v >= 0 && v < truth.dims[a]!) ? (voxel as [number, number, number]) : null;
}

/** The slices' cursor put on a voxel as a clinician does: a click on the axial slice (column, row), then on the coronal one (column, height). */
async function cursorTo(page: Page, truth: CtTruth, [vx, vy, vz]: [number, number, number]) {
  const [nx, ny, nz] = truth.dims;
  const click = async (axis: 'axial' | 'coronal', fx: number, fy: number) => {
    const box = (await page.getByTestId(`ct-${axis}`).boundingBox())!;
    await page.getByTestId(`ct-${axis}`).click({ position: { x: fx * box.width, y: fy * box.height } });
  };
  await click('axial', (vx + 0.5) / nx, (vy + 0.5) / ny);
  await click('coronal', (vx + 0.5) / nx, (nz - 1 - vz + 0.5) / nz);
}

/** CT jaw motion: the patient's CT recordings; the protrusion opened on the CT motion page. */
async function openProtrusionOnCt(page: Page, say: (text: { en: string; zh: string }) => string, ctCaseId: string) {
  await page.goto('/trajectory-ct-motion/index');
  await expect(page).toHaveTitle(say({ en: 'CT jaw motion - Odontia', zh: 'CT 下颌运动 - Odontia' }));
  const picker = page.getByRole('combobox', { name: say({ en: 'Patient', zh: '患者' }) });
  await picker.click();
  await picker.pressSequentially('Phantom');
  await page.getByRole('option', { name: 'Phantom' }).first().click();
  const list = page.getByTestId('ct-motion-recordings');
  await expect(list.getByTestId('ct-motion-open')).toHaveCount(9, { timeout: 60_000 });
  await list
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: say({ en: 'Forward', zh: '前伸' }), exact: true }) })
    .getByTestId('ct-motion-open')
    .click();
  await expect(page).toHaveURL(new RegExp(`/trajectory-ct/motion\\?productId=3&caseId=${ctCaseId}&recordingId=`));
  await expect(page.getByTestId('motion-recording')).toContainText(say({ en: 'Forward', zh: '前伸' }));
}

test.describe('CT facebow pages', () => {
  test('CT facebow index on a CT facebow case only; CT jaw motion lists the recordings and opens one', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    const token = await signIn(page, baseURL!, locale);
    const cases = await phantomCases(baseURL!, token);

    // the CT facebow case opens on the CT facebow pages (the case dialog's link is the catalogue's href,
    // /trajectory-ct/index); a digital facebow case does not open there
    await page.goto(`/trajectory-ct/index?productId=3&caseId=${cases.ct}`);
    await expect(page).toHaveTitle(say({ en: 'CT facebow - Odontia', zh: 'CT 面弓 - Odontia' }));
    await expect(page.getByTestId('trajectory-recordings').getByRole('row')).toHaveCount(10, { timeout: 90_000 });
    await shoot(page, 'index', locale);
    await page.goto(`/trajectory-ct/motion?productId=3&caseId=${cases.digital}`);
    await expect(page).toHaveURL(/\/404$/, { timeout: 30_000 });
    await openProtrusionOnCt(page, say, cases.ct);
    await shoot(page, 'motion', locale);
  });

  test('CT jaw motion: protrusion on the CT with its joint space, playback with Show/Hide CT and Show/Hide Slices', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    test.setTimeout(1_500_000);
    const { cases } = await withPhantomCt(page, baseURL!, locale);
    await openProtrusionOnCt(page, say, cases.ct);

    // the CT segmented; the joint space of the protrusion: the phantom's truth at intercuspation (first frame)
    const started = Date.now();
    await expect(page.getByTestId('ct-ready')).toBeVisible({ timeout: 900_000 });
    console.log(
      `CT facebow: ${await page.getByTestId('ct-ready').innerText()} (${Date.now() - started} ms in the page)`,
    );
    const values = page.getByTestId('ct-joint-values');
    await expect(values).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('ct-joint-plot').locator('canvas')).toHaveCount(1);
    // the plot's legend names the time in the page's language, not the chart library's default
    const legend = page.getByTestId('ct-joint-plot').locator('.u-legend');
    await expect(legend).toContainText(say({ en: 'time (s)', zh: '时间（秒）' }));
    await expect(legend).not.toContainText('Value');
    for (const side of ['left', 'right']) {
      const atIp = await rowValue(values, `ip-${side}`);
      const least = await rowValue(values, `min-${side}`);
      console.log(`joint space ${side}: ${atIp.toFixed(2)} mm at intercuspation, least ${least.toFixed(2)} mm`);
      expect(Math.abs(atIp - JOINT_SPACE_MM)).toBeLessThan(0.3);
      expect(least).toBeLessThanOrEqual(atIp);
      // the condyle glides along the eminence: the space never closes
      expect(least).toBeGreaterThan(JOINT_SPACE_MM - 0.4);
      await expect(page.getByTestId(`ct-joint-penetration-${side}`)).toHaveCount(0);
    }
    await shoot(page, 'joint-space', locale);

    // playback with the CT: the CT jaw moves with the lower scan
    await page
      .getByTestId('motion-viewer-mode')
      .getByRole('tab', { name: say({ en: 'Play on the scans', zh: '在扫描模型上播放' }) })
      .click();
    const stage = page.getByTestId('playback-stage');
    await expect(stage.locator('[data-viewer-ready="true"]')).toHaveCount(1, { timeout: 300_000 });
    await expect(page.getByTestId('ct-playback')).toHaveAttribute('data-ct-shown', 'true');
    const host = stage.locator('[data-viewer-ready]');
    await page.getByTestId('playback-play').click();
    await expect
      .poll(async () => Number(await host.getAttribute('data-playback-time')), { timeout: 180_000 })
      .toBeGreaterThan(1000);
    await expect(page.getByTestId('ct-joint-now')).toBeVisible();
    await page.getByTestId('playback-play').click();
    await expect(host).toHaveAttribute('data-playback-playing', 'false');
    await page.getByTestId('ct-playback').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(dir, `playing-${locale}.png`) });

    // leaving CT mode for the paths asks first; keeping the mode stays in the playback
    const modes = page.getByTestId('motion-viewer-mode');
    const pathsTab = modes.getByRole('tab', { name: say({ en: 'Paths', zh: '轨迹' }) });
    const switchDialog = page.getByRole('alertdialog');
    await pathsTab.click();
    await expect(switchDialog).toContainText(say({ en: 'leaves CT mode', zh: '离开 CT 模式' }));
    await switchDialog.getByRole('button', { name: say({ en: 'Keep current mode', zh: '保持当前模式' }) }).click();
    await expect(switchDialog).toHaveCount(0);
    await expect(page.getByTestId('ct-playback')).toHaveAttribute('data-ct-shown', 'true');

    // Show/Hide CT
    await page.getByTestId('ct-toggle').click();
    await expect(page.getByTestId('ct-playback')).toHaveAttribute('data-ct-shown', 'false');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(dir, `ct-hidden-${locale}.png`) });

    // Show/Hide Slices: the CT's three planes through the left condyle, carried with it by the motion
    const ctPlayback = page.getByTestId('ct-playback');
    await page.getByTestId('ct-slices-toggle').click();
    await expect(ctPlayback).toHaveAttribute('data-slices-shown', 'true');
    const timeline = page.getByRole('slider', { name: say({ en: 'Timeline', zh: '时间轴' }) });
    const voxelAt = async (keys: string[], time: (ms: number) => boolean) => {
      for (const key of keys) await timeline.press(key);
      await expect.poll(async () => time(Number(await host.getAttribute('data-playback-time')))).toBe(true);
      return (await ctPlayback.getAttribute('data-slices-voxel'))!.split(',').map(Number);
    };
    const atRest = await voxelAt(['Home'], (ms) => ms === 0);
    // two tenths of the recording in: 1 s out of the rest, the protrusion well on its way
    const protruded = await voxelAt(['PageUp', 'PageUp'], (ms) => ms >= 1800);
    console.log(`slices through the left condyle: voxel ${atRest} at rest, ${protruded} protruded`);
    // LPS voxels: the condyle glides forward (row index down) and down the eminence (slice index down)
    expect(atRest[1]! - protruded[1]!).toBeGreaterThanOrEqual(3);
    expect(atRest[2]! - protruded[2]!).toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(dir, `slices-${locale}.png`) });
    await page.getByTestId('ct-slices-side').selectOption('rc');
    await expect
      .poll(async () => Number((await ctPlayback.getAttribute('data-slices-voxel'))!.split(',')[0]))
      .toBeLessThan(protruded[0]!);
    // slice mode is left only on confirmation too
    await pathsTab.click();
    await expect(switchDialog).toContainText(say({ en: 'leaves slice mode', zh: '离开切片模式' }));
    await switchDialog.getByRole('button', { name: say({ en: 'Keep current mode', zh: '保持当前模式' }) }).click();
    await page.getByTestId('ct-slices-toggle').click();
    await expect(ctPlayback).toHaveAttribute('data-slices-shown', 'false');

    // with the CT hidden there is no CT mode to leave: the paths open at once; with it shown, Switch leaves it
    await pathsTab.click();
    await expect(page.getByTestId('motion-viewer')).toBeVisible();
    await expect(switchDialog).toHaveCount(0);
    await modes.getByRole('tab', { name: say({ en: 'Play on the scans', zh: '在扫描模型上播放' }) }).click();
    await page.getByTestId('ct-toggle').click();
    await expect(page.getByTestId('ct-playback')).toHaveAttribute('data-ct-shown', 'true');
    await pathsTab.click();
    await switchDialog.getByRole('button', { name: say({ en: 'Switch', zh: '切换' }), exact: true }).click();
    await expect(page.getByTestId('motion-viewer')).toBeVisible();
    await expect(page.getByTestId('ct-playback')).toHaveCount(0);
  });

  test('CT viewer: the scans registered onto the CT teeth from 4 marked points each, saved with the case', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    test.setTimeout(900_000);
    const { token, cases } = await withPhantomCt(page, baseURL!, locale);
    await page.goto(`/ct/?caseId=${cases.ct}`);
    await segmentOnCtPage(page);
    const panel = page.getByTestId('ct-registration');
    await expect(panel).toBeVisible({ timeout: 300_000 });
    // the two scans and four structures (and a canal, when one was traced on this case before)
    await expect.poll(() => page.locator('[data-model-id]').count(), { timeout: 120_000 }).toBeGreaterThanOrEqual(6);
    for (const name of ['skull', 'jaw', 'tooth_upper', 'tooth_lower'])
      await expect(page.locator(`[data-model-id="${name}"]`)).toHaveCount(1);

    // Only one model shown at a time, so each click marks the one meant.
    const only = async (keep: string) => {
      // the scans, the structures and any canal traced on this case (its model id is its name)
      const canals = await page
        .locator('[data-model-id^="canal"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-model-id')!));
      for (const name of [
        'phantom-lower.stl',
        'phantom-upper.stl',
        'skull',
        'jaw',
        'tooth_upper',
        'tooth_lower',
        ...canals,
      ]) {
        const action = name === keep ? say({ en: 'Show', zh: '显示' }) : say({ en: 'Hide', zh: '隐藏' });
        const button = page.getByRole('button', { name: `${action} ${name}`, exact: true });
        if (await button.count()) await button.dispatchEvent('click');
      }
    };
    await only('tooth_upper');
    await page.getByRole('button', { name: say({ en: 'Alignment', zh: '对齐' }) }).click();
    const canvas = page.locator('[data-viewer-ready] canvas').first();
    await canvas.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: say({ en: 'Zoom to fit', zh: '适应窗口' }) }).click();
    await page.waitForTimeout(1500);
    const box = (await canvas.boundingBox())!;
    // Premolars and lateral incisors, seen from the front (where the canvas shows the upper teeth's crowns).
    const points = [
      [0.34, 0.586],
      [0.45, 0.614],
      [0.546, 0.614],
      [0.658, 0.586],
    ].map(([fx, fy]) => ({ x: box.x + fx! * box.width, y: box.y + fy! * box.height }));
    for (const keep of ['phantom-upper.stl', 'tooth_upper']) {
      await only(keep);
      for (const { x, y } of points) {
        await page.mouse.click(x, y);
        await page.waitForTimeout(400);
      }
    }
    await page.getByTestId('ct-registration-save').click();
    const fit = page.getByTestId('ct-registration-fit');
    await expect(fit).toBeVisible({ timeout: 300_000 });
    const rms = Number(await fit.getAttribute('data-rms'));
    console.log(`scan registration: ${await fit.innerText()}`);
    // The phantom CT's crowns are the scans' crowns: the issue's 0.2 mm (measured 0.14 mm in both languages).
    expect(rms).toBeLessThan(0.2);
    await expect(panel).toHaveAttribute('data-registered', 'true', { timeout: 60_000 });
    await expect(page.getByTestId('ct-registration-state')).toContainText(rms.toFixed(2));
    await only('phantom-upper.stl');
    await page.screenshot({ path: join(dir, `registered-${locale}.png`) });

    // The saved registration is what the analysis reads: on the phantom, scans and CT share one frame.
    const { jawAnalysis } = await graphqlViaApi<{ jawAnalysis: { ctRegistration: number[] } }>(
      baseURL!,
      token,
      `query($caseId: ID!) { jawAnalysis(caseId: $caseId) { ctRegistration } }`,
      { caseId: cases.ct },
    );
    const m = jawAnalysis.ctRegistration;
    const shift = Math.hypot(m[12]!, m[13]!, m[14]!);
    const turn = Math.acos(Math.min(1, (m[0]! + m[5]! + m[10]! - 1) / 2)) * (180 / Math.PI);
    console.log(`saved registration: ${shift.toFixed(3)} mm, ${turn.toFixed(3)} deg from the truth (identity)`);
    expect(shift).toBeLessThan(0.5);
    expect(turn).toBeLessThan(0.5);
  });

  test('CT viewer: the left mandibular canal traced on the slices, snapped into the lumen, saved with the case', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    test.setTimeout(900_000);
    const { token, cases } = await withPhantomCt(page, baseURL!, locale);
    // where the phantom's canal runs: the truth the server wrote beside the case's CBCT
    const truth = await ctTruth(baseURL!, token, cases.ct);
    const readSaved = () =>
      graphqlViaApi<{ caseCtCanals: { diameterMm: number; left: number[][] } | null }>(
        baseURL!,
        token,
        `query($caseId: ID!) { caseCtCanals(caseId: $caseId) { diameterMm left } }`,
        { caseId: cases.ct },
      );
    // a canal traced before (the other language's run) comes back with the case: it is cleared first
    const before = (await readSaved()).caseCtCanals?.left.length ?? 0;
    await page.goto(`/ct/?caseId=${cases.ct}`);
    await segmentOnCtPage(page);
    await expect(page.getByTestId('ct-canal-add')).toBeVisible({ timeout: 300_000 });
    const count = page.getByTestId('ct-canal-count');
    await expect(count).toHaveAttribute('data-points', String(before), { timeout: 60_000 });
    if (before) await page.getByTestId('ct-canal-clear').click();
    await expect(count).toHaveAttribute('data-points', '0');

    // Each point 0.6 mm off the canal's axis, as a clinician's click: on the axial slice (column, row), then on
    // the coronal one (column, height); the cursor then sits on that voxel and Add point snaps it into the lumen.
    const line = truth.canals.left.lps.slice(1, -2);
    for (const p of line) {
      await cursorTo(page, truth, voxelOf(truth, [p[0]! + 0.6, p[1]!, p[2]!])!);
      await page.getByTestId('ct-canal-add').click();
    }
    await expect(count).toHaveAttribute('data-points', String(line.length));
    await expect(page.locator('[data-model-id="canal-left"]')).toHaveCount(1);
    await page.getByTestId('ct-canal-save').click();
    await expect(
      toastWith(page, say({ en: 'The canals are saved with the case.', zh: '下颌管已保存到病例。' })),
    ).toBeVisible();
    await shoot(page, 'canal', locale);

    // saved with the case: every point within 0.3 mm of the true canal axis
    await expect.poll(async () => (await readSaved()).caseCtCanals?.left.length, { timeout: 30_000 }).toBe(line.length);
    const saved = await readSaved();
    const axisLine = truth.canals.left.patient;
    const offAxis = (q: number[]) =>
      Math.min(
        ...axisLine.slice(1).map((b, i) => {
          const a = axisLine[i]!;
          const ab = [0, 1, 2].map((k) => b[k]! - a[k]!);
          const f = Math.max(
            0,
            Math.min(1, ab.reduce((sum, v, k) => sum + v * (q[k]! - a[k]!), 0) / ab.reduce((sum, v) => sum + v * v, 0)),
          );
          return Math.hypot(...[0, 1, 2].map((k) => q[k]! - a[k]! - f * ab[k]!));
        }),
      );
    const offs = saved.caseCtCanals!.left.map(offAxis);
    console.log(`canal points off the true axis: ${offs.map((o) => o.toFixed(2)).join(', ')} mm`);
    for (const off of offs) expect(off).toBeLessThan(0.3);
    // and read back on the next visit
    await page.reload();
    await segmentOnCtPage(page);
    await expect(page.getByTestId('ct-canal-count')).toHaveAttribute('data-points', String(line.length), {
      timeout: 300_000,
    });
  });

  test('CT viewer: the reference landmarks marked on the slices; the CT facebow measures from the planes they define', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    test.setTimeout(900_000);
    const { token, cases } = await withPhantomCt(page, baseURL!, locale);
    const truth = await ctTruth(baseURL!, token, cases.ct);
    await page.goto(`/ct/?caseId=${cases.ct}`);
    await expect(page.getByTestId('ct-info')).toBeVisible({ timeout: 300_000 });
    await expect(page.getByTestId('ct-landmark-porionL')).toBeVisible();

    // each landmark inside the field of view (nasion lies above it) put under the cursor by a click on the
    // axial slice (column, row) and one on the coronal slice (column, height), then Set
    const marked: string[] = [];
    const cursorText: Record<string, string | null> = {};
    for (const [name, { lps }] of Object.entries(truth.facialLandmarks)) {
      const voxel = voxelOf(truth, lps);
      if (!voxel) continue;
      await cursorTo(page, truth, voxel);
      await page.getByTestId(`ct-landmark-set-${name}`).click();
      cursorText[name] = await page.getByTestId('ct-cursor').textContent();
      marked.push(name);
    }
    // every landmark but nasion, which lies above the jaws' field of view
    expect(marked).toEqual(FACIAL_LANDMARKS.filter((name) => name !== 'nasion'));
    // the phantom's Frankfort horizontal stands 10° to its ala-tragus line
    const angle = page.getByTestId('ct-landmarks-angle');
    await expect(angle).toBeVisible();
    expect(Math.abs(Number(await angle.getAttribute('data-deg')) - 10)).toBeLessThan(0.6);
    await page.getByTestId('ct-landmarks-save').click();
    await expect(
      toastWith(
        page,
        say({
          en: 'The landmarks are saved with the case; the facebow analysis uses them.',
          zh: '标志点已随病例保存，面弓分析将使用它们。',
        }),
      ),
    ).toBeVisible();
    await shoot(page, 'landmarks', locale);
    // a marked landmark's coordinates put the cursor and the slices back on it
    await page.getByTestId('ct-landmark-show-porionL').click();
    await expect(page.getByTestId('ct-cursor')).toHaveText(cursorText.porionL!);
    await page.getByTestId('ct-landmark-show-alaR').click();
    await expect(page.getByTestId('ct-cursor')).toHaveText(cursorText.alaR!);

    // saved with the case, each within 1.5 voxels per axis of the phantom's landmark (half a voxel of the grid,
    // and a click on the scaled slice can land on the neighbouring voxel)
    const { caseCtLandmarks } = await graphqlViaApi<{ caseCtLandmarks: Record<string, number[] | null> }>(
      baseURL!,
      token,
      `query($caseId: ID!) { caseCtLandmarks(caseId: $caseId) { ${marked.join(' ')} } }`,
      { caseId: cases.ct },
    );
    for (const name of marked) {
      const p = caseCtLandmarks[name]!;
      const q = truth.facialLandmarks[name]!.patient;
      expect(Math.max(...p.map((v, i) => Math.abs(v - q[i]!))), name).toBeLessThanOrEqual(1.5 * truth.voxelMm);
    }

    // the CT facebow's reference: both planes from the CT, the Frankfort horizontal 10° to the occlusal plane
    await page.goto(`/trajectory-ct/index?productId=3&caseId=${cases.ct}`);
    await expect(page.getByTestId('trajectory-frankfort-source')).toHaveAttribute('data-source', 'marked', {
      timeout: 90_000,
    });
    await expect(page.getByTestId('trajectory-ala-tragus-source')).toHaveAttribute('data-source', 'marked');
    await expect(page.getByTestId('trajectory-frankfort-source')).toContainText(
      say({ en: 'porions and orbitales marked on the CT', zh: 'CT 上标记的耳点与眶点' }),
    );
    await expect(page.getByTestId('trajectory-midline')).toHaveAttribute('data-marked', 'false');
    const { jawAnalysis } = await graphqlViaApi<{ jawAnalysis: { occlusalToFrankfortDeg: number } }>(
      baseURL!,
      token,
      `query($caseId: ID!) { jawAnalysis(caseId: $caseId) { occlusalToFrankfortDeg } }`,
      { caseId: cases.ct },
    );
    expect(Math.abs(jawAnalysis.occlusalToFrankfortDeg - 10)).toBeLessThan(1);
    await expect(page.getByTestId('trajectory-frankfort-source')).toContainText(
      jawAnalysis.occlusalToFrankfortDeg.toFixed(1),
    );
    await shoot(page, 'reference-marked', locale);
  });
});
