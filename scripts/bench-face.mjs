// Face reconstruction benchmark (issue 14): the phantom face photographed from 40 known poses (480x640),
// reconstructed; landmark RMS per region (mm; truth and reconstruction each in the face frame its own points
// define, shared/src/face/frame.ts), scale error (%), interpupillary distance error (mm), and the
// reconstruction time for 40 and 200 photos (rendering the photos is not timed). The smile preview's
// drawing error in the smile photo (40 smile photos). Then five phantom faces
// (seeds 1-5: their proportions differ by a few per cent), each without and with the scale card. Last, the
// landmark model alone: its landmarks triangulated with the true cameras, equal weights, no shape prior.
// Run after building: `npm run build && node scripts/bench-face.mjs` (or `npm run bench -- face`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

const dist = join(root, 'server/dist/modules/face-reconstruction');
if (!existsSync(join(dist, 'reconstruct.js'))) {
  console.error('server is not built: run `npm run build` first');
  process.exit(1);
}
const { phantomFacePhotos } = await import('@odontia/phantom');
const { reconstructFace } = await import(join(dist, 'reconstruct.js'));
const { decodePhoto } = await import(join(dist, 'image.js'));
const { faceAccuracy, previewAccuracy } = await import(join(dist, 'accuracy.js'));
const { detectFace } = await import(join(dist, 'detector.js'));
const { triangulate } = await import(join(dist, 'triangulate.js'));
const { facePhotoIntrinsics } = await import('@odontia/shared');

const fmt = (n, d = 2) => n.toFixed(d);
const targets = { rmsMm: 1.5, scalePct: 2, ipdMm: 1 };

let neutral40;
let truth40;
for (const count of [40, 200]) {
  const set = phantomFacePhotos({ seed: 1, count });
  const pictures = set.photos.map((p) => p.jpeg);
  const started = performance.now();
  const result = await reconstructFace(
    pictures.map((bytes) => decodePhoto(bytes)),
    'neutral',
  );
  const seconds = (performance.now() - started) / 1000;
  if (count === 40) [neutral40, truth40] = [result, set.truth];
  const a = faceAccuracy(result.landmarks, set.truth);
  const regions = Object.entries(a.regionsRmsMm)
    .map(([name, mm]) => `${name} ${fmt(mm)}`)
    .join(', ');
  console.log(
    `face ${count} photos 480x640: reconstruction ${fmt(seconds, 1)} s (${fmt((seconds * 1000) / count, 0)} ms/photo), ${result.landmarks.views} views used, reprojection RMS ${fmt(result.landmarks.rmsReprojectionPx)} px`,
  );
  console.log(
    `  landmark RMS ${fmt(a.rmsMm)} mm (target <= ${targets.rmsMm}) — ${regions} mm; shape alone (best scale) ${fmt(a.shapeRmsMm)} mm`,
  );
  console.log(
    `  scale error ${fmt(a.scaleErrorPct)} % (target within ${targets.scalePct}), method ${result.landmarks.scale.method}`,
  );
  console.log(
    `  IPD ${fmt(result.landmarks.ipdMm)} mm vs true ${fmt(set.truth.ipdMm)} mm: error ${fmt(a.ipdErrorMm)} mm (target within ${targets.ipdMm})`,
  );
  console.log(
    `  surface: ${result.landmarks.landmarks.length} landmarks subdivided twice (about 7,300 vertices, 14,400 triangles; mean edge about 2-3 mm), texture 1024x1024`,
  );
}

// the smile preview: the neutral face's skull-fixed points drawn into the smile reconstruction's front photo
{
  const smileSet = phantomFacePhotos({ seed: 1, count: 40, expression: 'smile' });
  const smile = await reconstructFace(
    smileSet.photos.map((p) => decodePhoto(p.jpeg)),
    'smile',
  );
  const p = previewAccuracy(neutral40.landmarks, smile.landmarks, smileSet, truth40);
  console.log(
    `\nsmile preview (40 neutral + 40 smile photos, seed 1): front photo ${p.picture + 1}, skull-fixed landmarks agree to ${fmt(p.fitRmsMm)} mm RMS after the fit; the phantom's incisal edges and points 10 mm above drawn ${fmt(p.rmsMm)} mm RMS (max ${fmt(p.maxMm)} mm) from where the photo shows them`,
  );
}

const table = [];
for (const scaleCard of [false, true])
  for (const seed of [1, 2, 3, 4, 5]) {
    const set = phantomFacePhotos({ seed, count: 40, scaleCard });
    const result = await reconstructFace(
      set.photos.map((p) => decodePhoto(p.jpeg)),
      'neutral',
    );
    const a = faceAccuracy(result.landmarks, set.truth);
    table.push({ scaleCard, seed, method: result.landmarks.scale.method, a });
  }
console.log('\nfive phantom faces, 40 photos each (targets: RMS <= 1.5 mm, scale within 2 %, IPD within 1 mm)');
for (const { scaleCard, seed, method, a } of table)
  console.log(
    `  seed ${seed} ${scaleCard ? 'with the card   ' : 'without the card'} scale by ${method.padEnd(4)}: RMS ${fmt(a.rmsMm)} mm (shape ${fmt(a.shapeRmsMm)}), scale ${fmt(a.scaleErrorPct)} %, IPD ${fmt(a.ipdErrorMm)} mm`,
  );
for (const scaleCard of [false, true]) {
  const rows = table.filter((r) => r.scaleCard === scaleCard).map((r) => r.a);
  const mean = (f) => rows.reduce((s, a) => s + f(a), 0) / rows.length;
  const worst = (f) => Math.max(...rows.map(f));
  console.log(
    `  ${scaleCard ? 'with the card' : 'iris only'}: RMS mean ${fmt(mean((a) => a.rmsMm))} / worst ${fmt(worst((a) => a.rmsMm))} mm, |scale| mean ${fmt(mean((a) => Math.abs(a.scaleErrorPct)))} / worst ${fmt(worst((a) => Math.abs(a.scaleErrorPct)))} %, |IPD| mean ${fmt(mean((a) => Math.abs(a.ipdErrorMm)))} / worst ${fmt(worst((a) => Math.abs(a.ipdErrorMm)))} mm`,
  );
}

// the landmark model alone: every landmark triangulated from its detections with the photos' true cameras
{
  const set = phantomFacePhotos({ seed: 1, count: 40 });
  const views = [];
  for (const photo of set.photos) {
    const image = decodePhoto(photo.jpeg);
    const detection = await detectFace(image);
    const m = photo.camera.cameraFromFace;
    const pose = { r: [m[0], m[1], m[2], m[4], m[5], m[6], m[8], m[9], m[10]], t: [m[3], m[7], m[11]] };
    if (detection) views.push({ k: facePhotoIntrinsics(image.width, image.height), pose, detection });
  }
  const squared = set.truth.landmarks.map((truth, j) => {
    const sightings = views.map(({ k, pose, detection }) => ({ k, pose, at: detection.landmarks[j], weight: 1 }));
    const found = triangulate(sightings).point;
    return found.reduce((s, v, axis) => s + (v - truth[axis]) ** 2, 0);
  });
  const rms = Math.sqrt(squared.reduce((s, v) => s + v, 0) / squared.length);
  console.log(
    `\nthe landmark model alone (seed 1, 40 photos): its landmarks triangulated with the true cameras, equal weights, no shape prior: RMS ${fmt(rms)} mm`,
  );
}
