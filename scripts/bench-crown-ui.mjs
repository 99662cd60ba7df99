// Crown editing benchmark: brush stroke latency on the proposed crown in headless Chromium.
// The crown is proposed by the crown engine (@odontia/crown) on the phantom with tooth 36 prepared;
// the page runs the viewer's CrownEditor (brush, normals, BVH refit, thickness and contact maps) and
// renders a frame after each dab. Run after the build: `node scripts/bench-crown-ui.mjs`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchPage, launchChromium, servePage } from './bench-page.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const dist of ['client/viewer/dist/index.js', 'tools/crown/dist/index.js', 'tools/phantom/dist/index.js'])
  if (!existsSync(join(root, dist))) {
    console.error(`${dist} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log('Crown editing: skipped (/usr/bin/chromium not installed)');
  process.exit(0);
}
const { phantomParams, phantomScans } = await import(join(root, 'tools/phantom/dist/index.js'));
const crown = await import(join(root, 'tools/crown/dist/index.js'));

const TOOTH = 36;
const scans = phantomScans(phantomParams(), { preparedTooth: TOOTH });
const started = performance.now();
const design = crown.designCrown(scans.lower, scans.upper, TOOTH, crown.DEFAULT_CROWN_PARAMETERS);
console.log(`Crown proposal for the bench (tooth ${TOOTH}): ${(performance.now() - started).toFixed(0)} ms`);

// Meshes to the page as one binary: a JSON header of array lengths, then the arrays.
const meshes = {
  outer: design.proposal.outer.mesh,
  inner: design.inner.mesh,
  jaw: scans.lower,
  opposing: scans.upper,
};
const arrays = Object.entries(meshes).flatMap(([name, m]) => [
  [`${name}.positions`, new Float32Array(m.positions)],
  [`${name}.indices`, new Uint32Array(m.triangles)],
]);
const header = Buffer.from(JSON.stringify(arrays.map(([name, a]) => [name, a.constructor.name, a.length])));
const headerLength = Buffer.alloc(4);
headerLength.writeUInt32LE(header.length);
const pad = Buffer.alloc((4 - ((4 + header.length) % 4)) % 4, 32);
const payload = Buffer.concat([
  headerLength,
  header,
  pad,
  ...arrays.map(([, a]) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)),
]);
console.log(
  `Crown: ${meshes.outer.triangles.length / 3} triangles (outer), scans ${meshes.jaw.triangles.length / 3} + ${meshes.opposing.triangles.length / 3}`,
);

const page = await buildBenchPage(
  '.bench-crown-page',
  '<!doctype html><html><body style="margin:0"><div id="v" style="width:1024px;height:768px"></div><script type="module" src="./main.js"></script></body></html>',
  `
import { CrownEditor, DentalViewer } from '@odontia/viewer';
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
async function load() {
  const buf = await (await fetch('/crown.bin')).arrayBuffer();
  const n = new DataView(buf).getUint32(0, true);
  const list = JSON.parse(new TextDecoder().decode(new Uint8Array(buf, 4, n)));
  let offset = 4 + n + ((4 - ((4 + n) % 4)) % 4);
  const out = {};
  for (const [name, type, length] of list) {
    const Ctor = type === 'Float32Array' ? Float32Array : Uint32Array;
    out[name] = new Ctor(buf.slice(offset, offset + length * 4));
    offset += length * 4;
  }
  const mesh = (k) => ({ positions: out[k + '.positions'], indices: out[k + '.indices'] });
  return { outer: mesh('outer'), inner: mesh('inner'), jaw: mesh('jaw'), opposing: mesh('opposing') };
}
window.bench = async () => {
  const m = await load();
  const viewer = new DentalViewer(document.getElementById('v'), { workers: false });
  let t = performance.now();
  const editor = new CrownEditor(m.outer, { inner: m.inner, others: [m.jaw, m.opposing] });
  const setupMs = performance.now() - t;
  viewer.scene.add(editor.object);
  editor.setMap('thickness', 0.5);
  const p = editor.mesh.positions;
  // Dab centres: a seeded walk over the movable vertices of the crown.
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const movable = [];
  for (let v = 0; v < p.length / 3; v++) if (!editor.mesh.pinned[v]) movable.push(v);
  const results = {};
  const render = () => viewer.renderer.render(viewer.scene, viewer.camera);
  await viewer.zoomToFit(0);
  render();
  for (const [tool, map] of [['add', 'thickness'], ['remove', 'contact'], ['smooth', 'thickness']]) {
    editor.setMap(map, 0.5);
    editor.brush = { radius: 1, strength: 0.3 };
    const dab = [], frame = [];
    editor.beginStep(tool);
    for (let i = 0; i < 200; i++) {
      const v = movable[Math.floor(rnd() * movable.length)];
      const c = [p[v * 3], p[v * 3 + 1], p[v * 3 + 2]];
      t = performance.now();
      editor.dab(tool, c);
      const d = performance.now() - t;
      render();
      viewer.renderer.getContext().finish();
      dab.push(d);
      frame.push(performance.now() - t);
    }
    editor.endStep();
    results[tool] = { dab50: quantile(dab, 0.5), dab95: quantile(dab, 0.95), frame50: quantile(frame, 0.5), frame95: quantile(frame, 0.95) };
  }
  t = performance.now();
  editor.recoverTo(0);
  const recoverMs = performance.now() - t;
  return { setupMs, recoverMs, results, vertices: p.length / 3 };
};
`,
);

const server = await servePage(page.out, { '/crown.bin': payload });
const browser = await launchChromium(chromium);
const fmt = (n) => n.toFixed(1);
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  page.on('pageerror', (e) => console.error(e));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => typeof globalThis.bench === 'function');
  const r = await page.evaluate(() => globalThis.bench());
  console.log(`Crown editor setup (weld, adjacency, BVHs, full maps; ${r.vertices} vertices): ${fmt(r.setupMs)} ms`);
  for (const [tool, x] of Object.entries(r.results))
    console.log(
      `Brush ${tool} (radius 1 mm): dab p50 ${fmt(x.dab50)} ms, p95 ${fmt(x.dab95)} ms; dab + rendered frame p50 ${fmt(x.frame50)} ms, p95 ${fmt(x.frame95)} ms (target p95 <= 16 ms)`,
    );
  console.log(`Recover to the proposal after 600 dabs: ${fmt(r.recoverMs)} ms`);
} finally {
  await browser.close();
  server.close();
  page.remove();
}
