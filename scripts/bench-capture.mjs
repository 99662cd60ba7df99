// Jaw-motion capture figures (issue 11 targets): renders synthetic 1080p30 videos whose truth is known
// (tools/phantom: a hinge opening under a moving head, and a registration with three pointer touches),
// tracks them with the built tracker (server/dist) in a separate process the way the worker does, and
// prints IP/condyle error RMS and max, rotation error RMS, registration residual, frames per second and
// the tracking process's peak memory. `npm run bench -- capture` runs the 10 s video;
// `node scripts/bench-capture.mjs 10 60` runs 10 s and 60 s videos (rendering 60 s of 1080p takes minutes).
// Frames per second are given twice: by wall time (depends on what else the machine runs: the load is
// printed) and by the CPU time of the tracker and its ffmpeg decoder (what 2 idle cores would give, as the
// decoder and the tracker run side by side).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './run.mjs';

const dist = (path) => join(root, 'server', 'dist', 'modules', 'capture', path);
const POINTS = [
  [0, 1.5, 2.5],
  [-24, 0.8, -27],
  [24, 0.8, -27],
];

if (process.argv[2] === '--track') {
  // the tracking side: one video, figures as JSON on stdout
  const [kind, video] = process.argv.slice(3);
  const shared = await import('@odontia/shared');
  const phantom = await import('@odontia/phantom');
  const intrinsics = shared.defaultPhoneIntrinsics(1920, 1080);
  const scene = phantom.defaultCaptureScene(intrinsics);
  const started = Date.now();
  let out;
  if (kind === 'registration') {
    const { registerFromVideo } = await import(dist('registration.js'));
    const { registration, track } = await registerFromVideo(video, POINTS, { intrinsics });
    // where the fitted head board puts the touched points against where they are (the truth of the scene)
    const drift = shared.multiply4(registration.headBoardInScan, shared.invertRigid(scene.headBoardInScan));
    const errorsMm = POINTS.map((p) => {
      const q = shared.transformPoint(drift, p);
      return Math.hypot(q[0] - p[0], q[1] - p[1], q[2] - p[2]);
    });
    out = { residualMm: registration.residualMm, errorMm: Math.max(...errorsMm), frames: track.frames.length };
  } else {
    const { trackVideo } = await import(dist('tracker.js'));
    const registration = {
      headBoardInScan: scene.headBoardInScan,
      mandibleBoardInScan: scene.mandibleBoardInScan,
      residualMm: 0,
    };
    const { trajectory } = await trackVideo(video, { registration, intrinsics, kind: 'movement', movementType: 7 });
    out = {
      trajectory: Buffer.from(shared.encodeTrajectory(trajectory)).toString('base64'),
      frames: trajectory.header.frameCount,
    };
  }
  const elapsed = Date.now() - started;
  // utime, stime, cutime, cstime in clock ticks (100 per second on Linux): this process and its waited-for
  // children (ffmpeg); includes loading OpenCV, as the worker does once
  const ticks = readFileSync('/proc/self/stat', 'latin1').split(') ')[1].split(' ').slice(11, 15).map(Number);
  const cpuSeconds = ticks.reduce((a, b) => a + b, 0) / 100;
  console.log(
    JSON.stringify({
      ...out,
      fps: (out.frames * 1000) / elapsed,
      cpuFps: out.frames / cpuSeconds,
      peakMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
  process.exit(0);
}

const shared = await import('@odontia/shared');
const phantom = await import('@odontia/phantom');
const intrinsics = shared.defaultPhoneIntrinsics(1920, 1080);
const scene = phantom.defaultCaptureScene(intrinsics);
const geometry = phantom.referenceGeometry(phantom.DEFAULT_PHANTOM_PARAMS);
const dir = mkdtempSync(join(tmpdir(), 'odontia-bench-capture-'));
const track = async (kind, video) => {
  const { stdout } = await promisify(execFile)(process.execPath, [process.argv[1], '--track', kind, video], {
    maxBuffer: 1 << 30,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1));
};
const rms = (v) => Math.sqrt(v.reduce((s, x) => s + x * x, 0) / v.length);

try {
  const touches = phantom.pointerTouches(POINTS);
  const registrationVideo = join(dir, 'registration.mp4');
  await phantom.writeSyntheticVideo({
    scene,
    mandible: () => shared.IDENTITY4,
    pointer: touches.pose,
    durationMs: touches.durationMs,
    fps: 30,
    outPath: registrationVideo,
  });
  const registration = await track('registration', registrationVideo);
  const seconds = process.argv
    .slice(2)
    .map(Number)
    .filter((s) => s > 0);
  for (const duration of seconds.length ? seconds : [10]) {
    // opening and closing about the condylar axis, 2 s per cycle
    const hinge = (t) => shared.axisAngle4([1, 0, 0], 20 * Math.sin((Math.PI * t) / 2000) ** 2, geometry.lc);
    const video = join(dir, `hinge-${duration}.mp4`);
    const { truth } = await phantom.writeSyntheticVideo({
      scene,
      mandible: hinge,
      durationMs: duration * 1000,
      fps: 30,
      outPath: video,
    });
    const result = await track('movement', video);
    const measured = shared.decodeTrajectory(new Uint8Array(Buffer.from(result.trajectory, 'base64')));
    const point = [];
    const incisal = [];
    const rotation = [];
    for (let i = 0; i < measured.header.frameCount; i++) {
      const m = shared.frameMatrix(measured, i);
      const t = shared.frameMatrix(truth, i);
      if (!m || !t) continue;
      for (const p of [geometry.ip, geometry.lc, geometry.rc]) {
        const a = shared.transformPoint(m, p);
        const b = shared.transformPoint(t, p);
        point.push(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]));
        if (p === geometry.ip) incisal.push(point.at(-1));
      }
      rotation.push(shared.rotationAngleDeg(shared.multiply4(shared.invertRigid(t), m)));
    }
    console.log(
      `capture 1080p30 ${duration} s hinge (${rotation.length}/${measured.header.frameCount} frames tracked), ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on 2 cores`,
    );
    const row = (target, measured) => ({ target, measured });
    console.table({
      'IP error RMS mm': row('<= 0.2', rms(incisal).toFixed(3)),
      'IP error max mm': row('<= 0.5', Math.max(...incisal).toFixed(3)),
      'IP and condyles error RMS mm': row('', rms(point).toFixed(3)),
      'IP and condyles error max mm': row('', Math.max(...point).toFixed(3)),
      'rotation error RMS deg': row('<= 0.3', rms(rotation).toFixed(3)),
      'registration residual mm, 3 touches': row('<= 0.3', registration.residualMm.toFixed(3)),
      'registration error at the touched points, max mm (vs truth)': row('', registration.errorMm.toFixed(3)),
      'tracking frames/s, wall time': row('>= 30', result.fps.toFixed(1)),
      'tracking frames/s, per CPU second (tracker + ffmpeg)': row('>= 30', result.cpuFps.toFixed(1)),
      'peak tracking process memory MB': row('< 1024', result.peakMb.toFixed(0)),
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
