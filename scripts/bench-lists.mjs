// The case and patient lists in Chromium on the built client, against the records bench's server
// (100k patients / 300k cases): first rows painted after a navigation, and 10,000 rows scrolled and
// paged through with the long tasks of a performance observer. Called by bench-records.mjs.
/* global window, document, localStorage, PerformanceObserver, MutationObserver, requestAnimationFrame -- used inside page.evaluate / addInitScript */
import { launchChromium } from './bench-page.mjs';
import { percentile } from './run.mjs';

const ROWS_SCROLLED = 10_000;
const SCROLL_STEP_PX = 480; // ten 48 px rows a frame: a fast flick of the wheel

/** Before the app's first script: long tasks, and the moment the first data row is painted. */
function observe() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  // When the first data row is painted: on this load, and again after each call (an in-app navigation).
  window.__firstRowsPainted = () =>
    new Promise((resolve) => {
      const seen = () => document.querySelector('[role="table"] [role="row"][aria-rowindex="2"]');
      const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      if (seen()) return painted();
      const watcher = new MutationObserver(() => {
        if (!seen()) return;
        watcher.disconnect();
        painted();
      });
      watcher.observe(document, { childList: true, subtree: true });
    });
  window.__firstRows = window.__firstRowsPainted();
}

/** Scrolls the list to its end a frame at a time, pages on, and again, until `rows` rows have passed. */
async function scrollThrough(page, rows) {
  return page.evaluate(
    async ({ rows, step }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      // The rows drawn now (the virtual table draws those in view): they change when the next page's arrive.
      const drawnRows = () =>
        [...document.querySelectorAll('[role="table"] [role="row"]:not([aria-rowindex="1"])')]
          .map((row) => row.textContent)
          .join('|');
      const pageChanges = [];
      let passed = 0;
      window.__longTasks.length = 0;
      while (passed < rows) {
        const scroller = document.querySelector('[role="table"]').parentElement;
        const count = Number(document.querySelector('[role="table"]').getAttribute('aria-rowcount')) - 1;
        scroller.scrollTop = 0;
        while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
          scroller.scrollTop += step;
          await frame();
        }
        passed += count;
        if (passed >= rows) break;
        const next = document.querySelector('button[aria-label="Next page"]');
        if (!next || next.disabled || next.getAttribute('aria-disabled') === 'true') break;
        const before = drawnRows();
        const started = performance.now();
        next.click();
        while (drawnRows() === before || drawnRows() === '') await frame();
        await frame();
        pageChanges.push(performance.now() - started);
      }
      return { passed, pageChanges, longTasks: [...window.__longTasks] };
    },
    { rows, step: SCROLL_STEP_PX },
  );
}

/** One list: a cold load of its URL, an in-app navigation to it from the dashboard, and the scroll. */
async function measureList(browser, base, token, path, menuName) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript((value) => localStorage.setItem('odontia_mw_token', value), token);
  await context.addInitScript(observe);
  const page = await context.newPage();
  // Cold: the browser has nothing cached; the clock starts at the navigation.
  await page.goto(base + path);
  const coldMs = await page.evaluate(() => window.__firstRows);
  // In the app: the dashboard is up, the clinician clicks the list in the sidebar.
  await page.goto(base + '/dashboard/index');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  // The clock starts at the click itself, as the app receives it.
  await page.evaluate(() => {
    window.__clicked = new Promise((resolve) =>
      document.addEventListener('click', () => resolve(performance.now()), { capture: true, once: true }),
    );
    window.__firstRows = window.__firstRowsPainted();
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: menuName, exact: true })
    .click();
  const inAppMs = await page.evaluate(async () => (await window.__firstRows) - (await window.__clicked));
  if (!page.url().endsWith(path)) throw new Error(`the sidebar's ${menuName} went to ${page.url()}`);
  const scrolled = await scrollThrough(page, ROWS_SCROLLED);
  await context.close();
  const changes = [...scrolled.pageChanges].sort((a, b) => a - b);
  const longest = Math.max(0, ...scrolled.longTasks);
  return { coldMs, inAppMs, ...scrolled, changes, longest };
}

export async function measureLists(base, token) {
  const browser = await launchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  try {
    const lists = [
      ['case list', '/list/index', 'Cases'],
      ['patient list', '/patient/index', 'Patients'],
    ];
    const lines = [
      'browser, built client in Chromium (headless, 1440 x 900), the records above, no other load; targets: first rows <= 300 ms, no long task over 50 ms',
    ];
    for (const [name, path, menu] of lists) {
      const r = await measureList(browser, base, token, path, menu);
      lines.push(
        `  ${name.padEnd(13)} first rows painted: cold load ${r.coldMs.toFixed(0)} ms, from the sidebar ${r.inAppMs.toFixed(0)} ms`,
        `  ${''.padEnd(13)} ${r.passed.toLocaleString('en')} rows scrolled over ${r.changes.length + 1} pages: long tasks ${r.longTasks.length}, longest ${r.longest.toFixed(0)} ms; next page painted p50 ${percentile(r.changes, 50).toFixed(0)} ms, p95 ${percentile(r.changes, 95).toFixed(0)} ms`,
      );
    }
    return lines;
  } finally {
    await browser.close();
  }
}
