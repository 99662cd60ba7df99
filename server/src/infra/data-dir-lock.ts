import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Who holds a data directory, as written in its lock file. */
export interface DataDirHolder {
  pid: number;
  role: 'server' | 'operator';
  startedAt: string;
  /** The kernel's start time of the process (Linux), so a reused pid is not taken for the holder. */
  processStart: string | null;
  /** The running server's local admin endpoint, through which operator commands run while it holds the directory. */
  admin: { port: number; secret: string } | null;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    const who = holder.role === 'server' ? 'the Odontia server' : 'an operator command';
    super(
      `The data directory ${dataDir} is in use by ${who} (process ${holder.pid}, started ${holder.startedAt}). ` +
        'Two processes must never open the same embedded database: stop that process first' +
        (holder.role === 'server' ? ', or run operator commands with `npm run cli`, which goes through it.' : '.'),
    );
    this.name = 'DataDirBusyError';
  }
}

const LOCK_FILE = 'odontia.lock';

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), or null where /proc is not available. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function directoryIdentity(path: string): string | null {
  try {
    // Inodes are reused at once; the birth time tells a directory created again under the same name.
    const { dev, ino, birthtimeMs } = statSync(path);
    return `${dev}:${ino}:${birthtimeMs}`;
  } catch {
    return null;
  }
}

function isAlive(holder: DataDirHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

function readHolderFile(path: string): DataDirHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as DataDirHolder;
    return Number.isInteger(parsed?.pid) ? parsed : null;
  } catch {
    return null;
  }
}

/** The live holder of a data directory, or null when it is free (no lock file, or its process is gone). */
export function dataDirHolder(dataDir: string): DataDirHolder | null {
  const holder = readHolderFile(join(dataDir, LOCK_FILE));
  return holder && isAlive(holder) ? holder : null;
}

/**
 * An exclusive claim on a data directory (embedded PostgreSQL and S3), like PostgreSQL's
 * postmaster.pid: created atomically before anything under the directory is opened, released on
 * stop, and taken over when its process is gone (a crash or SIGKILL leaves it behind).
 */
export class DataDirLock {
  private released = false;
  private readonly onExit = () => this.release();

  /** The directory claimed (device, inode, birth time): one removed and created again under the same name is another. */
  private readonly directory: string | null;

  private constructor(
    readonly dataDir: string,
    private holder: DataDirHolder,
  ) {
    this.directory = directoryIdentity(dataDir);
    process.once('exit', this.onExit);
  }

  private get path() {
    return join(this.dataDir, LOCK_FILE);
  }

  static async acquire(dataDir: string, role: DataDirHolder['role']): Promise<DataDirLock> {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, LOCK_FILE);
    const holder: DataDirHolder = {
      pid: process.pid,
      role,
      startedAt: new Date().toISOString(),
      processStart: processStartOf(process.pid),
      admin: null,
    };
    const content = JSON.stringify(holder);
    try {
      writeFileSync(path, content, { flag: 'wx', mode: 0o600 });
      return new DataDirLock(dataDir, holder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = readHolderFile(path);
    if (existing && isAlive(existing)) throw new DataDirBusyError(dataDir, existing);
    // A stale lock: replace it atomically, then make sure no other process replaced it at the same time.
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, content, { mode: 0o600 });
    renameSync(temporary, path);
    await sleep(50);
    const now = readHolderFile(path);
    if (now?.pid !== process.pid || now.startedAt !== holder.startedAt)
      throw new DataDirBusyError(dataDir, now ?? existing!);
    return new DataDirLock(dataDir, holder);
  }

  /** Publishes the admin endpoint of this process in the lock file (readable by the owner only). */
  setAdmin(admin: DataDirHolder['admin']): void {
    this.holder = { ...this.holder, admin };
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.holder), { mode: 0o600 });
    renameSync(temporary, this.path);
  }

  /** Why this process no longer owns its data directory, or null while it does. */
  lostReason(): string | null {
    const now = directoryIdentity(this.dataDir);
    if (now === null) return `The data directory ${this.dataDir} was removed`;
    if (now !== this.directory) return `The data directory ${this.dataDir} was replaced by another directory`;
    const current = readHolderFile(this.path);
    if (current === null) return `The lock file of the data directory ${this.dataDir} was removed`;
    if (current.pid !== process.pid || current.startedAt !== this.holder.startedAt)
      return `The data directory ${this.dataDir} was claimed by process ${current.pid}`;
    return null;
  }

  /**
   * Calls onLost once when this process no longer owns its data directory. The embedded stores write
   * by path, so a process that went on after `rm -rf data` would write into the next server's new
   * directory and leave a database that can never be opened again. PostgreSQL's postmaster checks
   * its postmaster.pid for the same reason. Returns a function that stops watching.
   */
  watch(onLost: (reason: string) => void, intervalMs = 500): () => Promise<void> {
    const timer = setInterval(() => {
      const reason = this.lostReason();
      if (reason === null) return;
      clearInterval(timer);
      onLost(reason);
    }, intervalMs);
    timer.unref();
    return async () => clearInterval(timer);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.onExit);
    const current = readHolderFile(this.path);
    if (current?.pid === process.pid && current.startedAt === this.holder.startedAt) {
      try {
        unlinkSync(this.path);
      } catch {
        // already gone
      }
    }
  }
}
