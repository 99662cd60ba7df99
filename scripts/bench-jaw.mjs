// Jaw analysis benchmark (issue 12): the time to analyse a 60 s recording (target <= 200 ms): the
// reference (hinge axis from the opening), the recording's clinical values and the IP/LC/RC path
// series the pages plot, at 30 and 100 frames/s. Run after building shared and tools/phantom.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = join(root, 'shared/dist/index.js');
const phantom = join(root, 'tools/phantom/dist/index.js');
if (!existsSync(shared) || !existsSync(phantom)) {
  console.error('build shared and tools/phantom first (npm run build -w shared -w tools/phantom)');
  process.exit(1);
}
const jaw = await import(pathToFileURL(shared).href);
const { JawKinematics, DEFAULT_MOTION_OPTIONS, motionTrajectory, phantomParams } = await import(
  pathToFileURL(phantom).href
);

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

function analyseAll(opening, recording) {
  const { reference } = jaw.resolveReference({ opening });
  const values = jaw.analyseRecording(recording, reference);
  const plane = reference.planes.frankfort;
  const paths = [reference.ip, reference.lc, reference.rc].map((p) =>
    jaw.projectPath(jaw.pointPath(recording, p), plane),
  );
  return { values, paths };
}

for (const fps of [30, 100]) {
  const kin = new JawKinematics(phantomParams(), { ...DEFAULT_MOTION_OPTIONS, fps, durationS: 60 });
  const opening = motionTrajectory(kin, jaw.MovementType.maxopen);
  for (const [name, type] of [
    ['chewing', jaw.MovementType.chew],
    ['laterotrusion', jaw.MovementType.maxleft],
  ]) {
    const recording = motionTrajectory(kin, type);
    for (let i = 0; i < 3; i++) analyseAll(opening, recording);
    const times = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      analyseAll(opening, recording);
      times.push(performance.now() - t);
    }
    console.log(
      `jaw: 60 s ${name} at ${fps} fps (${recording.header.frameCount} frames, + opening for the hinge axis): ` +
        `analysis p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (target <= 200 ms)`,
    );
  }
}
