// Small helpers shared by the repo's scripts: run a command with the repo's own Node first on PATH.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const nodeBin = join(root, 'node_modules', '.bin');

/** /proc/<pid>/stat's fields after the command's name, or null when the process is gone. */
const statFields = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
};

/** CPU time (user + system) of processes from /proc, in ticks of 10 ms (USER_HZ 100). */
export const cpuTicks = (pids) =>
  pids.reduce((sum, pid) => {
    const fields = statFields(pid);
    if (!fields) throw new Error(`process ${pid} is gone`);
    return sum + Number(fields[11]) + Number(fields[12]); // utime, stime
  }, 0);

/**
 * CPU ticks of processes and all their descendants: the live ones' own time, and through cutime and
 * cstime the time of those that ended and were waited for, so a child that exits between two readings
 * still counts.
 */
function treeCpuTicks(pids) {
  const stats = new Map();
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    const fields = /^\d+$/.test(name) ? statFields(name) : null;
    if (!fields) continue;
    stats.set(name, fields);
    children.set(fields[1], [...(children.get(fields[1]) ?? []), name]);
  }
  let ticks = 0;
  for (const queue = pids.map(String); queue.length;) {
    const pid = queue.pop();
    const fields = stats.get(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/**
 * Waits until processes, their children included, have used under 5 % of a core for a second: a first
 * start seeds the demo practice in the background, its CBCT in a child process, and an upload measured
 * meanwhile shares the machine with it.
 */
export async function untilIdle(pids, timeoutMs = 120_000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const before = treeCpuTicks(pids);
    await new Promise((r) => setTimeout(r, 1000));
    if (treeCpuTicks(pids) - before < 5) return;
  }
  throw new Error(`the server did not become idle within ${timeoutMs / 1000} s`);
}

/** The p-th percentile (0-100) of ascending `sorted`; 0 for none. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * glibc malloc settings for the server processes (`npm start`, the benches; the Dockerfile sets the same).
 * Setting the trim threshold also fixes glibc's otherwise dynamic thresholds, which after a large buffer is
 * freed keep later allocations up to its size in the heap for good: the demo seed's and the CT's
 * generation buffers left a first start idling at about 560 MB RSS, 300 MB with this. An operator's own
 * MALLOC_ settings are left alone.
 */
export const serverAllocatorEnv = (env) =>
  Object.keys(env).some((name) => name.startsWith('MALLOC_')) ? {} : { MALLOC_TRIM_THRESHOLD_: '131072' };

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${nodeBin}:${process.env.PATH}`, ...options.env },
    });
    // Stopping this script stops what it runs (a server must not outlive `kill <npm start>`).
    let forwarded = false;
    const forward = (signal) => {
      forwarded = true;
      child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0 || forwarded) resolve();
      else reject(Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`), { code }));
    });
  });
}
