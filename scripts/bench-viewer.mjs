// Viewer benchmark: STL parse (Node and headless Chromium), memory, first frame, three's STLLoader
// for the ratio, Draco decode throughput and marching cubes on 256^3.
// Run after building the viewer: `npm run build -w client/viewer && node scripts/bench-viewer.mjs`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchPage, launchChromium, servePage } from './bench-page.mjs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const viewerDir = join(root, 'client/viewer');
const dist = join(viewerDir, 'dist/index.js');
if (!existsSync(dist)) {
  console.error('client/viewer is not built: run `npm run build -w client/viewer` first');
  process.exit(1);
}
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const viewer = await import(dist);
const { STLLoader } = await import('three/examples/jsm/loaders/STLLoader.js');

const TRIANGLES = 1_000_000;
const fmt = (n, d = 1) => n.toFixed(d);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const timeIt = (fn, runs = 3) => {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return median(times);
};

/** A wavy height field of exactly `count` triangles as a binary STL, plus its indexed mesh. */
function makeMesh(count) {
  const quads = count / 2;
  const nx = 1000;
  const ny = quads / nx; // 500 rows of 1000 quads for 1M triangles
  const positions = new Float32Array((nx + 1) * (ny + 1) * 3);
  for (let j = 0, o = 0; j <= ny; j++)
    for (let i = 0; i <= nx; i++, o += 3) {
      positions[o] = i * 0.05;
      positions[o + 1] = j * 0.05;
      positions[o + 2] = Math.sin(i * 0.07) * Math.cos(j * 0.05) * 2;
    }
  const indices = new Uint32Array(count * 3);
  let t = 0;
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx && t < count * 3; i++) {
      const a = j * (nx + 1) + i,
        b = a + 1,
        c = a + nx + 1,
        d = c + 1;
      indices.set([a, b, d, a, d, c], t);
      t += 6;
    }
  return { positions, indices };
}

const mesh = makeMesh(TRIANGLES);
const stl = viewer.writeStl([mesh]);
const stlBytes = stl.byteLength;
console.log(`Binary STL: ${TRIANGLES.toLocaleString('en')} triangles, ${fmt(stlBytes / 2 ** 20)} MiB`);

// ---- Node parse time and memory ----
viewer.parseStl(stl); // warm-up (JIT)
const nodeParse = timeIt(() => viewer.parseStl(stl), 5);
gc();
gc(); // twice: external (typed array) memory of earlier runs is released on the second pass
const before = process.memoryUsage();
const kept = viewer.parseStl(stl);
const after = process.memoryUsage();
const extra = after.arrayBuffers - before.arrayBuffers + Math.max(0, after.heapUsed - before.heapUsed);
const stock = new STLLoader();
stock.parse(stl);
const stockParse = timeIt(() => stock.parse(stl), 3);
console.log(`Node parse time (odontia parseStl): ${fmt(nodeParse)} ms`);
console.log(
  `Node parse time (three STLLoader): ${fmt(stockParse)} ms (ratio stock/odontia ${fmt(stockParse / nodeParse, 2)}x)`,
);
console.log(
  `Node extra memory of a parse (output + scratch; peak = final, output allocated once): ${fmt(extra / 2 ** 20)} MiB = ${fmt(extra / stlBytes, 2)}x file size`,
);
void kept;

// ---- Draco decode ----
const encoder = await viewer.getDracoEncoderModule();
const decoder = await viewer.getDracoDecoderModule();
const drc = viewer.writeDrc(encoder, [mesh], { quantizationBits: 14 });
viewer.decodeDraco(decoder, drc);
const drcTime = timeIt(() => viewer.decodeDraco(decoder, drc), 3);
const decoded = viewer.decodeDraco(decoder, drc).meshes[0];
const decodedBytes = decoded.positions.byteLength + decoded.indices.byteLength;
console.log(`Draco file: ${fmt(drc.byteLength / 2 ** 20, 2)} MiB for the same mesh`);
console.log(
  `Draco decode (Node, wasm): ${fmt(drcTime)} ms = ${fmt(drc.byteLength / 2 ** 20 / (drcTime / 1000), 1)} MB/s compressed in, ${fmt(decodedBytes / 2 ** 20 / (drcTime / 1000), 1)} MB/s geometry out, ${fmt(TRIANGLES / 1e6 / (drcTime / 1000), 2)} M triangles/s`,
);

// ---- Marching cubes 256^3 ----
{
  const n = 256;
  const data = new Int16Array(n * n * n);
  const c = n / 2;
  for (let z = 0; z < n; z++)
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) {
        const r = Math.hypot(x - c, y - c, z - c);
        // A shell with ridges: bone between radius 70 and 90, plus noise-like ripples.
        const shell = 1000 - Math.abs(r - 80) * 60 + 150 * Math.sin(x * 0.2) * Math.cos(y * 0.15);
        data[x + y * n + z * n * n] = Math.max(-1024, Math.min(3000, Math.round(shell)));
      }
  const t = performance.now();
  const s = viewer.marchingCubes(data, [n, n, n], 300, [0.3, 0.3, 0.3]);
  console.log(
    `Marching cubes 256^3 (Node, one thread): ${fmt(performance.now() - t)} ms, ${s.triangles.toLocaleString('en')} triangles`,
  );
}

// ---- Headless Chromium ----
const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log('Chromium: skipped (/usr/bin/chromium not installed)');
  process.exit(0);
}
const page = await buildBenchPage(
  '.bench-page',
  '<!doctype html><html><body style="margin:0"><div id="v" style="width:1024px;height:768px"></div><script type="module" src="./main.js"></script></body></html>',
  `
import { DentalViewer, ParseWorkerPool, parseStl } from '@odontia/viewer';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
window.bench = async () => {
  const buf = await (await fetch('/bench.stl')).arrayBuffer();
  parseStl(buf);
  const main = [];
  for (let i = 0; i < 3; i++) { const t = performance.now(); parseStl(buf); main.push(performance.now() - t); }
  const loader = new STLLoader();
  loader.parse(buf);
  const stock = [];
  for (let i = 0; i < 3; i++) { const t = performance.now(); loader.parse(buf); stock.push(performance.now() - t); }
  const pool = new ParseWorkerPool(1);
  await pool.run({ kind: 'parse', type: 'stl', data: buf.slice(0) }, []);
  const worker = [];
  for (let i = 0; i < 3; i++) { const copy = buf.slice(0); const t = performance.now(); await pool.run({ kind: 'parse', type: 'stl', data: copy }, [copy]); worker.push(performance.now() - t); }
  pool.dispose();
  const viewer = new DentalViewer(document.getElementById('v'));
  const t = performance.now();
  await viewer.loadModels([{ id: 'bench', url: '/bench.stl' }]);
  const firstFrame = performance.now() - t;
  return { main: median(main), stock: median(stock), worker: median(worker), firstFrame };
};
`,
);

const stlBuffer = Buffer.from(stl);
const server = await servePage(page.out, { '/bench.stl': stlBuffer });
const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => typeof globalThis.bench === 'function');
  const r = await page.evaluate(() => globalThis.bench());
  console.log(`Chromium parse time (main thread, parseStl): ${fmt(r.main)} ms`);
  console.log(`Chromium parse time (worker incl. transfer): ${fmt(r.worker)} ms`);
  console.log(
    `Chromium parse time (three STLLoader): ${fmt(r.stock)} ms (ratio stock/odontia ${fmt(r.stock / r.main, 2)}x)`,
  );
  console.log(
    `Chromium time to first frame (fetch + worker parse + upload + render, SwiftShader): ${fmt(r.firstFrame)} ms`,
  );
} finally {
  await browser.close();
  server.close();
  page.remove();
}
