import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { HELP_PAGES } from './src/help/help-pages';
import { renderGuidePage, type GuideLocale, type GuideSource } from './src/help/render-guide';

// A string, not new URL(): under jsdom the global URL is not the one node:url accepts.
const docsDir = join(dirname(fileURLToPath(import.meta.url)), 'docs/');

const LOCALES: readonly GuideLocale[] = [
  { locale: 'en-US', otherLocale: { locale: 'zh-CN', label: '中文' }, backToApp: 'Back to Odontia' },
  { locale: 'zh-CN', otherLocale: { locale: 'en-US', label: 'English' }, backToApp: '返回 Odontia' },
];

export function readGuide(locale: string): GuideSource[] {
  return HELP_PAGES.map(({ slug }) => ({ slug, markdown: readFileSync(`${docsDir}${locale}/${slug}.md`, 'utf8') }));
}

/** Every page of the guide as `docs/<locale>/<slug>.html`, plus its stylesheet. */
export function buildGuide(): Map<string, string> {
  const files = new Map<string, string>([['docs/guide.css', readFileSync(`${docsDir}guide.css`, 'utf8')]]);
  for (const labels of LOCALES) {
    const pages = readGuide(labels.locale);
    for (const page of pages) {
      files.set(`docs/${labels.locale}/${page.slug}.html`, renderGuidePage(page, pages, labels));
    }
  }
  return files;
}

/** Builds the user guide from markdown into the app's output; the dev server renders it on request. */
export function userGuide(): Plugin {
  return {
    name: 'odontia-user-guide',
    generateBundle() {
      for (const [fileName, source] of buildGuide()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = buildGuide().get((request.url ?? '').split('?')[0]!.slice(1));
        if (!file) return next();
        response.setHeader('content-type', request.url!.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8');
        response.end(file);
      });
    },
  };
}
