import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { upload } from '../../test/upload.js';

let server: TestServer;
let demo: string;
let other: string;
let prefix: string;
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
  demo = await server.demoToken();
  other = (await server.createPractice('13700000451')).token;
  const [row] = await server.runtime.orm.em
    .fork()
    .execute<{ storage_prefix: string }[]>('select storage_prefix from practice order by id limit 1');
  prefix = row!.storage_prefix;
});
afterAll(() => server?.stop());

type Recycled = {
  key: string;
  size: number;
  origin: string;
  original_key: string;
  patient_id: number;
  case_id: number;
};
const binSize = async (token = demo) =>
  (await server.rest<{ size: number }>('GET', '/api/recycle_size', { token })).body.data.size;
const binList = async (token = demo) =>
  (await server.rest<{ list: Recycled[]; total: number; size: number }>('GET', '/api/recycle/list', { token })).body
    .data;
const exists = async (key: string) =>
  (await server.rest<{ exists: boolean }>('GET', `/api/storage/exists?key=${encodeURIComponent(key)}`, { token: demo }))
    .body.data.exists;

describe('one recycle bin: deleted files and the files of trashed patients and cases', () => {
  it('lists, sizes, restores and empties all three through REST and GraphQL, for the practice only', async () => {
    const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
      token: demo,
      body: { name: 'Bin', level: 1 },
    });
    const pid = patient.body.data.id;
    const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid },
    });
    const cid = created.body.data.id;
    const patientFile = `${prefix}patients/${pid}/files/a.stl`;
    const caseFile = `${prefix}patients/${pid}/cases/${cid}/files/b.stl`;
    const looseFile = `${prefix}files/c.stl`;
    const legacyFile = `${prefix}files/old.stl`;
    for (const [key, size] of [
      [patientFile, 1000],
      [caseFile, 2000],
      [looseFile, 3000],
      [legacyFile, 400],
    ] as const) {
      expect((await upload(server, demo, key, randomBytes(size))).body.code).toBe(200);
    }
    // A file the data center deleted before the bin was one model: copied into recycle/ by the client.
    const legacyRecycled = `${prefix}recycle/1700000000000-files/old.stl`;
    await server.rest('POST', '/api/storage/copy', { token: demo, body: { from: legacyFile, to: legacyRecycled } });
    await server.rest('POST', '/api/storage/delete', { token: demo, body: { key: legacyFile } });
    expect(await binSize()).toBe(400);

    const trashed = await server.rest<{ key: string }>('POST', '/api/recycle/file', {
      token: demo,
      body: { key: looseFile },
    });
    expect(trashed.body.data.key).toMatch(new RegExp(`^${prefix}recycle/\\d+-files/c\\.stl$`));
    expect(await exists(looseFile)).toBe(false);
    expect(
      (await server.rest('POST', '/api/recycle/file', { token: demo, body: { key: trashed.body.data.key } })).body.code,
    ).toBe(403);

    expect((await server.rest('DELETE', `/api/illcase/delete/${cid}`, { token: demo })).body.code).toBe(200);
    const withCase = await binList();
    expect(withCase.size).toBe(5400);
    expect(withCase.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: caseFile, origin: 'case', case_id: cid, size: 2000 }),
        expect.objectContaining({ key: trashed.body.data.key, origin: 'file', original_key: looseFile }),
        expect.objectContaining({ key: legacyRecycled, origin: 'file', original_key: legacyFile }),
      ]),
    );
    const gql = await server.graphql<{
      recycleBin: { bytes: number; objects: { origin: string }[] };
      storageUsage: { recycleBytes: number };
    }>(
      '{ recycleBin { bytes objects { key origin originalKey patientId caseId } } storageUsage { recycleBytes } }',
      {},
      demo,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.recycleBin.bytes).toBe(5400);
    expect(gql.data!.storageUsage.recycleBytes).toBe(5400);
    expect(await binSize(other)).toBe(0);
    expect(
      (await server.rest('POST', '/api/recycle/restore', { token: other, body: { key: trashed.body.data.key } })).body
        .code,
    ).toBe(404);

    // A file uploaded at the deleted file's path since is never overwritten by a restore.
    expect((await upload(server, demo, legacyFile, randomBytes(10))).body.code).toBe(200);
    expect(
      (await server.rest('POST', '/api/recycle/restore', { token: demo, body: { key: legacyRecycled } })).body.code,
    ).toBe(409);
    await server.rest('POST', '/api/storage/delete', { token: demo, body: { key: legacyFile } });

    expect((await server.rest('POST', `/api/illcase/restore/${cid}`, { token: demo })).body.code).toBe(200);
    expect(await binSize()).toBe(3400);
    const restored = await server.graphql<{ restoreRecycledFile: { key: string } }>(
      'mutation($key: String!) { restoreRecycledFile(key: $key) { key size } }',
      { key: trashed.body.data.key },
      demo,
    );
    expect(restored.data!.restoreRecycledFile.key).toBe(looseFile);
    expect(
      (
        await server.rest<{ key: string }>('POST', '/api/recycle/restore', {
          token: demo,
          body: { key: legacyRecycled },
        })
      ).body.data.key,
    ).toBe(legacyFile);
    expect(await exists(looseFile)).toBe(true);
    expect(await binSize()).toBe(0);

    expect((await server.rest('POST', `/api/patient/stash/${pid}`, { token: demo })).body.code).toBe(200);
    const gone = await server.graphql<{ recycleFile: { key: string } }>(
      'mutation($key: String!) { recycleFile(key: $key) { key } }',
      { key: looseFile },
      demo,
    );
    expect(gone.errors).toBeUndefined();
    const full = await binList();
    expect(full.size).toBe(6000);
    expect(full.list.filter((o) => o.origin === 'patient').map((o) => o.key)).toEqual(
      expect.arrayContaining([patientFile, caseFile]),
    );

    const doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
    expect((await server.rest('POST', '/api/recycle/empty', { token: doctor })).body.code).toBe(403);
    const emptied = await server.graphql<{
      emptyRecycleBin: { patients: number; cases: number; files: number; freedBytes: number };
    }>('mutation { emptyRecycleBin { patients cases files freedBytes } }', {}, demo);
    expect(emptied.data!.emptyRecycleBin).toEqual({ patients: 1, cases: 0, files: 1, freedBytes: 6000 });
    expect(await binSize()).toBe(0);
    for (const key of [patientFile, caseFile, looseFile, gone.data!.recycleFile.key])
      expect(await exists(key)).toBe(false);
    expect(await exists(legacyFile)).toBe(true);
    expect((await server.rest('GET', `/api/patient/${pid}`, { token: demo })).body.code).toBe(404);
  });

  /** A patient with a case holding one file of `size` bytes, the case then trashed on its own. */
  async function trashedCaseWithFile(name: string, size: number): Promise<{ pid: number; cid: number; key: string }> {
    const pid = (await server.rest<{ id: number }>('POST', '/api/patient', { token: demo, body: { name, level: 1 } }))
      .body.data.id;
    const cid = (await server.rest<{ id: number }>('POST', '/api/illcase/create/case', { token: demo, body: { pid } }))
      .body.data.id;
    const key = `${prefix}cases/${cid}/files/scan.stl`;
    expect((await upload(server, demo, key, randomBytes(size))).body.code).toBe(200);
    await server.rest('DELETE', `/api/illcase/delete/${cid}`, { token: demo });
    return { pid, cid, key };
  }

  it('empties a case trashed on its own: the case is destroyed, its patient stays', async () => {
    const { pid, cid, key } = await trashedCaseWithFile('Keep', 500);
    expect(await binSize()).toBe(500);
    const emptied = await server.rest('POST', '/api/recycle/empty', { token: demo });
    expect(emptied.body.data).toEqual({ patients: 0, cases: 1, files: 0, freed_size: 500 });
    expect(await exists(key)).toBe(false);
    expect((await server.rest('GET', `/api/patient/${pid}`, { token: demo })).body.code).toBe(200);
    expect((await server.rest('GET', `/api/illcase/case/${cid}`, { token: demo })).body.code).toBe(404);
  });

  it('gathers the bin from its own folders and files, never by listing all the practice stores', async () => {
    const { pid, cid } = await trashedCaseWithFile('Scan', 300);
    const client = (
      server.runtime.services.storage as unknown as { deps: { client: { send: (c: unknown) => unknown } } }
    ).deps.client;
    const send = client.send.bind(client);
    const listed: string[] = [];
    client.send = (command) => {
      const input = (command as { input: { Prefix?: string } }).input;
      if ((command as object).constructor.name === 'ListObjectsCommand') listed.push(input.Prefix!);
      return send(command);
    };
    try {
      expect(await binSize()).toBe(300);
    } finally {
      client.send = send;
    }
    expect(listed.sort()).toEqual(
      [`${prefix}cases/${cid}/`, `${prefix}patients/${pid}/cases/${cid}/`, `${prefix}recycle/`].sort(),
    );
    await server.rest('POST', '/api/recycle/empty', { token: demo });
  });
});
