import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, DataDirLock, dataDirHolder } from './data-dir-lock.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'odontia-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const staleHolder = (pid: number, processStart: string | null = null) =>
  JSON.stringify({ pid, role: 'server', startedAt: '2026-01-01T00:00:00.000Z', processStart, admin: null });

describe('data directory lock', () => {
  it('admits one holder; a second claim names the holder; release frees it', async () => {
    const dir = freshDir();
    const lock = await DataDirLock.acquire(dir, 'server');
    const busy = await DataDirLock.acquire(dir, 'operator').catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(DataDirBusyError);
    expect((busy as Error).message).toContain(`process ${process.pid}`);
    expect((busy as Error).message).toContain('the Odontia server');
    expect(dataDirHolder(dir)?.pid).toBe(process.pid);
    lock.release();
    expect(dataDirHolder(dir)).toBeNull();
    (await DataDirLock.acquire(dir, 'operator')).release();
  });

  it('takes over the lock of a process that is gone (crash, SIGKILL)', async () => {
    const dir = freshDir();
    const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(join(dir, 'odontia.lock'), staleHolder(Number(child.stdout.trim())));
    expect(dataDirHolder(dir)).toBeNull();
    const lock = await DataDirLock.acquire(dir, 'server');
    expect(JSON.parse(readFileSync(join(dir, 'odontia.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))('does not mistake a reused pid for the holder', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'odontia.lock'), staleHolder(process.pid, '1'));
    (await DataDirLock.acquire(dir, 'server')).release();
  });

  it('publishes the admin endpoint to the owner and never removes another holder’s lock', async () => {
    const dir = freshDir();
    const lock = await DataDirLock.acquire(dir, 'server');
    lock.setAdmin({ port: 1234, secret: 's3cret' });
    expect(dataDirHolder(dir)?.admin).toEqual({ port: 1234, secret: 's3cret' });
    writeFileSync(join(dir, 'odontia.lock'), staleHolder(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'odontia.lock'))).toBe(true);
  });
});
