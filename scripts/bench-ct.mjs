// CT facebow benchmark: the phantom CBCT (0.5 mm and the demo's 0.35 mm) parsed from its DICOM files,
// segmented (the worker's pipeline: averaged by a whole factor towards 0.5 mm voxels, four structures, surfaces, condyles) and
// the joint space measured per frame, with the process's peak memory after each step.
// Run after building phantom and viewer: `node scripts/bench-ct.mjs` (or `npm run bench -- ct`).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const dir of ['tools/phantom', 'client/viewer'])
  if (!existsSync(join(root, dir, 'dist/index.js'))) {
    console.error(`${dir} is not built: run \`npm run build -w ${dir}\` first`);
    process.exit(1);
  }
const phantom = await import(join(root, 'tools/phantom/dist/index.js'));
const viewer = await import(join(root, 'client/viewer/dist/index.js'));

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (b) => `${Math.round(b / 2 ** 20)} MB`;
// The process's peak resident memory so far (kB); the steps run synchronously, so no sampler could.
const maxRss = () => process.resourceUsage().maxRSS * 1024;

for (const voxel of [0.5, 0.35]) {
  const series = phantom.generateCbct(phantom.phantomParams(), voxel);
  const files = series.files.map((f) => f.data);
  let t = performance.now();
  const volume = viewer.parseDicomSeries(files);
  const parseMs = performance.now() - t;
  const parsePeak = maxRss();
  t = performance.now();
  const result = viewer.runSegmentationPipeline(volume);
  const segMs = performance.now() - t;
  const segPeak = maxRss();
  const truth = series.truth.landmarks;
  const off = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]).toFixed(2);
  const space = (c) =>
    viewer.jointSpaceAt(viewer.jointSurfaces(result.surfaces.jaw, result.surfaces.skull, c)).distanceMm.toFixed(2);
  console.log(
    `ct ${voxel} mm accuracy: condyles off by LC ${off(result.condyles.lc, truth.LC.patient)} mm, RC ${off(result.condyles.rc, truth.RC.patient)} mm; ` +
      `joint space at MI L ${space(truth.LC.patient)} / R ${space(truth.RC.patient)} mm (truth ${series.truth.condyle.jointSpaceMm}); ` +
      `volumes mm³ ${JSON.stringify(Object.fromEntries(Object.entries(result.segmentation.volumesMm3).map(([k, v]) => [k, Math.round(v)])))}`,
  );
  const joint = viewer.jointSurfaces(result.surfaces.jaw, result.surfaces.skull, result.condyles.lc);
  const poses = Array.from({ length: 200 }, (_, k) => {
    // Opening: a rotation about the condyle axis, up to 20 degrees.
    const a = (k / 200) * 0.35;
    return [1, 0, 0, 0, 0, Math.cos(a), -Math.sin(a), 0, 0, Math.sin(a), Math.cos(a), 0, 0, 0, 0, 1];
  });
  t = performance.now();
  viewer.jointSpaceOverTime(joint, poses);
  const jointMs = (performance.now() - t) / poses.length;
  console.log(
    `ct ${voxel} mm (${volume.dims.join('x')}, ${files.length} files): parse ${s(parseMs)} (peak rss ${mb(parsePeak)}), ` +
      `segmentation ${s(segMs)} on ${result.volume.dims.join('x')} (peak rss ${mb(segPeak)}, target <= 20 s), ` +
      `joint space ${jointMs.toFixed(2)} ms/frame`,
  );
}
