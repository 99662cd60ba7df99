import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeRichText } from './sanitize';

describe('rich text and links (seed 000 section 9)', () => {
  it('keeps b, strong, em, i and span with class only', () => {
    expect(
      sanitizeRichText('<b>a</b><strong>b</strong><em>c</em><i>d</i><span class="x" style="color:red">e</span>'),
    ).toBe('<b>a</b><strong>b</strong><em>c</em><i>d</i><span class="x">e</span>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><script>1</script>')).toBe(
      'x',
    );
  });

  it('follows only http, https, mailto and tel links', () => {
    expect(safeHref('https://odontia.dev/docs')).toBe('https://odontia.dev/docs');
    expect(safeHref('mailto:demo@odontia.dev')).toBe('mailto:demo@odontia.dev');
    expect(safeHref('tel:+8613800000000')).toBe('tel:+8613800000000');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});
