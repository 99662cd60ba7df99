import { existsSync, mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOST_EXIT_CODE } from '../runtime.js';
import {
  demoToken,
  embeddedServers,
  ensureServerBuilt,
  freePort,
  restTo,
  type ServerProcess,
} from '../test/built-server.js';

/**
 * The embedded database must open again after whatever ended the last process. A server that kept
 * running after its data folder was deleted wrote its checkpoints into the next server's new folder,
 * which PGlite could never open again (`RuntimeError: Aborted()` at every start).
 */
describe('embedded data directory across failed starts and removal', () => {
  const folders: string[] = [];
  const servers = embeddedServers();
  const { start, stop } = servers;
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'odontia-datadir-'));
    folders.push(folder);
    return folder;
  };
  const login = demoToken;
  const createPatient = async (server: ServerProcess, token: string, name: string) => {
    const reply = await restTo<{ id: number }>(server, 'POST', '/api/patient', token, { name, level: 1 });
    expect(reply.code).toBe(200);
    return reply.data.id;
  };

  beforeAll(() => ensureServerBuilt(), 240_000);
  afterAll(async () => {
    await servers.killAll();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('a first start that cannot listen closes its new database and says why; the next start opens it', async () => {
    const dataDir = newFolder();
    const port = await freePort();
    const holder: Server = createServer();
    await new Promise<void>((listening) => holder.listen(port, '127.0.0.1', listening));
    try {
      const refused = await servers.spawn(dataDir, port);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`Port ${port} on 127.0.0.1 is in use by another program`);
      expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'odontia.lock'))).toBe(false);
    } finally {
      holder.close();
    }
    const server = await start(dataDir);
    await createPatient(server, await login(server), 'After a failed start');
    await stop(server);
  }, 180_000);

  it('a server whose data folder is deleted stops at once, and the next server keeps its own new folder', async () => {
    const dataDir = newFolder();
    const first = await start(dataDir);
    await createPatient(first, await login(first), 'In the deleted folder');

    rmSync(dataDir, { recursive: true });
    const stoppedWithin = Date.now();
    expect(await first.exited).toBe(DATA_DIR_LOST_EXIT_CODE);
    expect(Date.now() - stoppedWithin).toBeLessThan(5000);
    expect(first.output()).toContain(`The data directory ${dataDir} was removed while this process was using it`);

    const second = await start(dataDir);
    const patient = await createPatient(second, await login(second), 'In the new folder');
    await stop(second);
    const third = await start(dataDir);
    const found = await restTo<{ name: string }>(third, 'GET', `/api/patient/${patient}`, await login(third));
    expect(found.data.name).toBe('In the new folder');
    await stop(third);
  }, 180_000);

  it('a damaged database is refused with what to do, not a WebAssembly abort, and its folder is kept', async () => {
    const dataDir = newFolder();
    await stop(await start(dataDir));
    truncateSync(join(dataDir, 'pg', 'global', 'pg_control'), 100);

    const refused = await servers.spawn(dataDir);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(`The embedded database in ${join(dataDir, 'pg')} could not be opened`);
    expect(refused.output()).toContain('npm run cli -- restore <backup folder>');
    expect(refused.output()).not.toContain('wasm-function');
    expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'odontia.lock'))).toBe(false);
  }, 180_000);
});
