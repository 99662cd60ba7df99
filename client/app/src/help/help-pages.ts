import type { Locale } from '../i18n/locale';

export interface HelpPage {
  slug: string;
  /** App paths this page explains; the longest matching prefix wins. */
  routes: readonly string[];
}

/** The user guide shipped with the app, in reading order. Each page exists in every locale. */
export const HELP_PAGES: readonly HelpPage[] = [
  { slug: 'index', routes: [] },
  { slug: 'getting-started', routes: ['/login', '/register', '/reset'] },
  { slug: 'dashboard', routes: ['/dashboard'] },
  { slug: 'patients', routes: ['/patient'] },
  { slug: 'cases', routes: ['/list'] },
  { slug: 'applications', routes: ['/application'] },
  { slug: 'viewer', routes: ['/viewer'] },
  { slug: 'ct-viewer', routes: ['/ct'] },
  { slug: 'crown-design', routes: ['/crown'] },
  { slug: 'face-design', routes: ['/smart-face'] },
  { slug: 'facebow', routes: ['/trajectory', '/trajectory-comparsion', '/trajectory-ct', '/trajectory-ct-motion'] },
  { slug: 'data-center', routes: ['/files'] },
  { slug: 'account', routes: ['/account'] },
  { slug: 'doctors', routes: ['/doctors'] },
  { slug: 'settings', routes: ['/setting'] },
];

const matches = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/** The guide page for the screen at `pathname`; the guide's contents page when no page covers it. */
export function helpPageFor(pathname: string): HelpPage {
  let best: { page: HelpPage; length: number } | undefined;
  for (const page of HELP_PAGES) {
    for (const route of page.routes) {
      if (matches(pathname, route) && (!best || route.length > best.length)) best = { page, length: route.length };
    }
  }
  return best?.page ?? HELP_PAGES[0]!;
}

/** Served by the app itself (built from `client/app/docs/<locale>/<slug>.md`), so help works offline too. */
export const helpPageUrl = (locale: Locale, pathname: string): string =>
  `/docs/${locale}/${helpPageFor(pathname).slug}.html`;
