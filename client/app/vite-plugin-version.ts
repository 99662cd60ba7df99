import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface VersionAsset {
  name: string;
  originalName: string;
}

const META = 'app-version';

/** What the manifest reads of the bundle's output files. */
type OutputFile =
  | { type: 'chunk'; fileName: string; name: string; facadeModuleId: string | null }
  | { type: 'asset'; fileName: string; names: readonly string[]; originalFileNames: readonly string[] };

/** Every emitted file but the html and the manifest itself, sorted: its names carry content hashes. */
export function versionOf(bundle: Record<string, OutputFile>): { hash: string; assets: VersionAsset[] } {
  const assets = Object.values(bundle)
    .filter((file) => !file.fileName.endsWith('.html') && file.fileName !== 'version.json')
    .map((file) => ({
      name: file.fileName,
      originalName:
        file.type === 'chunk'
          ? (file.facadeModuleId?.split('/').pop() ?? `${file.name}.js`)
          : (file.originalFileNames[0]?.split('/').pop() ?? file.names[0] ?? file.fileName),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const hash = createHash('sha256')
    .update(assets.map((asset) => asset.name).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { hash, assets };
}

/**
 * Writes `dist/version.json` ({ hash, assets: [{ name, originalName }] }) and puts the same hash in
 * index.html as `<meta name="app-version">`, so a running page can tell a newer build (seed 001
 * section 4).
 */
export function versionManifest(): Plugin {
  return {
    name: 'odontia-version-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return [{ tag: 'meta', attrs: { name: META, content: versionOf(ctx.bundle).hash }, injectTo: 'head' }];
      },
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify(versionOf(bundle), null, 2)}\n`,
      });
    },
  };
}
