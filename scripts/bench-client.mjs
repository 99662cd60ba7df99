// Client benchmark: gzip size of the JavaScript the login page and the dashboard need, and the
// dashboard's Largest Contentful Paint in headless Chromium against the built server (fresh data
// folder, demo practice). Run after `npm run build` (npm run bench does).
/* global window, localStorage, PerformanceObserver -- used inside page.evaluate / addInitScript */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'client/app/dist');
const serverEntry = join(root, 'server/dist/main.js');
if (!existsSync(join(dist, 'index.html')) || !existsSync(serverEntry)) {
  console.error('client/app or server is not built: run `npm run build` first');
  process.exit(1);
}

const RUNS = 5;
const TARGET_DASHBOARD_KB = 350;
const TARGET_LCP_MS = 1500;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'odontia-bench-client-'));
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function waitForHealth() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited before it was healthy');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server not healthy within 60 s');
}

/** The gzip size of the JS files a page loaded, read from the build output. */
function gzipBytes(urls) {
  let total = 0;
  for (const url of new Set(urls)) {
    const path = join(dist, new URL(url).pathname);
    if (existsSync(path)) total += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  return total;
}

let browser;
try {
  await waitForHealth();
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', password: 'Demo@1234' }),
  });
  const token = login.headers.get('authorization');
  if (!token) throw new Error('demo login failed');

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  async function visit(path, signedIn) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    if (signedIn) await context.addInitScript((value) => localStorage.setItem('odontia_mw_token', value), token);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
        scripts.push(response.url());
    });
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (signedIn) await page.getByRole('heading', { level: 1 }).waitFor();
    // LCP is final at the first input; a click on the body ends it without changing the page.
    await page.mouse.click(1, 1);
    const lcp = await page.evaluate(() => window.__lcp);
    const url = page.url();
    await context.close();
    return { scripts, lcp, url };
  }

  const loginPage = await visit('/login', false);
  const dashboard = await visit('/dashboard/index', true);
  if (!dashboard.url.endsWith('/dashboard/index')) throw new Error(`dashboard visit ended at ${dashboard.url}`);
  const lcps = [];
  for (let run = 0; run < RUNS; run += 1) lcps.push((await visit('/dashboard/index', true)).lcp);

  const loginBytes = gzipBytes(loginPage.scripts);
  const dashboardBytes = gzipBytes(dashboard.scripts);
  const lcp = median(lcps);
  if (process.argv.includes('--files')) {
    for (const [name, scripts] of [
      ['login', loginPage.scripts],
      ['dashboard', dashboard.scripts],
    ]) {
      console.log(name);
      for (const url of new Set(scripts)) console.log(`  ${kb(gzipBytes([url]))} KB ${new URL(url).pathname}`);
    }
  }
  console.log('client');
  console.log(`  login JS (gzip)        ${kb(loginBytes)} KB in ${new Set(loginPage.scripts).size} files`);
  console.log(
    `  dashboard JS (gzip)    ${kb(dashboardBytes)} KB in ${new Set(dashboard.scripts).size} files (target < ${TARGET_DASHBOARD_KB} KB) ${dashboardBytes / 1024 < TARGET_DASHBOARD_KB ? 'ok' : 'OVER'}`,
  );
  console.log(
    `  dashboard LCP          ${lcp.toFixed(0)} ms median of ${RUNS} cold loads, min ${Math.min(...lcps).toFixed(0)} / max ${Math.max(...lcps).toFixed(0)} ms (target < ${TARGET_LCP_MS} ms) ${lcp < TARGET_LCP_MS ? 'ok' : 'OVER'}`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
