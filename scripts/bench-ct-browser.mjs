// CT series in the browser (issue 13): a 600-slice series of 0.2 mm voxels (500 x 500 pixels, 300 MB of 16-bit
// voxels) opened in headless Chromium as the CT pages open one (fetched, parsed and assembled in the series
// worker); prints the open time and the browser's peak memory (proportional set size of all its processes,
// sampled every 100 ms, over its level before the open).
// The slices are the phantom CBCT (0.5 mm) resampled onto the finer grid: the open does not depend on the anatomy.
// Run after building: `npm run build && node scripts/bench-ct-browser.mjs` (or `npm run bench -- ct-browser`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { buildBenchPage, launchChromium, servePage } from './bench-page.mjs';
import { root } from './run.mjs';

for (const dist of ['client/viewer/dist/index.js', 'tools/phantom/dist/index.js'])
  if (!existsSync(join(root, dist))) {
    console.error(`${dist} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log('CT in Chromium: skipped (/usr/bin/chromium not installed)');
  process.exit(0);
}
const phantom = await import(join(root, 'tools/phantom/dist/index.js'));
const fmt = (n, d = 1) => n.toFixed(d);
console.log(
  `CT browser bench: ${cpus().length} cores, load average ${loadavg()
    .map((l) => fmt(l))
    .join(' ')}`,
);

const SLICES = 600,
  SIDE = 500,
  VOXEL = 0.2;
const coarse = phantom.generateCbct(phantom.phantomParams(), 0.5).volume;
/** The coarse volume resampled (trilinear) onto SIDE x SIDE x SLICES voxels of VOXEL mm about its centre. */
function resampled() {
  const [cx, cy, cz] = coarse.dims;
  const hu = new Int16Array(SIDE * SIDE * SLICES);
  const origin = [0, 1, 2].map((a) => {
    const centre = coarse.originLps[a] + ((coarse.dims[a] - 1) * coarse.voxelMm) / 2;
    return centre - (((a === 2 ? SLICES : SIDE) - 1) * VOXEL) / 2;
  });
  const at = (i, j, k) =>
    coarse.hu[
      Math.min(cx - 1, Math.max(0, i)) +
        Math.min(cy - 1, Math.max(0, j)) * cx +
        Math.min(cz - 1, Math.max(0, k)) * cx * cy
    ];
  let o = 0;
  for (let k = 0; k < SLICES; k++) {
    const fz = (origin[2] + k * VOXEL - coarse.originLps[2]) / coarse.voxelMm;
    const k0 = Math.floor(fz),
      wz = fz - k0;
    for (let j = 0; j < SIDE; j++) {
      const fy = (origin[1] + j * VOXEL - coarse.originLps[1]) / coarse.voxelMm;
      const j0 = Math.floor(fy),
        wy = fy - j0;
      for (let i = 0; i < SIDE; i++, o++) {
        const fx = (origin[0] + i * VOXEL - coarse.originLps[0]) / coarse.voxelMm;
        const i0 = Math.floor(fx),
          wx = fx - i0;
        const lerp = (a, b, w) => a + (b - a) * w;
        const plane = (kk) =>
          lerp(lerp(at(i0, j0, kk), at(i0 + 1, j0, kk), wx), lerp(at(i0, j0 + 1, kk), at(i0 + 1, j0 + 1, kk), wx), wy);
        hu[o] = Math.round(lerp(plane(k0), plane(k0 + 1), wz));
      }
    }
  }
  return { dims: [SIDE, SIDE, SLICES], voxelMm: VOXEL, originLps: origin, hu };
}
let t = performance.now();
const { files } = phantom.cbctFiles(resampled(), 1);
const bytes = files.reduce((s, f) => s + f.data.length, 0);
console.log(
  `series: ${files.length} slices of ${SIDE}x${SIDE} at ${VOXEL} mm, ${fmt(bytes / 2 ** 20, 0)} MB of DICOM (made in ${fmt((performance.now() - t) / 1000)} s)`,
);

const page = await buildBenchPage(
  '.bench-ct-page',
  '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>',
  `
import { loadSeries } from '@odontia/viewer';
globalThis.bench = async (count) => {
  const urls = Array.from({ length: count }, (_, i) => '/ct/' + i + '.dcm');
  const started = performance.now();
  const volume = await loadSeries(urls);
  return { ms: performance.now() - started, dims: volume.dims, spacing: volume.spacing, voxels: volume.data.length };
};
`,
);
const server = await servePage(
  page.out,
  Object.fromEntries(
    files.map((f, i) => [`/ct/${i}.dcm`, Buffer.from(f.data.buffer, f.data.byteOffset, f.data.length)]),
  ),
);

/** Proportional set size of the running Chromium processes, bytes (shared pages split between them). */
function chromiumPss() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d)))
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('/usr/lib/chromium/')) continue;
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      total += pss ? Number(pss[1]) * 1024 : 0;
    } catch {
      // the process ended while being read
    }
  return total;
}

const browser = await launchChromium(chromium);
try {
  for (let run = 1; run <= 2; run++) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => typeof globalThis.bench === 'function');
    const before = chromiumPss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, chromiumPss())), 100);
    const r = await page.evaluate((n) => globalThis.bench(n), files.length);
    clearInterval(sampler);
    const after = chromiumPss();
    console.log(
      `Chromium open ${run}: ${r.dims.join('x')} voxels of ${r.spacing.map((v) => fmt(v, 2)).join('x')} mm in ${fmt(r.ms / 1000)} s (target <= 10 s); ` +
        `browser memory ${fmt(before / 2 ** 20, 0)} MB before, peak ${fmt(peak / 2 ** 20, 0)} MB (+${fmt((peak - before) / 2 ** 20, 0)} MB; target <= 1.5 GB), ${fmt(after / 2 ** 20, 0)} MB after`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  page.remove();
}
