import { DEMO, expect, loginViaApi, test, toastWith } from './support';

test.describe('session', () => {
  test('log in as the demo user and land on the dashboard', async ({ page, say, shot, checkA11y }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Findex$/);
    await expect(page).toHaveTitle(say({ en: 'Log in - Odontia', zh: '登录 - Odontia' }));
    await expect(
      page.getByRole('heading', { name: say({ en: 'Welcome to Odontia', zh: '欢迎使用 Odontia' }) }),
    ).toBeVisible();
    await shot('login');
    await checkA11y();

    // The form's own rules first, then the server's answer translated from the catalogue.
    await page.getByRole('button', { name: say({ en: 'Log in', zh: '登录' }) }).click();
    await expect(
      page.getByText(say({ en: 'Please enter your phone number or email', zh: '请输入手机号或邮箱' })),
    ).toBeVisible();
    await page.getByRole('textbox', { name: say({ en: 'Phone or email', zh: '手机号或邮箱' }) }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: say({ en: 'Password', zh: '密码' }), exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: say({ en: 'Log in', zh: '登录' }) }).click();
    await expect(toastWith(page, say({ en: 'Password is incorrect', zh: '密码错误' }))).toBeVisible();

    await page.getByRole('textbox', { name: say({ en: 'Password', zh: '密码' }), exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: say({ en: 'Log in', zh: '登录' }) }).click();
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await expect(page).toHaveTitle(say({ en: 'Dashboard - Odontia', zh: '工作台 - Odontia' }));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(say({ en: 'Hello', zh: '您好' }));

    // A signed-in user opening /login goes to the dashboard; unknown paths go to /404.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await shot('404');
  });

  test('logout returns to login and the old page needs a new login', async ({ page, say }) => {
    await page.goto('/login?redirect=%2Fsetting%2Findex');
    await page.getByRole('textbox', { name: say({ en: 'Phone or email', zh: '手机号或邮箱' }) }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: say({ en: 'Password', zh: '密码' }), exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: say({ en: 'Log in', zh: '登录' }) }).click();
    await expect(page).toHaveURL(/\/setting\/index$/);

    await page.getByRole('button', { name: DEMO.name }).click();
    await page.getByRole('menuitem', { name: say({ en: 'Log out', zh: '退出登录' }) }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('odontia_mw_token'))).toBeNull();
    await page.goto('/setting/index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting%2Findex$/);
  });

  test('an expired session shows the login-expired dialog and returns to the page after login', async ({
    page,
    baseURL,
    say,
  }) => {
    const token = await loginViaApi(baseURL!, DEMO.phone, DEMO.password);
    await fetch(`${baseURL}/api/logout`, { method: 'POST', headers: { authorization: token } });
    await page.goto('/login');
    await page.evaluate((value) => localStorage.setItem('odontia_mw_token', value), token);

    await page.goto('/setting/index?tab=basic');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(say({ en: 'tips', zh: '提示' }));
    await expect(dialog).toContainText(say({ en: 'Your login has expired', zh: '您的登录已过期' }));
    await dialog.getByRole('button').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting%2Findex%3Ftab%3Dbasic$/);

    await page.getByRole('textbox', { name: say({ en: 'Phone or email', zh: '手机号或邮箱' }) }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: say({ en: 'Password', zh: '密码' }), exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: say({ en: 'Log in', zh: '登录' }) }).click();
    await expect(page).toHaveURL(/\/setting\/index\?tab=basic$/);
  });
});
