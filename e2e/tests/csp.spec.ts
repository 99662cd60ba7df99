import { expect, stateFile, test } from './support';

/** The main screens of the app, each loaded under the server's Content-Security-Policy. */
const SCREENS = [
  '/dashboard/index',
  '/patient/index',
  '/patient/trash',
  '/list/index',
  '/list/trash',
  '/setting/index',
  '/application/index',
  '/account',
  '/account/subscrption',
  '/account/recharge',
  '/account/records',
  '/account/consumption',
  '/files/index',
  '/doctors/index',
  '/viewer',
  '/ct',
  // the user guide the help button opens
  '/docs/en-US/index.html',
  '/docs/zh-CN/viewer.html',
];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test.describe('content security policy', () => {
  test.use({ storageState: async ({ locale }, use) => use(stateFile(locale as 'zh-CN' | 'en-US')) });

  test('every main screen loads with zero CSP violations', async ({ page }) => {
    const violations: string[] = [];
    // Document violations as events; worker and console-reported ones through the console.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`[console] ${message.text()}`);
    });
    for (const path of SCREENS) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
      const shown = path.startsWith('/docs/') ? page.locator('main h1') : page.locator('#root > *').first();
      await expect(shown, path).toBeVisible();
      violations.push(...(await page.evaluate(() => window.__cspViolations ?? [])).map((v) => `${path}: ${v}`));
    }
    expect(violations).toEqual([]);
  });
});

test.describe('content security policy, signed out', () => {
  test('the login page loads with zero CSP violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
