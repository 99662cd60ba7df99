import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from './axe';
import { test as base, expect, type Page } from '@playwright/test';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEMO = { phone: '13800000000', password: 'Demo@1234', name: 'Demo Clinic' };

const here = dirname(fileURLToPath(import.meta.url));
export const artifacts = join(here, '..', 'artifacts');
export const stateFile = (locale: Locale) => join(artifacts, 'state', `${locale}.json`);

export async function loginViaApi(baseURL: string, phone: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const token = response.headers.get('authorization');
  if (!token) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return token;
}

interface Fixtures {
  locale: Locale;
  /** Picks the expected wording of the current language. */
  say(texts: { en: string; zh: string }): string;
  /** Saves a screenshot of a main screen under artifacts/screens/<locale>/. */
  shot(name: string): Promise<void>;
  /** Fails on serious or critical axe-core violations. */
  checkA11y(): Promise<void>;
}

export const test = base.extend<Fixtures>({
  locale: async ({}, use, testInfo) => {
    await use(testInfo.project.name as Locale);
  },
  say: async ({ locale }, use) => {
    await use((texts) => (locale === 'zh-CN' ? texts.zh : texts.en));
  },
  shot: async ({ page, locale }, use) => {
    await use(async (name) => {
      const dir = join(artifacts, 'screens', locale);
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
    });
  },
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      const violations = await new AxeBuilder(page).seriousViolations();
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  },
});

export { expect };

/** Opens the app already signed in as the demo user in the given language. */
export const signedIn = (locale: Locale) => ({ storageState: stateFile(locale) });

export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
