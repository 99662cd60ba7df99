import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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

  it('knows when its directory is removed, replaced under the same name, or its lock file taken', async () => {
    const removed = freshDir();
    const lock = await DataDirLock.acquire(removed, 'server');
    expect(lock.lostReason()).toBeNull();
    const ownLockFile = readFileSync(join(removed, 'odontia.lock'), 'utf8');
    rmSync(removed, { recursive: true });
    expect(lock.lostReason()).toBe(`The data directory ${removed} was removed`);
    mkdirSync(removed);
    writeFileSync(join(removed, 'odontia.lock'), ownLockFile);
    expect(lock.lostReason()).toBe(`The data directory ${removed} was replaced by another directory`);
    lock.release();

    const dir = freshDir();
    const unlocked = await DataDirLock.acquire(dir, 'server');
    unlinkSync(join(dir, 'odontia.lock'));
    expect(unlocked.lostReason()).toBe(`The lock file of the data directory ${dir} was removed`);
    writeFileSync(join(dir, 'odontia.lock'), staleHolder(4242));
    expect(unlocked.lostReason()).toBe(`The data directory ${dir} was claimed by process 4242`);
    unlocked.release();
  });

  it('calls its watcher once when the directory is lost, and not after it stopped watching', async () => {
    const dir = freshDir();
    const lock = await DataDirLock.acquire(dir, 'server');
    const reasons: string[] = [];
    const stop = lock.watch((reason) => reasons.push(reason), 10);
    await sleep(50);
    expect(reasons).toEqual([]);
    rmSync(dir, { recursive: true });
    await sleep(80);
    expect(reasons).toEqual([`The data directory ${dir} was removed`]);
    await stop();

    const kept = freshDir();
    const other = await DataDirLock.acquire(kept, 'server');
    const late: string[] = [];
    await other.watch((reason) => late.push(reason), 10)();
    rmSync(kept, { recursive: true });
    await sleep(50);
    expect(late).toEqual([]);
    other.release();
  });
});
