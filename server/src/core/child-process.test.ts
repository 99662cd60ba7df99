import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInChildProcess } from './child-process.js';

const dir = mkdtempSync(join(tmpdir(), 'odontia-child-'));
const helper = new URL('./child-process.ts', import.meta.url).href;

/** A child entry module (run by Node's type stripping) answering with `compute`'s body. */
function entry(name: string, compute: string): URL {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `import { answerParent } from '${helper}';\nanswerParent(${compute});\n`);
  return pathToFileURL(file);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('runInChildProcess', () => {
  it('answers with what the child computed, typed arrays included', async () => {
    const doubled = await runInChildProcess<{ sum: number; bytes: Uint8Array }>(
      entry('double', '(n) => ({ sum: n * 2, bytes: new Uint8Array([n, n + 1]) })'),
      21,
    );
    expect(doubled.sum).toBe(42);
    expect([...doubled.bytes]).toEqual([21, 22]);
  });

  it("runs background work at the lowest CPU priority, other work at the parent's", async () => {
    const niceness = entry('niceness', "async () => (await import('node:os')).getPriority()");
    expect(await runInChildProcess(niceness, 0, { background: true })).toBe(19);
    expect(await runInChildProcess(niceness, 0)).toBe(getPriority());
  });

  it("rejects with the child's error", async () => {
    await expect(runInChildProcess(entry('fail', '() => { throw new Error("no phantom") }'), 0)).rejects.toThrow(
      'no phantom',
    );
  });

  it('kills the child when the signal aborts, and rejects', async () => {
    const pidFile = join(dir, 'pid');
    const stopping = new AbortController();
    const run = runInChildProcess(
      entry(
        'forever',
        `async () => { (await import('node:fs')).writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); await new Promise(() => setInterval(() => {}, 1000)); }`,
      ),
      0,
      { signal: stopping.signal },
    );
    const written = () => {
      try {
        return Number(readFileSync(pidFile, 'utf8'));
      } catch {
        return 0;
      }
    };
    await expect.poll(written, { timeout: 10_000 }).toBeGreaterThan(0);
    const pid = written();
    stopping.abort();
    await expect(run).rejects.toThrow();
    await expect.poll(() => alive(pid), { timeout: 5_000 }).toBe(false);
  });
});
