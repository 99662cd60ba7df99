import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, stateFile, LOCALES, loginViaApi } from './support';

/** Logs in once per language through the API; tests that start signed in reuse the storage state. */
export default async function globalSetup(): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4000';
  for (const locale of LOCALES) {
    const token = await loginViaApi(baseURL, DEMO.phone, DEMO.password);
    const file = stateFile(locale);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        cookies: [],
        origins: [
          {
            origin: new URL(baseURL).origin,
            localStorage: [
              { name: 'odontia_mw_token', value: token },
              { name: 'odontia_mw_lang', value: locale },
            ],
          },
        ],
      }),
    );
  }
}
