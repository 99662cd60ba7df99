// Playback benchmark (issues 12 and 13): the phantom's upper and lower scans (~2 x 270k triangles) and
// its protrusion, with live occlusal contacts. Prints the contact computation per pose in Node (one
// thread), then in headless Chromium (SwiftShader) the drawing levels the player made, the frame time
// while playing with contacts on (and the triangles drawn), the worker's time per contact frame and the
// contact latency (pose shown -> its colours shown); the renderer's own floor (the same viewer and
// player with 8 triangles); then the same playback with the phantom CBCT's surfaces (segmented in the
// page's worker, as the CT motion page does) and its three slices following the left condyle.
// Run after building: `npm run build && node scripts/bench-playback.mjs` (or `npm run bench -- playback`).
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchPage, launchChromium, servePage } from './bench-page.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const dist of ['client/viewer/dist/index.js', 'tools/phantom/dist/index.js', 'shared/dist/index.js'])
  if (!existsSync(join(root, dist))) {
    console.error(`${dist} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
const viewer = await import(join(root, 'client/viewer/dist/index.js'));
const phantom = await import(join(root, 'tools/phantom/dist/index.js'));
const shared = await import(join(root, 'shared/dist/index.js'));

const fmt = (n, d = 1) => n.toFixed(d);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
console.log(
  `Playback bench: ${cpus().length} cores, load average ${loadavg()
    .map((l) => fmt(l, 1))
    .join(' ')}`,
);

const params = phantom.phantomParams();
const scans = phantom.phantomScans(params);
const files = phantom.phantomScanFiles(params).filter((f) => f.name.endsWith('.stl'));
const track = phantom.motionTrajectory(new phantom.JawKinematics(params), shared.MovementType.forward);
const ojtr = shared.encodeTrajectory(track);
const tris = (m) => m.triangles.length / 3;
console.log(
  `Scans: upper ${tris(scans.upper).toLocaleString('en')}, lower ${tris(scans.lower).toLocaleString('en')} triangles; protrusion ${track.header.frameCount} frames`,
);

// ---- Node, one thread: the contact field itself ----
// Each jaw as its worker measures it (the player runs one per jaw), at the phantom's own density and
// at the issue's 2 x 150k triangles (the phantom's scans simplified to 150k each by meshoptimizer).
async function contactRows(upper, lower, label) {
  const colors = { upper: [200, 200, 200], lower: [200, 200, 200] };
  let t = performance.now();
  const fields = ['upper', 'lower'].map((side) => new viewer.ContactField(upper, lower, colors, undefined, [side]));
  const setup = performance.now() - t;
  const pose = new Float32Array(16);
  const times = { upper: [], lower: [], both: [] };
  let queries = 0;
  const duration = viewer.trackDuration(track);
  for (let ms = 0; ms <= duration; ms += 1000 / 30) {
    viewer.poseAt(track, ms, pose);
    let both = 0;
    for (const [i, side] of ['upper', 'lower'].entries()) {
      t = performance.now();
      queries += fields[i].compute(pose).queries;
      const spent = performance.now() - t;
      times[side].push(spent);
      both += spent;
    }
    times.both.push(both);
  }
  const row = (xs) => `p50 ${fmt(pct(xs, 0.5))} ms, p95 ${fmt(pct(xs, 0.95))} ms`;
  console.log(
    `Node contacts, ${label}: setup (2 BVHs + occlusal vertices) ${fmt(setup, 0)} ms, ${fields[0].upper.candidates.length + fields[1].lower.candidates.length} occlusal vertices, ${fmt(queries / times.both.length, 0)} distance queries per pose; per pose at 30 fps, upper jaw's worker ${row(times.upper)}, lower's ${row(times.lower)}; both in one thread ${row(times.both)}, max ${fmt(Math.max(...times.both))} ms (target: each worker p95 <= 33 ms)`,
  );
}
{
  const surface = (m) => ({ positions: Float32Array.from(m.positions), indices: Uint32Array.from(m.triangles) });
  await contactRows(
    surface(scans.upper),
    surface(scans.lower),
    `${tris(scans.upper).toLocaleString('en')} + ${tris(scans.lower).toLocaleString('en')} triangles`,
  );
  const { MeshoptSimplifier } = await import('meshoptimizer');
  await MeshoptSimplifier.ready;
  const to150k = (m) => {
    const s = surface(m);
    const [kept] = MeshoptSimplifier.simplify(s.indices, s.positions, 3, 150_000 * 3, 1, [
      'ErrorAbsolute',
      'LockBorder',
    ]);
    // only the vertices the simplified triangles use
    const remap = new Map();
    const positions = [];
    const indices = kept.map((v) => {
      if (!remap.has(v)) remap.set(v, positions.push(...s.positions.subarray(v * 3, v * 3 + 3)) / 3 - 1);
      return remap.get(v);
    });
    return { positions: Float32Array.from(positions), indices };
  };
  const [upper150, lower150] = [to150k(scans.upper), to150k(scans.lower)];
  await contactRows(
    upper150,
    lower150,
    `simplified to ${(upper150.indices.length / 3).toLocaleString('en')} + ${(lower150.indices.length / 3).toLocaleString('en')} triangles`,
  );
}

// ---- Headless Chromium: playing with contacts on ----
const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log('Chromium: skipped (/usr/bin/chromium not installed)');
  process.exit(0);
}
const page = await buildBenchPage(
  '.bench-playback-page',
  '<!doctype html><html><body style="margin:0"><div id="v" style="width:1280px;height:800px"></div><script type="module" src="./main.js"></script></body></html>',
  `
import { DentalViewer, TrajectoryPlayer } from '@odontia/viewer';
import { decodeTrajectory } from '@odontia/shared';
import { CtSlicePlanes, MODEL_IDS, parseDicomSeries, segmentInWorker, surfaceModel } from '@odontia/viewer';
import { Group } from 'three';
// The CT motion page's scene: skull and upper teeth fixed, jaw and lower teeth moving, slices at LC.
async function ctScene(viewer, count) {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => new Uint8Array(await (await fetch('/ct/' + i + '.dcm')).arrayBuffer())),
  );
  const t0 = performance.now();
  const result = await segmentInWorker(parseDicomSeries(files));
  const group = (structures) => {
    const g = new Group();
    for (const s of structures) g.add(surfaceModel(result.surfaces[s], MODEL_IDS[s].id, MODEL_IDS[s].color).object);
    viewer.scene.add(g);
    return g;
  };
  group(['skull', 'tooth_upper']);
  const mandible = group(['jaw', 'tooth_lower']);
  const slices = new CtSlicePlanes(result.volume);
  viewer.scene.add(slices.group);
  const lc = result.condyles.lc;
  const triangles = ['skull', 'tooth_upper', 'jaw', 'tooth_lower'].reduce((n, s) => n + result.surfaces[s].triangles, 0);
  return {
    mandible,
    triangles,
    segmentMs: performance.now() - t0,
    onPose: (m) =>
      slices.setCenter([0, 1, 2].map((r) => m[r] * lc[0] + m[4 + r] * lc[1] + m[8 + r] * lc[2] + m[12 + r])),
  };
}
window.bench = async (seconds, ctFiles = 0, scans = '', contacts = true) => {
  const viewer = new DentalViewer(document.getElementById('v'));
  await viewer.loadModels([{ id: 'upper', url: '/' + scans + 'upper.stl' }, { id: 'lower', url: '/' + scans + 'lower.stl' }]);
  const track = decodeTrajectory(new Uint8Array(await (await fetch('/track.ojtr')).arrayBuffer()));
  const ct = ctFiles ? await ctScene(viewer, ctFiles) : null;
  const player = new TrajectoryPlayer(viewer, { upperModelId: 'upper', lowerModelId: 'lower',
    pathPoints: [{ id: 'IP', point: [0, 0, 0], color: '#d13438' }],
    mandible: ct ? [ct.mandible] : [], onPose: ct?.onPose });
  player.setTrack(track);
  const ready = new Promise((r) => player.events.on('contactsReady', r));
  const levels = [];
  const levelsReady = new Promise((r) => player.events.on('levels', (e) => levels.push(e) === 2 && r()));
  const t0 = performance.now();
  if (contacts) await player.setContacts(true);
  const setup = contacts ? await ready : null;
  const setupWall = performance.now() - t0;
  if (contacts) await levelsReady;
  const compute = [], latency = [], frames = [];
  player.events.on('contacts', (e) => { compute.push(e.computeMs); latency.push(e.latencyMs); });
  await new Promise((r) => setTimeout(r, 1000));
  compute.length = 0; latency.length = 0;
  player.loop = true;
  player.play();
  let last = performance.now();
  const end = last + seconds * 1000;
  await new Promise((resolve) => {
    const tick = (now) => { frames.push(now - last); last = now; if (now < end) requestAnimationFrame(tick); else resolve(); };
    requestAnimationFrame(tick);
  });
  const drawn = player.drawnTriangles;
  player.pause();
  return { setup, setupWall, compute, latency, frames, levels, drawn, ct: ct && { triangles: ct.triangles, segmentMs: ct.segmentMs } };
};
`,
);
const cbct = phantom.generateCbct(params, 0.5);
// The renderer's own floor: the same viewer and player with a tetrahedron for each scan.
const tetrahedronStl = (dy) =>
  Buffer.from(
    viewer.writeStl([
      {
        positions: Float32Array.from([0, dy, 0, 10, dy, 0, 0, dy + 10, 0, 0, dy, 10]),
        indices: Uint32Array.from([0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3]),
      },
    ]),
  );
const bodies = {
  '/floor-upper.stl': tetrahedronStl(1),
  '/floor-lower.stl': tetrahedronStl(-11),
  '/upper.stl': Buffer.from(files.find((f) => f.name.includes('upper')).bytes),
  '/lower.stl': Buffer.from(files.find((f) => f.name.includes('lower')).bytes),
  '/track.ojtr': Buffer.from(ojtr),
  ...Object.fromEntries(cbct.files.map((f, i) => [`/ct/${i}.dcm`, Buffer.from(f.data)])),
};
const server = await servePage(page.out, bodies);
const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => typeof globalThis.bench === 'function');
  const r = await page.evaluate((s) => globalThis.bench(s), 10);
  console.log(
    `Chromium contact setup (worker: weld, 2 BVHs, occlusal vertices): ${fmt(r.setup.setupMs, 0)} ms in the worker, ${fmt(r.setupWall, 0)} ms wall; ${r.setup.upperCandidates + r.setup.lowerCandidates} occlusal vertices`,
  );
  console.log(
    `Chromium drawing levels: ${r.levels
      .map(
        (l) =>
          `${l.jaw} ${l.triangles.map((t, i) => `${t.toLocaleString('en')} triangles (deviation ${fmt(l.deviationMm[i], 3)} mm)`).join(', ')}`,
      )
      .join('; ')}`,
  );
  console.log(
    `Chromium playback frame time with contacts on (SwiftShader, 1280x800, ${r.frames.length} frames, ${r.drawn.toLocaleString('en')} triangles drawn): p50 ${fmt(pct(r.frames, 0.5))} ms, p95 ${fmt(pct(r.frames, 0.95))} ms (target p95 <= 33 ms)`,
  );
  if (r.compute.length)
    console.log(
      `Chromium contact frames: ${r.compute.length} in 10 s (${fmt(r.compute.length / 10)} per second); worker time p50 ${fmt(pct(r.compute, 0.5))} ms, p95 ${fmt(pct(r.compute, 0.95))} ms; latency pose -> colours p50 ${fmt(pct(r.latency, 0.5))} ms, p95 ${fmt(pct(r.latency, 0.95))} ms`,
    );
  await page.reload();
  await page.waitForFunction(() => typeof globalThis.bench === 'function');
  const floor = await page.evaluate((s) => globalThis.bench(s, 0, 'floor-', false), 10);
  console.log(
    `Chromium renderer floor (the same viewer and player, 8 triangles, contacts off; ${floor.frames.length} frames): p50 ${fmt(pct(floor.frames, 0.5))} ms, p95 ${fmt(pct(floor.frames, 0.95))} ms`,
  );
  await page.reload();
  await page.waitForFunction(() => typeof globalThis.bench === 'function');
  const c = await page.evaluate(([s, n]) => globalThis.bench(s, n), [10, cbct.files.length]);
  console.log(
    `Chromium playback frame time with the CT (0.5 mm phantom CBCT, ${cbct.files.length} slices, segmented in ${fmt(c.ct.segmentMs / 1000)} s: ${c.ct.triangles.toLocaleString('en')} CT triangles, slices following LC) and contacts on (${c.frames.length} frames): p50 ${fmt(pct(c.frames, 0.5))} ms, p95 ${fmt(pct(c.frames, 0.95))} ms (target p95 <= 33 ms)`,
  );
} finally {
  await browser.close();
  server.close();
  page.remove();
}
