import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken, embeddedServers, ensureServerBuilt, restTo, runCliOn } from '../../test/built-server.js';

/** The operator's drill on the embedded defaults: back up ./data while the server runs, restore elsewhere. */
describe('backup and restore through the operator CLI on the embedded database', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'odontia-backup-cli-'));
  const servers = embeddedServers();
  const { start, stop } = servers;
  const rest = restTo;
  const login = demoToken;

  beforeAll(() => ensureServerBuilt(), 240_000);
  afterAll(async () => {
    await servers.killAll();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('backs up while the server runs, refuses to restore under it, restores into a fresh ./data', async () => {
    const original = join(scratch, 'original');
    const server = await start(original);
    const token = await login(server);
    const patient = await rest<{ id: number }>(server, 'POST', '/api/patient', token, { name: 'Backed Up', level: 1 });
    expect(patient.code).toBe(200);

    const backup = join(scratch, 'backup');
    const written = await runCliOn(original, ['backup', backup]);
    expect(written.status, written.stderr).toBe(0);
    expect(written.stdout).toContain('backup written');
    const refused = await runCliOn(original, ['restore', backup]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`stop the Odontia server (process ${server.child.pid})`);
    await stop(server);

    const fresh = join(scratch, 'fresh');
    const restored = await runCliOn(fresh, ['restore', backup]);
    expect(restored.status, restored.stderr).toBe(0);
    const after = await start(fresh);
    const again = await login(after);
    const found = await rest<{ name: string }>(after, 'GET', `/api/patient/${patient.data.id}`, again);
    expect(found.code).toBe(200);
    expect(found.data.name).toBe('Backed Up');
    await stop(after);
  }, 240_000);
});
