// A bench page in the Debian Chromium: the built page's files (plus in-memory payloads) served on
// loopback, and the browser launched as the e2e tests launch it (headless, SwiftShader WebGL).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { root } from './run.mjs';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

/** Serves `dir` (index.html at /) and `payloads` (path -> bytes) on a free loopback port. */
export async function servePage(dir, payloads = {}) {
  const server = createServer(async (req, res) => {
    let path = new URL(req.url, 'http://x').pathname;
    if (path === '/') path = '/index.html';
    try {
      const body = payloads[path] ?? (await readFile(join(dir, path)));
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'content-length': body.length,
      });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

export async function launchChromium(executablePath) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
}

/**
 * Builds a bench page with Vite in client/viewer/<name> (where it resolves the workspace's packages) from
 * its index.html and main.js; returns the built folder and what removes the page.
 */
export async function buildBenchPage(name, html, main) {
  const dir = join(root, 'client/viewer', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'main.js'), main);
  const { build } = await import('vite');
  await build({
    root: dir,
    logLevel: 'error',
    build: { outDir: join(dir, 'out'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return { out: join(dir, 'out'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
