import { describe, expect, it } from 'vitest';
import { versionOf } from '../../../vite-plugin-version';

describe('version.json', () => {
  const bundle = {
    'assets/index-a1.js': {
      type: 'chunk' as const,
      fileName: 'assets/index-a1.js',
      name: 'index',
      facadeModuleId: '/src/main.tsx',
    },
    'assets/index-b2.css': {
      type: 'asset' as const,
      fileName: 'assets/index-b2.css',
      names: ['index.css'],
      originalFileNames: [],
    },
    'assets/inter-c3.woff2': {
      type: 'asset' as const,
      fileName: 'assets/inter-c3.woff2',
      names: ['inter.woff2'],
      originalFileNames: ['fonts/inter.woff2'],
    },
    'index.html': { type: 'asset' as const, fileName: 'index.html', names: [], originalFileNames: ['index.html'] },
  };

  it('lists every emitted file but the html, with its source name, and hashes the names', () => {
    const version = versionOf(bundle);
    expect(version.assets).toEqual([
      { name: 'assets/index-a1.js', originalName: 'main.tsx' },
      { name: 'assets/index-b2.css', originalName: 'index.css' },
      { name: 'assets/inter-c3.woff2', originalName: 'inter.woff2' },
    ]);
    expect(version.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes the hash when any file name (its content hash) changes', () => {
    const changed = {
      ...bundle,
      'assets/index-a1.js': { ...bundle['assets/index-a1.js'], fileName: 'assets/index-z9.js' },
    };
    expect(versionOf(changed).hash).not.toBe(versionOf(bundle).hash);
    expect(versionOf({ ...bundle }).hash).toBe(versionOf(bundle).hash);
  });
});
