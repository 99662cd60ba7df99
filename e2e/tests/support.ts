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
/** Per server (port): parallel e2e runs on one machine must not read each other's sessions. */
export const stateFile = (locale: Locale) =>
  join(
    artifacts,
    'state',
    new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4000').port || 'default',
    `${locale}.json`,
  );

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

/** The practice's key prefix travels in the token claims (DECISIONS: never credentials). */
export function storagePrefix(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    storage?: { prefix?: string };
  };
  if (!claims.storage?.prefix) throw new Error('no storage prefix in the token claims');
  return claims.storage.prefix;
}

/**
 * Signs in through the API in this test's own server session (not the shared storage-state files,
 * which concurrent runs may rewrite) and picks the project's language.
 */
export async function signIn(page: Page, baseURL: string, locale: string): Promise<string> {
  const token = await loginViaApi(baseURL, DEMO.phone, DEMO.password);
  await page.addInitScript(
    ([value, lang]) => {
      localStorage.setItem('odontia_mw_token', value!);
      localStorage.setItem('odontia_mw_lang', lang!);
    },
    [token, locale],
  );
  return token;
}

interface Fixtures {
  /** Uncaught page errors are printed, so a blank screen explains itself. */
  pageErrors: void;
  locale: Locale;
  /** Picks the expected wording of the current language. */
  say(texts: { en: string; zh: string }): string;
  /** Saves a screenshot of a main screen (of another tab when given) under artifacts/screens/<locale>/. */
  shot(name: string, tab?: Page): Promise<void>;
  /** Fails on serious or critical axe-core violations. */
  checkA11y(): Promise<void>;
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}\n${error.stack ?? ''}`));
      page.on('response', async (response) => {
        if (!response.url().endsWith('/graphql')) return;
        const body = await response.text().catch(() => '');
        if (body.includes('"errors"'))
          console.error(`[graphql] ${response.request().postDataJSON()?.operationName}: ${body.slice(0, 400)}`);
      });
      await use();
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  locale: async ({}, use, testInfo) => {
    await use(testInfo.project.name as Locale);
  },
  say: async ({ locale }, use) => {
    await use((texts) => (locale === 'zh-CN' ? texts.zh : texts.en));
  },
  shot: async ({ page, locale }, use) => {
    await use(async (name, tab = page) => {
      const dir = join(artifacts, 'screens', locale);
      mkdirSync(dir, { recursive: true });
      await tab.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
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

/** A toast with this text (the live region repeats it, so match the visible title only). */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('.fui-ToastTitle').filter({ hasText: text });

/** GraphQL through the API, for test data a journey needs but does not exercise. */
export async function graphqlViaApi<T>(
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
  if (body.errors?.length || !body.data) throw new Error(`graphql failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A REST POST through the API (test data); throws with the catalogue message unless it answers 200. */
export async function postViaApi<T>(baseURL: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 200) throw new Error(`${path}: ${reply.msg}`);
  return reply.data;
}

/** Uploads bytes as a browser would: multipart plan, presigned PUT per part, complete. */
export async function uploadViaApi(
  baseURL: string,
  token: string,
  key: string,
  bytes: Buffer,
  kind: string,
): Promise<void> {
  const { createUpload: plan } = await graphqlViaApi<{
    createUpload: { uploadId: string; partSize: number; parts: { partNumber: number; url: string }[] };
  }>(
    baseURL,
    token,
    `
      mutation ($input: CreateUploadInput!) {
        createUpload(input: $input) {
          uploadId
          partSize
          parts {
            partNumber
            url
          }
        }
      }
    `,
    { input: { key, size: bytes.length, kind } },
  );
  const parts = [];
  for (const part of plan.parts) {
    const body = bytes.subarray((part.partNumber - 1) * plan.partSize, part.partNumber * plan.partSize);
    const response = await fetch(part.url, { method: 'PUT', body: Uint8Array.from(body) });
    expect(response.ok, `PUT part ${part.partNumber}: ${response.status}`).toBe(true);
    parts.push({ partNumber: part.partNumber, etag: response.headers.get('etag')! });
  }
  await graphqlViaApi(
    baseURL,
    token,
    `
      mutation ($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {
        completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {
          key
          size
        }
      }
    `,
    {
      key,
      uploadId: plan.uploadId,
      parts,
    },
  );
}

/** A new case of the demo practice for a new patient, through the REST API as the case form sends it; answers its id. */
export async function newCaseViaApi(
  baseURL: string,
  token: string,
  { patient, productId, recordName }: { patient: string; productId: number; recordName: string },
): Promise<string> {
  const { id: pid } = await postViaApi<{ id: number }>(baseURL, token, '/api/patient', { name: patient, level: 1 });
  const created = await postViaApi<{ id: number }>(baseURL, token, '/api/illcase/create/case', {
    pid,
    product_id: productId,
    record_name: recordName,
  });
  return String(created.id);
}

/** Uploads STL scans into a case's models folder and attaches them, as the case page does. */
export async function attachScansViaApi(
  baseURL: string,
  token: string,
  caseId: string,
  files: readonly { name: string; bytes: Uint8Array }[],
): Promise<void> {
  for (const file of files) {
    const key = `${storagePrefix(token)}cases/${caseId}/models/${file.name}`;
    await uploadViaApi(baseURL, token, key, Buffer.from(file.bytes), 'model');
    await graphqlViaApi(
      baseURL,
      token,
      `mutation ($input: AttachModelFileInput!) { attachModelFile(input: $input) { id } }`,
      { input: { caseId, type: 'stl', key, name: file.name } },
    );
  }
}
