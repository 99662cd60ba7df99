import { Marked } from 'marked';

export interface GuideSource {
  slug: string;
  markdown: string;
}

export interface GuideLocale {
  locale: string;
  /** Label of the link to the other language's version of the same page. */
  otherLocale: { locale: string; label: string };
  /** Label of the link back to the app. */
  backToApp: string;
}

const marked = new Marked({ gfm: true, async: false });

/** The page title is the markdown's first level-1 heading. */
export function guideTitle(markdown: string): string {
  const heading = /^#\s+(.+)$/m.exec(markdown);
  if (!heading) throw new Error('A guide page must start with a level-1 heading');
  return heading[1]!.trim();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One static HTML page of the user guide: the page's markdown, a contents list of every page, a
 * link to the same page in the other language. No inline script or style, so it passes the app's CSP.
 */
export function renderGuidePage(page: GuideSource, pages: readonly GuideSource[], labels: GuideLocale): string {
  const title = guideTitle(page.markdown);
  const body = marked.parse(page.markdown) as string;
  const nav = pages
    .map((other) => {
      const current = other.slug === page.slug ? ' aria-current="page"' : '';
      return `<li><a href="${other.slug}.html"${current}>${escapeHtml(guideTitle(other.markdown))}</a></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${labels.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Odontia</title>
<link rel="stylesheet" href="../guide.css">
</head>
<body>
<header><a href="/">${escapeHtml(labels.backToApp)}</a><a href="../${labels.otherLocale.locale}/${page.slug}.html" hreflang="${labels.otherLocale.locale}">${escapeHtml(labels.otherLocale.label)}</a></header>
<nav><ol>${nav}</ol></nav>
<main>${body}</main>
</body>
</html>
`;
}
