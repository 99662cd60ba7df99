// Phantom patient benchmark: generation time and size of each artefact (scans per jaw class and
// variant, the CBCT at the demo's and the full resolution, the face photos), from @odontia/phantom.
// Run after building: `npm run build -w tools/phantom && node scripts/bench-phantom.mjs`.
import { generateCbct, phantomFacePhotos, phantomParams, phantomScanFiles } from '@odontia/phantom';

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const timed = (fn) => {
  const t = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t };
};

console.log('Phantom patient (seed 1):');
for (const [label, params, options] of [
  ['Class I', phantomParams(), {}],
  ['Class I, 36 prepared', phantomParams(), { preparedTooth: 36 }],
  ['Class I, 45 missing', phantomParams(), { missingTooth: 45 }],
  ['Class II', phantomParams({ jawClass: 2 }), {}],
  ['Class III', phantomParams({ jawClass: 3 }), {}],
]) {
  const { value: files, ms } = timed(() => phantomScanFiles(params, options));
  const size = (name) => files.find((f) => f.name === name).bytes.length;
  const truth = JSON.parse(Buffer.from(files.find((f) => f.name.endsWith('.json')).bytes).toString('utf8'));
  const triangles = (name) => (size(name) - 84) / 50;
  console.log(
    `  scans, ${label}: ${(ms / 1000).toFixed(1)} s; upper ${triangles('phantom-upper.stl')} / lower ${triangles('phantom-lower.stl')} triangles;` +
      ` STL ${mb(size('phantom-upper.stl'))} + ${mb(size('phantom-lower.stl'))}, colour PLY ${mb(size('phantom-upper.ply'))} + ${mb(size('phantom-lower.ply'))},` +
      ` truth ${(size('phantom-scans-truth.json') / 1000).toFixed(0)} kB; overjet ${truth.overjetMm.toFixed(1)} mm,` +
      ` molar relation ${truth.molarRelationMm.toFixed(1)} mm, ${truth.contacts.length} contact areas, penetration ${truth.maxPenetrationMm.toFixed(3)} mm`,
  );
}
for (const voxelMm of [0.5, 0.35]) {
  const { value: cbct, ms } = timed(() => generateCbct(phantomParams(), voxelMm));
  const bytes = cbct.files.reduce((sum, f) => sum + f.data.length, 0);
  console.log(
    `  CBCT ${voxelMm} mm: ${(ms / 1000).toFixed(1)} s; ${cbct.volume.dims.join(' x ')} voxels, ${cbct.files.length} DICOM files, ${mb(bytes)}`,
  );
}
const { value: photos, ms } = timed(() => phantomFacePhotos({ count: 40 }));
console.log(
  `  face: ${photos.face.positions.length / 3} vertices, ${photos.face.triangles.length / 3} triangles; 40 photos 480 x 640 in ${(ms / 1000).toFixed(1)} s, ${mb(photos.photos.reduce((s, p) => s + p.jpeg.length, 0))} JPEG`,
);
