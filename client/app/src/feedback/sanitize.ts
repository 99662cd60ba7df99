import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, SAFE_LINK_PROTOCOLS } from '@odontia/shared';

/** Rich text keeps only b, strong, em, i and span with class (seed 000 section 9). */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
  });
}

/** A link is followed only with http, https, mailto or tel. */
export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, window.location.origin);
    return (SAFE_LINK_PROTOCOLS as readonly string[]).includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
