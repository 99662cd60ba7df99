import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeDicomSlice } from '../../client/viewer/src/test-helpers/dicom-writer';
import type { Page } from '@playwright/test';
import { artifacts, DEMO, expect, loginViaApi, signIn, storagePrefix, test, uploadViaApi } from './support';

/** A closed box as a binary STL: 12 triangles with outward normals. */
function boxStl(min: [number, number, number], max: [number, number, number]): Buffer {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const v = [
    [x0, y0, z0],
    [x1, y0, z0],
    [x1, y1, z0],
    [x0, y1, z0],
    [x0, y0, z1],
    [x1, y0, z1],
    [x1, y1, z1],
    [x0, y1, z1],
  ];
  // Counter-clockwise seen from outside.
  const faces = [
    [0, 3, 2],
    [0, 2, 1],
    [4, 5, 6],
    [4, 6, 7],
    [0, 1, 5],
    [0, 5, 4],
    [3, 7, 6],
    [3, 6, 2],
    [0, 4, 7],
    [0, 7, 3],
    [1, 2, 6],
    [1, 6, 5],
  ];
  const out = Buffer.alloc(84 + faces.length * 50);
  out.writeUInt32LE(faces.length, 80);
  faces.forEach((face, i) => {
    const [a, b, c] = face.map((index) => v[index]!);
    const u = [b![0]! - a![0]!, b![1]! - a![1]!, b![2]! - a![2]!];
    const w = [c![0]! - a![0]!, c![1]! - a![1]!, c![2]! - a![2]!];
    const n = [u[1]! * w[2]! - u[2]! * w[1]!, u[2]! * w[0]! - u[0]! * w[2]!, u[0]! * w[1]! - u[1]! * w[0]!];
    const len = Math.hypot(n[0]!, n[1]!, n[2]!);
    const o = 84 + i * 50;
    [...n.map((x) => x / len), ...a!, ...b!, ...c!].forEach((value, k) => out.writeFloatLE(value, o + k * 4));
  });
  return out;
}

async function graphql<T>(
  baseURL: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`${query.trim().split('\n')[0]}: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

async function createCase(baseURL: string, token: string): Promise<string> {
  const { createPatient } = await graphql<{ createPatient: { id: string } }>(
    baseURL,
    token,
    `
      mutation ($input: PatientInput!) {
        createPatient(input: $input) {
          id
        }
      }
    `,
    { input: { name: `Viewer ${Date.now()}`, sex: 1, level: 1, phone: '13900000000' } },
  );
  const { createCase } = await graphql<{ createCase: { id: string } }>(
    baseURL,
    token,
    `
      mutation ($input: CreateCaseInput!) {
        createCase(input: $input) {
          id
        }
      }
    `,
    { input: { patientId: createPatient.id, type: 1 } },
  );
  return createCase.id;
}

type Vec3 = [number, number, number];

async function caseWithBoxes(baseURL: string, boxes: { name: string; min: Vec3; max: Vec3 }[]) {
  const token = await loginViaApi(baseURL, DEMO.phone, DEMO.password);
  const caseId = await createCase(baseURL, token);
  for (const box of boxes) {
    const key = `${storagePrefix(token)}cases/${caseId}/models/${box.name}`;
    await uploadViaApi(baseURL, token, key, boxStl(box.min, box.max), 'model');
    await graphql(
      baseURL,
      token,
      `
        mutation ($input: AttachModelFileInput!) {
          attachModelFile(input: $input) {
            id
          }
        }
      `,
      {
        input: { caseId, type: 'stl', key, name: box.name, color: '#e8dcc8' },
      },
    );
  }
  return caseId;
}

/**
 * Known geometry: after zoom to fit, the camera looks down -z at the centre of the models' bounds
 * from 1.2 x the distance at which their bounding sphere fills the 30 degree vertical field of view
 * (the canvas is wider than high). Maps points of the front face (z = max z) to client pixels and back.
 */
async function frontFace(page: Page, min: Vec3, max: Vec3) {
  const canvas = await page.locator('[data-viewer-ready] canvas').first().boundingBox();
  expect(canvas).not.toBeNull();
  const { x: left, y: top, width, height } = canvas!;
  const centre = min.map((value, i) => (value + max[i]!) / 2);
  const radius = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2;
  const tanHalf = Math.tan((15 * Math.PI) / 180);
  const aspect = width / height;
  expect(aspect).toBeGreaterThan(1);
  const distance = (radius / Math.sin((15 * Math.PI) / 180)) * 1.2;
  const depth = distance - (max[2] - centre[2]!);
  const onFrontFace = (clientX: number, clientY: number): Vec3 => {
    const ndcX = ((clientX - left) / width) * 2 - 1;
    const ndcY = 1 - ((clientY - top) / height) * 2;
    return [centre[0]! + ndcX * tanHalf * aspect * depth, centre[1]! + ndcY * tanHalf * depth, max[2]];
  };
  const toClient = ([x, y]: number[]) => ({
    x: Math.round(left + (((x! - centre[0]!) / (tanHalf * aspect * depth) + 1) / 2) * width),
    y: Math.round(top + ((1 - (y! - centre[1]!) / (tanHalf * depth)) / 2) * height),
  });
  return { toClient, onFrontFace };
}

const [cols, rows] = [24, 20];

/** 24 x 20 x 16 voxels of soft tissue (40 HU) with a bone block (1000 HU) inside, one DICOM file per slice. */
function phantomSeries() {
  return Array.from({ length: 16 }, (_, z) => {
    const pixels = new Int16Array(cols * rows);
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < cols; x++)
        pixels[y * cols + x] = x >= 6 && x < 18 && y >= 5 && y < 15 && z >= 4 && z < 12 ? 1000 : 40;
    return {
      name: `slice-${String(z).padStart(3, '0')}.dcm`,
      mimeType: 'application/dicom',
      buffer: Buffer.from(
        writeDicomSlice({ rows, cols, pixels, position: [0, 0, z * 0.5], pixelSpacing: [0.5, 0.5], instance: z + 1 }),
      ),
    };
  });
}

test.describe('3D viewer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("opens a case's STL, measures a known distance and takes a screenshot", async ({
    page,
    baseURL,
    locale,
    say,
    checkA11y,
  }) => {
    await signIn(page, baseURL!, locale);
    // A 20 x 12 x 8 mm box away from the origin.
    const min: Vec3 = [-5, -9, -2];
    const max: Vec3 = [15, 3, 6];
    const caseId = await caseWithBoxes(baseURL!, [{ name: 'box.stl', min, max }]);

    await page.goto(`/viewer?caseId=${caseId}`);
    await expect(page).toHaveTitle(say({ en: '3D viewer - Odontia', zh: '三维查看器 - Odontia' }));
    const stage = page.locator('[data-viewer-ready]');
    await expect(stage).toHaveAttribute('data-viewer-ready', 'true', { timeout: 30_000 });
    await expect(page.locator('[data-model-id]')).toHaveCount(1);
    await expect(page.locator('[data-model-id]')).toContainText('box.stl');
    await checkA11y();

    await page.getByRole('button', { name: say({ en: 'Tool', zh: '工具' }) }).click();
    await page.getByRole('menuitemradio', { name: say({ en: 'Distance', zh: '距离' }) }).click();

    const { toClient, onFrontFace } = await frontFace(page, min, max);
    const a = toClient([min[0] + 3, min[1] + 2]);
    const b = toClient([max[0] - 2, max[1] - 3]);
    const expected = Math.hypot(...onFrontFace(a.x, a.y).map((value, i) => value - onFrontFace(b.x, b.y)[i]!));
    expect(expected).toBeGreaterThan(15);

    await page.mouse.click(a.x, a.y);
    await page.waitForTimeout(400);
    await page.mouse.click(b.x, b.y);
    const label = page.getByTestId('viewer-distance-value');
    await expect(label).toBeVisible();
    const measured = Number(await label.getAttribute('data-value'));
    expect(Math.abs(measured - expected), `measured ${measured} mm, expected ${expected} mm`).toBeLessThan(0.05);
    await expect(label).toHaveText(`${expected.toFixed(2)} mm`);
    await expect(page.getByTestId('measurement').first()).toContainText(expected.toFixed(2));

    const dir = join(artifacts, 'viewer');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `distance-${locale}.png`) });

    // Export without a selection is refused with the seeds' message; with select all it downloads model.stl.
    await page.getByRole('button', { name: say({ en: 'File', zh: '文件' }) }).click();
    await page.getByRole('menuitem', { name: say({ en: 'Export as STL', zh: '导出为 STL' }) }).click();
    await expect(
      page.getByText(say({ en: 'Please select models to export', zh: '请选择要导出的模型' })).first(),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: say({ en: 'Select all', zh: '全选' }) }).check();
    await page.getByRole('button', { name: say({ en: 'File', zh: '文件' }) }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: say({ en: 'Export as STL', zh: '导出为 STL' }) }).click();
    expect((await download).suggestedFilename()).toBe('model.stl');

    // Sections, an axis view, params and hiding a model run without page errors.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.getByRole('button', { name: say({ en: 'Show Sections', zh: '显示剖面' }) }).click();
    await page.getByRole('button', { name: say({ en: 'Params', zh: '参数' }) }).click();
    await page.getByRole('combobox', { name: say({ en: 'Section normal', zh: '剖面法向' }) }).selectOption('x');
    await page.getByRole('button', { name: say({ en: 'View', zh: '视图' }), exact: true }).click();
    await page.getByRole('menuitem', { name: say({ en: 'Right', zh: '右视图' }) }).click();
    await page.screenshot({ path: join(dir, `section-${locale}.png`) });
    await page.getByRole('button', { name: say({ en: 'Hide box.stl', zh: '隐藏 box.stl' }) }).click();
    await expect(page.getByRole('button', { name: say({ en: 'Show box.stl', zh: '显示 box.stl' }) })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('aligns one box onto another from 4 marked points each and shows the residual error', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    await signIn(page, baseURL!, locale);
    // The same 20 x 12 x 8 mm box twice, the second 30 mm to the right.
    const target = { name: 'target.stl', min: [-5, -9, -2] as Vec3, max: [15, 3, 6] as Vec3 };
    const source = { name: 'source.stl', min: [25, -9, -2] as Vec3, max: [45, 3, 6] as Vec3 };
    const caseId = await caseWithBoxes(baseURL!, [source, target]);
    await page.goto(`/viewer?caseId=${caseId}`);
    await expect(page.locator('[data-viewer-ready]')).toHaveAttribute('data-viewer-ready', 'true', { timeout: 30_000 });
    await expect(page.locator('[data-model-id]')).toHaveCount(2);

    // The alignment panel starts with the first model as source, the second as target, and the Mark tool.
    await page.getByRole('button', { name: say({ en: 'Alignment', zh: '对齐' }) }).click();
    await page.getByRole('button', { name: say({ en: 'Start', zh: '开始' }) }).click();
    await expect(
      page
        .getByText(say({ en: 'Alignment needs 4 marking points per model', zh: '对齐需要每个模型 4 个标记点' }))
        .first(),
    ).toBeVisible();

    const { toClient } = await frontFace(page, [-5, -9, -2], [45, 3, 6]);
    const corners = (box: typeof source) => [
      [box.min[0] + 2, box.min[1] + 2],
      [box.max[0] - 2, box.min[1] + 2],
      [box.max[0] - 2, box.max[1] - 2],
      [box.min[0] + 3, box.max[1] - 3],
    ];
    for (const box of [source, target]) {
      for (const point of corners(box)) {
        const { x, y } = toClient(point);
        await page.mouse.click(x, y);
        await page.waitForTimeout(350);
      }
    }
    const marks = page.getByTestId('alignment-marks');
    await expect(marks.nth(0)).toContainText('4 / 4');
    await expect(marks.nth(1)).toContainText('4 / 4');

    await page.getByRole('button', { name: say({ en: 'Start', zh: '开始' }) }).click();
    const residual = page.getByTestId('alignment-residual');
    await expect(residual).toBeVisible({ timeout: 30_000 });
    expect(Number(await residual.getAttribute('data-rms'))).toBeLessThan(0.05);
    const dir = join(artifacts, 'viewer');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `alignment-${locale}.png`) });
  });
});

test.describe('CT viewer', () => {
  test('opens a DICOM series from disk, syncs the slices and builds the bone surface', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    await signIn(page, baseURL!, locale);
    await page.goto('/ct/');
    await expect(page).toHaveTitle(say({ en: 'CT viewer - Odontia', zh: 'CT 查看器 - Odontia' }));

    // A file that is not DICOM: the translated parse failure.
    await page
      .getByTestId('ct-files')
      .setInputFiles({ name: 'broken.dcm', mimeType: 'application/dicom', buffer: Buffer.from('not a dicom file') });
    await expect(page.getByText(say({ en: 'CT parse failed', zh: 'CT 解析失败' })).first()).toBeVisible();

    const files = phantomSeries();
    await page.getByTestId('ct-files').setInputFiles(files);
    await expect(page.getByTestId('ct-info')).toContainText('24 × 20 × 16');
    await expect(page.getByTestId('ct-cursor')).toContainText('1000 HU');

    // A click in the axial view moves the coronal and sagittal views to that voxel.
    const axial = page.getByTestId('ct-axial');
    const box = (await axial.boundingBox())!;
    await page.mouse.click(box.x + (2.5 / cols) * box.width, box.y + (3.5 / rows) * box.height);
    await expect(page.getByTestId('ct-cursor')).toContainText('40 HU');
    await expect(page.getByTestId('ct-sagittal')).toHaveAttribute('data-slice', '2');
    await expect(page.getByTestId('ct-coronal')).toHaveAttribute('data-slice', '3');

    await page.getByRole('button', { name: say({ en: 'Bone surface', zh: '骨骼表面' }) }).click();
    await expect(page.getByTestId('ct-bone-info')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-model-id="skull"]')).toHaveCount(1);
    const dir = join(artifacts, 'viewer');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `ct-${locale}.png`) });
  });

  test("opens a case's stored series from /ct/?caseId=", async ({ page, baseURL, locale, say }) => {
    const token = await signIn(page, baseURL!, locale);
    const caseId = await createCase(baseURL!, token);
    const prefix = storagePrefix(token);

    // No series stored yet: the translated load failure.
    await page.goto(`/ct/?caseId=${caseId}`);
    await expect(page.getByText(say({ en: 'CT load failed', zh: 'CT 加载失败' })).first()).toBeVisible();

    for (const file of phantomSeries())
      await uploadViaApi(baseURL!, token, `${prefix}cases/${caseId}/ct/${file.name}`, file.buffer, 'ct');
    await page.getByRole('button', { name: say({ en: 'Open the case CT', zh: '打开病例 CT' }) }).click();
    await expect(page.getByTestId('ct-info')).toContainText('24 × 20 × 16');
    await expect(page.getByTestId('ct-cursor')).toContainText('1000 HU');
  });
});
