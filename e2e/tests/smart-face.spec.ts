import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { phantomFacePhotos } from '@odontia/phantom';
import { artifacts, expect, postViaApi, signIn, test, toastWith } from './support';

const dir = join(artifacts, 'smart-face');
const photoDir = join(dir, 'photos');
const PHOTOS = 30;

/** The phantom face photographed from 30 known poses (rendered once, then reused by both languages). */
function phantomPhotos(expression: 'neutral' | 'smile'): { name: string; mimeType: string; buffer: Buffer }[] {
  mkdirSync(photoDir, { recursive: true });
  const ours = (n: string) => n.startsWith(`face-${expression}-`) && n.endsWith('.jpg');
  if (readdirSync(photoDir).filter(ours).length < PHOTOS)
    for (const photo of phantomFacePhotos({ count: PHOTOS, expression }).photos)
      writeFileSync(join(photoDir, photo.name), photo.jpeg);
  return readdirSync(photoDir)
    .filter(ours)
    .sort()
    .slice(0, PHOTOS)
    .map((name) => ({ name, mimeType: 'image/jpeg', buffer: readFileSync(join(photoDir, name)) }));
}

test.describe('face-scan design', () => {
  test('uploads the phantom photos, waits for the model, marks, designs, confirms, exports and shares', async ({
    page,
    browser,
    baseURL,
    locale,
    say,
  }) => {
    test.setTimeout(1_200_000);
    const photos = phantomPhotos('neutral');
    const token = await signIn(page, baseURL!, locale);
    const patient = await postViaApi<{ id: number }>(baseURL!, token, '/api/patient', {
      name: `Face ${locale}`,
      level: 1,
    });
    const created = await postViaApi<{ id: number }>(baseURL!, token, '/api/illcase/create/case', {
      pid: patient.id,
      product_id: 2,
      record_name: 'SmartFace',
    });
    const caseId = created.id;
    const shot = (name: string, tab = page) => tab.screenshot({ path: join(dir, `${name}-${locale}.png`) });

    await page.goto(`/smart-face/index?id=${caseId}&productId=2`);
    await expect(page).toHaveTitle(say({ en: 'Face design - Odontia', zh: '面部设计 - Odontia' }), {
      timeout: 60_000,
    });
    await page.getByTestId('capture-input').setInputFiles(photos);
    await expect(page.getByTestId('capture-count')).toHaveText(
      say({ en: `${PHOTOS} photos, 0 videos`, zh: `${PHOTOS} 张照片，0 段视频` }),
      { timeout: 180_000 },
    );
    // deleting needs a selection (seed 001)
    await page.getByRole('button', { name: say({ en: 'Delete selected', zh: '删除所选' }) }).click();
    await expect(
      toastWith(page, say({ en: 'Please select the photo or video to delete', zh: '请选择要删除的照片或视频' })),
    ).toBeVisible();

    await page.getByRole('button', { name: say({ en: 'Generate face model', zh: '生成面部模型' }) }).click();
    await expect(page.getByTestId('task-status')).toContainText(say({ en: 'min', zh: '分钟' }));
    await shot('queued');
    // the reconstruction runs on the queue; the marking view appears with its landmarks
    await expect(page.getByTestId('marking-view')).toBeVisible({ timeout: 900_000 });

    await page.getByTestId('mark-pupils').click();
    await expect(toastWith(page, say({ en: 'Please mark the midline first', zh: '请先标记中线' }))).toBeVisible();
    for (const mark of ['midline', 'pupils', 'upperLip', 'innerCanthi', 'alae', 'smileLine', 'lipContour']) {
      await page.getByTestId(`mark-${mark}`).click();
      await expect(page.locator(`[data-mark="${mark}"]`).first()).toBeVisible();
    }
    // drag the upper-lip point 2 mm down in the frontal view: the saved mark follows
    const lip = page.locator('[data-mark="upperLip"]');
    const box = (await lip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 6, { steps: 4 });
    await page.mouse.up();
    await shot('marked');

    await page.getByRole('button', { name: say({ en: 'Submit to be designed', zh: '提交设计' }) }).click();
    await expect(page.getByTestId('design-status')).toHaveText(say({ en: 'To be confirmed', zh: '待确认' }));
    await expect(page.locator('[data-testid="marking-view"] polygon[data-fdi]')).toHaveCount(6);
    await page.getByRole('button', { name: say({ en: 'Start Zoom', zh: '开始缩放' }) }).click();
    await shot('designed');

    const show = page.locator('input[name="incisalShowMm"]');
    await show.fill('3');
    await page.getByRole('button', { name: say({ en: 'Apply', zh: '应用' }) }).click();
    await expect(show).toHaveValue('3');

    // the smile photo preview needs the smile model (seed 001)
    const photoTab = page.getByRole('tab', { name: say({ en: 'Smile photo', zh: '微笑照片' }) });
    await photoTab.click();
    await expect(
      page.getByText(
        say({
          en: 'Open-mouth or smile facial scan model must be selected first',
          zh: '请先选择张口或微笑面扫模型',
        }),
      ),
    ).toBeVisible();
    await page.getByRole('tab', { name: say({ en: 'Smile', zh: '微笑' }), exact: true }).click();
    await page.getByTestId('capture-input').setInputFiles(phantomPhotos('smile'));
    await expect(page.getByTestId('capture-count')).toHaveText(
      say({ en: `${PHOTOS} photos, 0 videos`, zh: `${PHOTOS} 张照片，0 段视频` }),
      { timeout: 180_000 },
    );
    const made = page.getByTestId('models-made');
    await expect(made).toContainText(say({ en: 'Neutral', zh: '自然表情' }));
    await expect(made).not.toContainText(say({ en: 'Smile', zh: '微笑' }));
    await page.getByRole('button', { name: say({ en: 'Generate smile model', zh: '生成微笑模型' }) }).click();
    const smilePhoto = page.getByTestId('smile-photo');
    await expect(smilePhoto).toHaveAttribute('data-teeth', 'shown', { timeout: 900_000 });
    await expect(made).toContainText(say({ en: 'Smile', zh: '微笑' }));
    // the teeth change the photo only inside the lips (the phantom's smile parts them a few millimetres):
    // none of the upper half, a patch in the lower
    const red = () =>
      smilePhoto.evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        return { width: c.width, values: Array.from({ length: c.width * c.height }, (_, i) => data[i * 4]!) };
      });
    const withTeeth = await red();
    await page.getByTestId('smile-preview').screenshot({ path: join(dir, `smile-photo-${locale}.png`) });
    await page.getByRole('tab', { name: say({ en: 'Before', zh: '设计前' }) }).click();
    await expect(smilePhoto).toHaveAttribute('data-teeth', 'hidden');
    const without = await red();
    const changedRowOfEach = withTeeth.values
      .map((v, i) => (v === without.values[i] ? -1 : Math.floor(i / withTeeth.width)))
      .filter((row) => row >= 0);
    const rows = without.values.length / without.width;
    expect(changedRowOfEach.length).toBeGreaterThan(150);
    expect(changedRowOfEach.reduce((a, b) => Math.min(a, b), rows)).toBeGreaterThan(rows / 2);
    await page.getByRole('tab', { name: say({ en: 'After', zh: '设计后' }) }).click();
    // zoomed on the mouth: the canvas shows the lips' region enlarged
    await page
      .getByTestId('smile-preview')
      .getByRole('button', { name: say({ en: 'Start Zoom', zh: '开始缩放' }) })
      .click();
    await expect.poll(() => smilePhoto.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThanOrEqual(720);
    await page.getByTestId('smile-preview').screenshot({ path: join(dir, `smile-zoomed-${locale}.png`) });
    // the present teeth hidden behind the design in the mouth's shadow, and shown again: the phantom's
    // present teeth, wider than the design, come back around it brighter than that shadow
    const hidden = await red();
    const hidePresent = page.getByTestId('smile-preview').getByRole('checkbox', {
      name: say({ en: 'Hide present teeth', zh: '隐藏现有牙齿' }),
    });
    await hidePresent.uncheck();
    // pixels that got brighter and darker by more than a fifth of the range when the present teeth show
    const revealed = async () => {
      const shown = await red();
      const by = (d: number) => shown.values.filter((v, i) => (v - hidden.values[i]!) * d > 50).length;
      return { brighter: by(1), darker: by(-1) };
    };
    await expect.poll(async () => (await revealed()).brighter).toBeGreaterThan(2_000);
    const { brighter, darker } = await revealed();
    expect(darker).toBeLessThan(brighter / 50);
    await page.getByTestId('smile-preview').screenshot({ path: join(dir, `smile-present-${locale}.png`) });
    await hidePresent.check();

    await page.getByRole('button', { name: say({ en: 'Confirm design', zh: '确认设计' }) }).click();
    await expect(page.getByTestId('design-status')).toHaveText(say({ en: 'Finished', zh: '已完成' }));

    await page.getByRole('tab', { name: say({ en: '3D face', zh: '三维面部' }) }).click();
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: say({ en: 'Export', zh: '导出' }), exact: true }).click();
    const model = await exported;
    expect(model.suggestedFilename()).toBe('faceTeeth.glb');
    const glb = readFileSync(await model.path());
    expect(glb.subarray(0, 4).toString('latin1')).toBe('glTF');
    await photoTab.click();
    const image = page.waitForEvent('download');
    await page.getByRole('button', { name: say({ en: 'Before/after image', zh: '前后对比图' }) }).click();
    const beforeAfter = await image;
    await beforeAfter.saveAs(join(dir, `before-after-${locale}.png`));
    await shot('finished');

    await page.getByRole('button', { name: say({ en: 'Create share link', zh: '创建分享链接' }) }).click();
    const url = await page.getByTestId('share-url').inputValue();
    expect(url).toContain('/smart-viewer?token=');
    expect(url).not.toContain(`=${caseId}`);

    const patientContext = await browser.newContext({ locale });
    const patientPage = await patientContext.newPage();
    await patientPage.addInitScript((lang) => localStorage.setItem('odontia_mw_lang', lang), locale);
    await patientPage.goto(url);
    await expect(
      patientPage.getByRole('heading', { name: say({ en: 'Your new smile', zh: '您的新笑容' }) }),
    ).toBeVisible();
    await expect(patientPage.locator('canvas').first()).toBeVisible();
    await patientPage.waitForTimeout(3000);
    await shot('shared', patientPage);
    // the patient mostly opens the link on a phone: the photo and the 3D face one above the other, nothing
    // wider than the screen
    const phone = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });
    const phonePage = await phone.newPage();
    await phonePage.addInitScript((lang) => localStorage.setItem('odontia_mw_lang', lang), locale);
    await phonePage.goto(url);
    const phonePhoto = phonePage.getByTestId('smile-photo');
    await expect(phonePhoto).toHaveAttribute('data-teeth', 'shown');
    // the patient is told what the picture shows, not the fit between the faces
    await expect(
      phonePage.getByText(
        say({ en: 'Your designed teeth drawn into your smile photo', zh: '设计的牙齿已绘入您的微笑照片' }),
      ),
    ).toBeVisible();
    await expect(phonePage.getByText(say({ en: 'the faces agree', zh: '吻合误差' }))).toHaveCount(0);
    const onPhone = (await phonePhoto.boundingBox())!;
    expect(onPhone.x).toBeGreaterThanOrEqual(0);
    expect(onPhone.x + onPhone.width).toBeLessThanOrEqual(390);
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phonePage.waitForTimeout(2000);
    await phonePage.screenshot({ path: join(dir, `shared-phone-${locale}.png`), fullPage: true });
    await phone.close();

    await page.getByRole('button', { name: say({ en: 'Withdraw', zh: '撤回' }) }).click();
    await patientPage.reload();
    await expect(patientPage.getByTestId('share-error')).toContainText(
      say({
        en: 'This share link was withdrawn, please ask your doctor for a new one',
        zh: '该分享链接已被撤回，请向您的医生索取新的链接',
      }),
    );
    await shot('withdrawn', patientPage);
    await patientContext.close();
    expect(existsSync(join(dir, `before-after-${locale}.png`))).toBe(true);
  });
});
