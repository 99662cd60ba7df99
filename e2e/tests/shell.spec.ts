import { expect, stateFile, test } from './support';

test.use({ storageState: async ({ locale }, use) => use(stateFile(locale as 'zh-CN' | 'en-US')) });

test.describe('shell', () => {
  test('under 992 px the sidebar becomes a drawer; the language switch re-renders every string', async ({
    page,
    say,
    shot,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/dashboard/index');
    const nav = page.getByRole('navigation', { name: say({ en: 'Main navigation', zh: '主导航' }) });
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('dashboard-mobile');
    await page.getByRole('button', { name: say({ en: 'Open menu', zh: '打开菜单' }) }).click();
    await expect(nav).toBeVisible();
    await shot('dashboard-mobile-menu');
    await nav.getByRole('link', { name: say({ en: 'Cases', zh: '病例列表' }) }).click();
    await expect(page).toHaveURL(/\/list\/index$/);
    await expect(nav).toBeHidden();
    await checkA11y();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: say({ en: 'English', zh: '简体中文' }) }).click();
    await page.getByRole('menuitemradio', { name: say({ en: '简体中文', zh: 'English' }) }).click();
    await expect(page).toHaveTitle(say({ en: '病例列表 - Odontia', zh: 'Cases - Odontia' }));
    expect(await page.evaluate(() => localStorage.getItem('odontia_mw_lang'))).toBe(say({ en: 'zh-CN', zh: 'en-US' }));
  });

  test('help opens the user guide page of the current screen, served by the app, in the current language', async ({
    page,
    locale,
    say,
    shot,
  }) => {
    await page.goto('/patient/index');
    const guide = page.waitForEvent('popup');
    await page.getByRole('link', { name: say({ en: 'Help center', zh: '帮助中心' }) }).click();
    const help = await guide;
    await expect(help).toHaveURL(new RegExp(`/docs/${locale}/patients\\.html$`));
    await expect(help.getByRole('heading', { level: 1 })).toHaveText(say({ en: 'Patients', zh: '患者' }));
    await shot('help-patients', help);
    await help.getByRole('link', { name: say({ en: '中文', zh: 'English' }) }).click();
    await expect(help.getByRole('heading', { level: 1 })).toHaveText(say({ en: '患者', zh: 'Patients' }));
  });
});
