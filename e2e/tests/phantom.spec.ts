import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { artifacts, expect, graphqlViaApi, signIn, storagePrefix, test } from './support';

/** The demo seed's phantom cases (server/src/seed/demo-phantom.ts), by their chief complaint. */
const COMPLAINT = 'CBCT of the phantom patient';
const FACEBOW_COMPLAINT = 'Jaw motion of the phantom patient';

async function phantomCase(baseURL: string, token: string, complaint: string): Promise<string> {
  const { cases } = await graphqlViaApi<{ cases: { items: { id: string; chiefComplaint: string }[] } }>(
    baseURL,
    token,
    `query { cases(keyword: "Phantom", limit: 50) { items { id chiefComplaint } } }`,
  );
  const caseId = cases.items.find((item) => item.chiefComplaint === complaint)?.id;
  expect(caseId, complaint).toBeDefined();
  return caseId!;
}

const LIST = `query ($prefix: String!) { storageObjectsAll(prefix: $prefix) { key size } }`;

test.describe('the demo phantom', () => {
  test('opens the phantom scans of the facebow case in the 3D viewer', async ({ page, baseURL, locale, say }) => {
    test.setTimeout(180_000);
    const token = await signIn(page, baseURL!, locale);
    const caseId = await phantomCase(baseURL!, token, FACEBOW_COMPLAINT);
    await page.goto(`/viewer?caseId=${caseId}`);
    await expect(page).toHaveTitle(say({ en: '3D viewer - Odontia', zh: '三维查看器 - Odontia' }));
    await expect(page.locator('[data-viewer-ready]')).toHaveAttribute('data-viewer-ready', 'true', {
      timeout: 120_000,
    });
    for (const name of ['phantom-upper.stl', 'phantom-lower.stl'])
      await expect(page.getByText(name).first()).toBeVisible();
    const dir = join(artifacts, 'viewer');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `phantom-scans-${locale}.png`) });
  });

  test('opens the generated CBCT of the demo case, shows the planes and the bone surface', async ({
    page,
    baseURL,
    locale,
    say,
  }) => {
    test.setTimeout(600_000);
    const token = await signIn(page, baseURL!, locale);
    const caseId = await phantomCase(baseURL!, token, COMPLAINT);

    // The server writes the truth JSON after the last slice: its presence means the series is complete.
    const complete = `${storagePrefix(token)}cases/${caseId}/ct-truth.json`;
    const started = Date.now();
    await expect
      .poll(
        async () =>
          (await graphqlViaApi<{ storageObjectsAll: unknown[] }>(baseURL!, token, LIST, { prefix: complete }))
            .storageObjectsAll.length,
        { timeout: 400_000, intervals: [2_000] },
      )
      .toBe(1);
    console.log(`demo CBCT complete ${Date.now() - started} ms after the test began polling`);
    const { storageObjectsAll: slices } = await graphqlViaApi<{ storageObjectsAll: { size: number }[] }>(
      baseURL!,
      token,
      LIST,
      { prefix: `${storagePrefix(token)}cases/${caseId}/ct/` },
    );
    const bytes = slices.reduce((sum, s) => sum + s.size, 0);
    console.log(`demo CBCT: ${slices.length} slices, ${bytes} bytes`);

    await page.goto(`/ct/?caseId=${caseId}`);
    await expect(page).toHaveTitle(say({ en: 'CT viewer - Odontia', zh: 'CT 查看器 - Odontia' }));
    await expect(page.getByTestId('ct-info')).toContainText(`× ${slices.length}`, { timeout: 120_000 });
    for (const plane of ['ct-axial', 'ct-coronal', 'ct-sagittal']) await expect(page.getByTestId(plane)).toBeVisible();

    await page.getByRole('combobox', { name: say({ en: 'Preset', zh: '预设' }) }).selectOption('bone');
    await page.getByRole('button', { name: say({ en: 'Bone surface', zh: '骨骼表面' }) }).click();
    await expect(page.getByTestId('ct-bone-info')).toBeVisible({ timeout: 300_000 });
    await expect(page.locator('[data-model-id="skull"]')).toHaveCount(1);
    const dir = join(artifacts, 'viewer');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `ct-phantom-${locale}.png`) });
  });
});
