import { describe, expect, it } from 'vitest';
import { appRoutes } from '../routes/table';
import { buildGuide } from '../../vite-plugin-guide';
import { HELP_PAGES, helpPageFor, helpPageUrl } from './help-pages';

const guide = buildGuide();

describe('user guide', () => {
  it('has every page in both locales', () => {
    for (const locale of ['en-US', 'zh-CN']) {
      for (const { slug } of HELP_PAGES)
        expect(guide.has(`docs/${locale}/${slug}.html`), `${locale}/${slug}`).toBe(true);
    }
  });

  it('covers every screen of the app with its own page', () => {
    for (const route of appRoutes) expect(helpPageFor(route.path).slug, route.path).not.toBe('index');
  });

  it('opens the page of the current screen in the current locale', () => {
    expect(helpPageUrl('zh-CN', '/patient/detail')).toBe('/docs/zh-CN/patients.html');
    expect(helpPageUrl('en-US', '/account/recharge')).toBe('/docs/en-US/account.html');
    expect(helpPageUrl('en-US', '/ct')).toBe('/docs/en-US/ct-viewer.html');
    expect(helpPageUrl('en-US', '/somewhere-else')).toBe('/docs/en-US/index.html');
  });

  it('links only to pages that exist, and to the same page in the other language', () => {
    for (const [fileName, html] of guide) {
      if (!fileName.endsWith('.html')) continue;
      const dir = fileName.slice(0, fileName.lastIndexOf('/') + 1);
      for (const [, href] of html.matchAll(/href="([^"#]+)"/g)) {
        if (href === '/' || /^[a-z]+:/.test(href!)) continue;
        const target = new URL(href!, `http://x/${dir}`).pathname.slice(1);
        expect(guide.has(target), `${fileName} -> ${href}`).toBe(true);
      }
    }
  });

  it('renders markdown into a page titled by its heading, without inline script or style', () => {
    const page = guide.get('docs/en-US/viewer.html')!;
    expect(page).toContain('<title>3D viewer · Odontia</title>');
    expect(page).toContain('<h2>Aligning two models</h2>');
    expect(page).not.toMatch(/<script|style=/);
    expect(guide.get('docs/zh-CN/viewer.html')).toContain('<html lang="zh-CN">');
  });
});
