import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueMessages } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { catalogueParts, catalogues } from './catalogue';
import { LOCALES } from './locale';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('message catalogues', () => {
  it('every module file has the same keys in zh-CN and en-US, none empty', () => {
    for (const part of catalogueParts) {
      const zh = Object.keys(part['zh-CN']).sort();
      const en = Object.keys(part['en-US']).sort();
      expect(zh).toEqual(en);
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(part[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('no key is defined by two modules', () => {
    const seen = new Set<string>();
    for (const part of catalogueParts) {
      for (const key of Object.keys(part['en-US'])) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('translates every message of the server error catalogue under error.', () => {
    for (const message of catalogueMessages()) {
      for (const locale of LOCALES)
        expect(catalogues[locale][`error.${message}`], `${locale}: ${message}`).toBeTruthy();
    }
  });

  it('every literal message id used in the source exists in both locales', () => {
    const root = join(import.meta.dirname, '..');
    const used = new Set<string>();
    const patterns = [
      /\bt\(\s*'([\w.-]+)'/g,
      /formatMessage\(\{\s*id:\s*'([\w.-]+)'/g,
      /(?:titleId|messageId|labelId):\s*'([\w.-]+)'/g,
      /notify\.\w+\(\s*'([\w.-]+)'/g,
      /<FormattedMessage\s+id="([\w.-]+)"/g,
    ];
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns) for (const match of text.matchAll(pattern)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    for (const id of used) {
      for (const locale of LOCALES) expect(catalogues[locale][id], `${locale}: ${id}`).toBeDefined();
    }
  });
});
