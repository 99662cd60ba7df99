import { createHash, randomBytes } from 'node:crypto';
import { CompleteMultipartUploadCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_PART_BYTES } from '@odontia/shared';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { upload as uploadAs, type UploadPlanReply } from '../../test/upload.js';
import { createS3Client } from './s3.js';
import { Practice } from '../practice/practice.entity.js';

let server: TestServer;
let demo: string;
let other: { token: string; userId: number };
let prefix: string;
let otherPrefix: string;
/** Bytes the demo seed stored (phantom data) before the suite's uploads. */
let seeded: number;
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
  demo = await server.demoToken();
  other = await server.createPractice('13700000401');
  const em = server.runtime.orm.em.fork();
  const rows = await em.execute<{ storage_prefix: string }[]>('select storage_prefix from practice order by id');
  prefix = rows[0]!.storage_prefix;
  otherPrefix = rows[1]!.storage_prefix;
  seeded = (await server.rest<{ used: number }>('GET', '/api/obs_size', { token: demo })).body.data.used;
});
afterAll(() => server?.stop());

const upload = (token: string, key: string, bytes: Buffer, kind = 'model') => uploadAs(server, token, key, bytes, kind);

describe('object storage through presigned URLs', () => {
  it('uploads a 50 MB file in 5 MiB parts, 4 in parallel, and reads it back byte-identical', async () => {
    const bytes = randomBytes(50 * 1024 * 1024);
    const key = `${prefix}models/big.stl`;
    const done = await upload(demo, key, bytes);
    expect(done.body.code).toBe(200);
    expect(done.body.data?.size).toBe(bytes.length);
    const signed = await server.rest<{ url: string }>('GET', `/api/storage/presign?key=${encodeURIComponent(key)}`, {
      token: demo,
    });
    expect(new URL(signed.body.data.url).searchParams.get('X-Amz-Expires')).toBe('3600');
    const back = Buffer.from(await (await fetch(signed.body.data.url)).arrayBuffer());
    expect(createHash('sha256').update(back).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Math.ceil(bytes.length / UPLOAD_PART_BYTES)).toBe(10);
  });

  it('refuses keys outside the practice prefix, for signing and every operation', async () => {
    const foreign = `${otherPrefix}secret.stl`;
    const create = await server.rest('POST', '/api/storage/upload', {
      token: demo,
      body: { key: foreign, size: 10, kind: 'model' },
    });
    expect(create.body).toMatchObject({ code: 403, msg: 'Permission denied' });
    expect(
      (await server.rest('GET', `/api/storage/presign?key=${encodeURIComponent(foreign)}`, { token: demo })).body.code,
    ).toBe(403);
    expect(
      (await server.rest('GET', `/api/storage/presign?key=${encodeURIComponent(`${prefix}../x`)}`, { token: demo }))
        .body.code,
    ).toBe(400);
    const theirs = await server.rest(
      'GET',
      `/api/storage/presign?key=${encodeURIComponent(`${prefix}models/big.stl`)}`,
      { token: other.token },
    );
    expect(theirs.body.code).toBe(403);
    for (const [method, path, body] of [
      ['GET', `/api/storage/exists?key=${encodeURIComponent(`${prefix}models/big.stl`)}`, undefined],
      ['GET', `/api/storage/metadata?key=${encodeURIComponent(`${prefix}models/big.stl`)}`, undefined],
      ['GET', `/api/storage/list?prefix=${encodeURIComponent(prefix)}`, undefined],
      ['GET', `/api/storage/list_all?prefix=${encodeURIComponent(prefix)}`, undefined],
      ['GET', `/api/storage/count?prefix=${encodeURIComponent(prefix)}`, undefined],
      ['POST', '/api/storage/delete', { key: `${prefix}models/big.stl` }],
      ['POST', '/api/storage/delete_folder', { prefix }],
      ['POST', '/api/storage/copy', { from: `${prefix}models/big.stl`, to: `${otherPrefix}stolen.stl` }],
    ] as const) {
      expect((await server.rest(method, path, { token: other.token, body })).body.code, path).toBe(403);
    }
    const gql = await server.graphql('query($k: String!) { presignedGet(key: $k) }', { k: foreign }, demo);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // a batch with one foreign key among the practice's own is refused whole
    const batch = 'query($k: [String!]!) { presignedGets(keys: $k) }';
    const mixed = await server.graphql(batch, { k: [`${prefix}models/big.stl`, foreign] }, demo);
    expect(mixed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(mixed.data).toBeNull();
    const tooMany = await server.graphql(
      batch,
      { k: Array.from({ length: 2001 }, (_, i) => `${prefix}ct/${i}.dcm`) },
      demo,
    );
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const own = await server.graphql<{ presignedGets: string[] }>(
      batch,
      { k: [`${prefix}models/big.stl`, `${prefix}ct/00001.dcm`] },
      demo,
    );
    expect(own.data!.presignedGets).toHaveLength(2);
    expect(new URL(own.data!.presignedGets[0]!).pathname).toMatch(/\/models\/big\.stl$/);
    expect(new URL(own.data!.presignedGets[1]!).pathname).toMatch(/\/ct\/00001\.dcm$/);
  });

  it('refuses an upload past the quota before signing, and wrong formats or sizes per kind', async () => {
    const em = server.runtime.orm.em.fork();
    await em.execute(
      'update practice set usable_storage_gb = 1 where id = (select practice_id from app_user where id = ?)',
      [other.userId],
    );
    const big = await server.rest('POST', '/api/storage/upload', {
      token: other.token,
      body: { key: `${otherPrefix}ct/scan.zip`, size: 1024 ** 3 + 1, kind: 'ct' },
    });
    expect(big.body).toMatchObject({ code: 507, msg: 'insufficient cloud storage', data: null });
    const format = await server.rest('POST', '/api/storage/upload', {
      token: demo,
      body: { key: `${prefix}a.exe`, size: 10, kind: 'model' },
    });
    expect(format.body.msg).toBe('only supports uploading files in stl/drc/ply/obj/gltf/glb/mtl/bin formats');
    const size = await server.rest('POST', '/api/storage/upload', {
      token: demo,
      body: { key: `${prefix}a.png`, size: 21 * 1024 * 1024, kind: 'image' },
    });
    expect(size.body.msg).toBe('Please upload a file smaller than 20 MB');
    const bad = await server.rest('POST', '/api/storage/upload', {
      token: demo,
      body: { key: `${prefix}a.png`, size: 'x', kind: 'image' },
    });
    expect(bad.body.code).toBe(400);
  });

  it('holds an upload in progress against the quota until it is aborted', async () => {
    const em = server.runtime.orm.em.fork();
    await em.execute(
      'update practice set usable_storage_gb = 1 where id = (select practice_id from app_user where id = ?)',
      [other.userId],
    );
    const first = await server.rest<UploadPlanReply>('POST', '/api/storage/upload', {
      token: other.token,
      body: { key: `${otherPrefix}v/a.mp4`, size: 700 * 1024 * 1024, kind: 'video' },
    });
    expect(first.body.code).toBe(200);
    const second = await server.rest('POST', '/api/storage/upload', {
      token: other.token,
      body: { key: `${otherPrefix}v/b.mp4`, size: 700 * 1024 * 1024, kind: 'video' },
    });
    expect(second.body.code).toBe(507);
    const usage = await server.rest<{ reserved: number }>('GET', '/api/obs_size', { token: other.token });
    expect(usage.body.data.reserved).toBe(700 * 1024 * 1024);
    expect(
      (
        await server.rest('POST', '/api/storage/upload/abort', {
          token: demo,
          body: { key: `${otherPrefix}v/a.mp4`, upload_id: first.body.data.upload_id },
        })
      ).body.code,
    ).toBe(403);
    const aborted = await server.rest('POST', '/api/storage/upload/abort', {
      token: other.token,
      body: { key: `${otherPrefix}v/a.mp4`, upload_id: first.body.data.upload_id },
    });
    expect(aborted.body.data).toEqual({ aborted: true });
    expect(
      (await server.rest<{ reserved: number }>('GET', '/api/obs_size', { token: other.token })).body.data.reserved,
    ).toBe(0);
  });

  it('stops reserving quota for abandoned uploads and for reservations whose process died', async () => {
    const em = server.runtime.orm.em.fork();
    await em.execute(
      'update practice set usable_storage_gb = 1 where id = (select practice_id from app_user where id = ?)',
      [other.userId],
    );
    const practice = '(select practice_id from app_user where id = ?)';
    await em.execute(
      `insert into storage_upload (practice_id, key, upload_id, size, created_at) values
        (${practice}, ?, 'pending:killed', ?, now() - interval '11 minutes'),
        (${practice}, ?, 'abandoned', ?, now() - interval '25 hours')`,
      [
        other.userId,
        `${otherPrefix}x/1.mp4`,
        900 * 1024 * 1024,
        other.userId,
        `${otherPrefix}x/2.mp4`,
        900 * 1024 * 1024,
      ],
    );
    const usage = await server.rest<{ reserved: number }>('GET', '/api/obs_size', { token: other.token });
    expect(usage.body.data.reserved).toBe(0);
    const started = await server.rest<UploadPlanReply>('POST', '/api/storage/upload', {
      token: other.token,
      body: { key: `${otherPrefix}x/3.mp4`, size: 700 * 1024 * 1024, kind: 'video' },
    });
    expect(started.body.code).toBe(200);
    const left = await em.execute<{ upload_id: string }[]>(
      `select upload_id from storage_upload where practice_id = ${practice}`,
      [other.userId],
    );
    expect(left.map((r) => r.upload_id)).toEqual([started.body.data.upload_id]);
    await server.rest('POST', '/api/storage/upload/abort', {
      token: other.token,
      body: { key: started.body.data.key, upload_id: started.body.data.upload_id },
    });
  });

  it('releases the reservation when a completion is retried after the server died between completing and releasing', async () => {
    const key = `${otherPrefix}retry/model.stl`;
    const bytes = Buffer.from('solid r\nendsolid r\n');
    const plan = await server.rest<UploadPlanReply>('POST', '/api/storage/upload', {
      token: other.token,
      body: { key, size: bytes.length, kind: 'model' },
    });
    const put = await fetch(plan.body.data.parts[0]!.url, { method: 'PUT', body: bytes });
    const parts = [{ part_number: 1, etag: put.headers.get('etag')! }];
    const s3 = createS3Client(server.config.s3, server.runtime.config.s3.endpoint!);
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: server.config.s3.bucket,
        Key: key,
        UploadId: plan.body.data.upload_id,
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag: parts[0]!.etag }] },
      }),
    );
    s3.destroy();
    const complete = (etag: string) =>
      server.rest<{ size: number }>('POST', '/api/storage/upload/complete', {
        token: other.token,
        body: { key, upload_id: plan.body.data.upload_id, parts: [{ part_number: 1, etag }] },
      });
    expect((await complete(`"${'0'.repeat(32)}"`)).body.code).not.toBe(200);
    const retried = await complete(parts[0]!.etag);
    expect(retried.body.code, retried.body.msg).toBe(200);
    expect(retried.body.data.size).toBe(bytes.length);
    expect(
      (await server.rest<{ reserved: number }>('GET', '/api/obs_size', { token: other.token })).body.data.reserved,
    ).toBe(0);
  });

  it('lets only as many concurrent uploads as fit into the quota start', async () => {
    const em = server.runtime.orm.em.fork();
    await em.execute(
      'update practice set usable_storage_gb = 1 where id = (select practice_id from app_user where id = ?)',
      [other.userId],
    );
    const size = 300 * 1024 * 1024;
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.rest<UploadPlanReply>('POST', '/api/storage/upload', {
          token: other.token,
          body: { key: `${otherPrefix}race/${i}.mp4`, size, kind: 'video' },
        }),
      ),
    );
    const started = replies.filter((r) => r.body.code === 200);
    expect(started).toHaveLength(3);
    expect(replies.filter((r) => r.body.code === 507)).toHaveLength(3);
    for (const reply of started) {
      await server.rest('POST', '/api/storage/upload/abort', {
        token: other.token,
        body: { key: reply.body.data.key, upload_id: reply.body.data.upload_id },
      });
    }
    expect(
      (await server.rest<{ reserved: number }>('GET', '/api/obs_size', { token: other.token })).body.data.reserved,
    ).toBe(0);
  });

  it('lists, counts, checks, reads metadata, copies, deletes; delete folder removes everything under it', async () => {
    const small = Buffer.from('solid t\nendsolid t\n');
    for (let i = 0; i < 3; i += 1)
      expect((await upload(demo, `${prefix}case-1/scan-${i}.stl`, small)).body.code).toBe(200);
    const list = await server.rest<{ list: { key: string }[]; next_continuation_token: string | null }>(
      'GET',
      `/api/storage/list?prefix=${encodeURIComponent(`${prefix}case-1/`)}&max_keys=2`,
      { token: demo },
    );
    expect(list.body.data.list).toHaveLength(2);
    expect(list.body.data.next_continuation_token).toBeTruthy();
    const all = await server.rest<{ total: number }>(
      'GET',
      `/api/storage/list_all?prefix=${encodeURIComponent(`${prefix}case-1/`)}`,
      { token: demo },
    );
    expect(all.body.data.total).toBe(3);
    const copied = await server.rest<{ key: string; size: number }>('POST', '/api/storage/copy', {
      token: demo,
      body: { from: `${prefix}case-1/scan-0.stl`, to: `${prefix}case-1/sub/copy.stl` },
    });
    expect(copied.body.data.size).toBe(small.length);
    expect(
      (
        await server.rest<{ count: number }>(
          'GET',
          `/api/storage/count?prefix=${encodeURIComponent(`${prefix}case-1/`)}`,
          { token: demo },
        )
      ).body.data.count,
    ).toBe(4);
    const meta = await server.rest<{ size: number; last_modified: string }>(
      'GET',
      `/api/storage/metadata?key=${encodeURIComponent(`${prefix}case-1/scan-1.stl`)}`,
      { token: demo },
    );
    expect(meta.body.data.size).toBe(small.length);
    expect(Date.parse(meta.body.data.last_modified)).toBeGreaterThan(0);
    expect(
      (await server.rest('POST', '/api/storage/delete', { token: demo, body: { key: `${prefix}case-1/scan-1.stl` } }))
        .body.data,
    ).toEqual({ deleted: true });
    expect(
      (
        await server.rest('GET', `/api/storage/exists?key=${encodeURIComponent(`${prefix}case-1/scan-1.stl`)}`, {
          token: demo,
        })
      ).body.data,
    ).toEqual({ exists: false });
    expect(
      (
        await server.rest('GET', `/api/storage/metadata?key=${encodeURIComponent(`${prefix}case-1/scan-1.stl`)}`, {
          token: demo,
        })
      ).body.code,
    ).toBe(404);
    const removed = await server.rest<{ deleted: number }>('POST', '/api/storage/delete_folder', {
      token: demo,
      body: { prefix: `${prefix}case-1/` },
    });
    expect(removed.body.data.deleted).toBe(3);
    const gql = await server.graphql<{ storageCount: number; storageObjects: { objects: unknown[] } }>(
      'query($p: String) { storageCount(prefix: $p) storageObjects(prefix: $p) { objects { key size lastModified } nextContinuationToken } }',
      { p: `${prefix}case-1/` },
      demo,
    );
    expect(gql.data).toEqual({ storageCount: 0, storageObjects: { objects: [], nextContinuationToken: null } });
  });

  it('reports used and recycle-bin bytes; emptying the recycle bin destroys the patient and frees its model files', async () => {
    const used = await server.rest<{ used: number; total: number }>('GET', '/api/obs_size', { token: demo });
    expect(used.body.data.used).toBe(seeded + 50 * 1024 * 1024);
    expect(used.body.data.total).toBe(3 * 1024 ** 3);

    const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
      token: demo,
      body: { name: 'Recycled', level: 1 },
    });
    expect(patient.body.code).toBe(200);
    const group = await server.rest<{ id: number }>('POST', '/api/product_illcase', {
      token: demo,
      body: { pid: patient.body.data.id },
    });
    expect(group.body.code).toBe(200);
    const key = `${prefix}patients/${patient.body.data.id}/jaw.ply`;
    const bytes = randomBytes(1000);
    expect((await upload(demo, key, bytes)).body.code).toBe(200);
    const attached = await server.graphql<{
      attachModelFile: { id: string; size: number; type: string; patientId: string };
    }>(
      'mutation($input: AttachModelFileInput!) { attachModelFile(input: $input) { id size type patientId caseGroupId color alpha name lastModified } }',
      { input: { caseGroupId: String(group.body.data.id), type: 'ply', key, color: '#c8c8c8', alpha: 0.8 } },
      demo,
    );
    expect(attached.errors).toBeUndefined();
    expect(attached.data!.attachModelFile).toMatchObject({
      size: 1000,
      type: 'ply',
      patientId: String(patient.body.data.id),
    });
    const theirAttach = await server.rest('POST', '/api/model_file', {
      token: other.token,
      body: { product_illcase_id: group.body.data.id, type: 'ply', key: `${otherPrefix}x.ply` },
    });
    expect(theirAttach.body.code).toBe(404);
    const files = await server.rest<{ list: { id: number; url: string; alpha: number }[] }>(
      'GET',
      `/api/model_file/list?patient_id=${patient.body.data.id}`,
      { token: demo },
    );
    expect(files.body.data.list).toEqual([expect.objectContaining({ url: key, alpha: expect.closeTo(0.8, 5) })]);
    expect(
      (await server.rest('GET', `/api/model_file/list?patient_id=${patient.body.data.id}`, { token: other.token })).body
        .data,
    ).toMatchObject({ total: 0 });
    const updated = await server.rest<{ color: string }>(
      'PUT',
      `/api/model_file/${attached.data!.attachModelFile.id}`,
      { token: demo, body: { color: '#ff0000' } },
    );
    expect(updated.body.data.color).toBe('#ff0000');
    expect(
      (
        await server.rest('PUT', `/api/model_file/${attached.data!.attachModelFile.id}`, {
          token: other.token,
          body: { color: '#00ff00' },
        })
      ).body.code,
    ).toBe(404);
    expect(
      (await server.rest('DELETE', `/api/model_file/${attached.data!.attachModelFile.id}`, { token: other.token })).body
        .code,
    ).toBe(404);

    expect((await server.rest('POST', `/api/patient/stash/${patient.body.data.id}`, { token: demo })).body.code).toBe(
      200,
    );
    expect((await server.rest<{ size: number }>('GET', '/api/recycle_size', { token: demo })).body.data.size).toBe(
      1000,
    );
    expect(
      (await server.rest<{ size: number }>('GET', '/api/recycle_size', { token: other.token })).body.data.size,
    ).toBe(0);
    expect((await server.rest('POST', '/api/recycle/empty', { token: other.token })).body.data).toEqual({
      patients: 0,
      cases: 0,
      files: 0,
      freed_size: 0,
    });
    const emptied = await server.rest<{ patients: number; freed_size: number }>('POST', '/api/recycle/empty', {
      token: demo,
    });
    expect(emptied.body.data).toEqual({ patients: 1, cases: 0, files: 0, freed_size: 1000 });
    expect(
      (
        await server.rest<{ exists: boolean }>('GET', `/api/storage/exists?key=${encodeURIComponent(key)}`, {
          token: demo,
        })
      ).body.data.exists,
    ).toBe(false);
    expect((await server.rest<{ size: number }>('GET', '/api/recycle_size', { token: demo })).body.data.size).toBe(0);
    const usage = await server.graphql<{ storageUsage: { usedBytes: number; recycleBytes: number } }>(
      '{ storageUsage { usedBytes quotaBytes reservedBytes recycleBytes } }',
      {},
      demo,
    );
    expect(usage.data!.storageUsage).toMatchObject({ usedBytes: seeded + 50 * 1024 * 1024, recycleBytes: 0 });
  });

  it('records: deleteFilesOf removes a case group’s objects and rows', async () => {
    const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
      token: demo,
      body: { name: 'Files', level: 1 },
    });
    const group = await server.rest<{ id: number }>('POST', '/api/product_illcase', {
      token: demo,
      body: { pid: patient.body.data.id },
    });
    const key = `${prefix}g/${group.body.data.id}/m.glb`;
    await upload(demo, key, randomBytes(10));
    const file = await server.rest<{ id: number }>('POST', '/api/model_file', {
      token: demo,
      body: { product_illcase_id: group.body.data.id, type: 'glb', key },
    });
    expect(file.body.code).toBe(200);
    const em = server.runtime.orm.em.fork();
    const removed = await server.runtime.services.storage.deleteFilesOf(em, 1, {
      caseGroupIds: [group.body.data.id],
    });
    expect(removed).toBe(1);

    // The records module's destroy removes the stored files of the patient's case groups too.
    const key2 = `${prefix}g/${group.body.data.id}/m2.glb`;
    await upload(demo, key2, randomBytes(10));
    await server.rest('POST', '/api/model_file', {
      token: demo,
      body: { product_illcase_id: group.body.data.id, type: 'glb', key: key2 },
    });
    await server.rest('POST', `/api/patient/stash/${patient.body.data.id}`, { token: demo });
    const destroyed = await server.rest('DELETE', `/api/patient/${patient.body.data.id}`, { token: demo });
    expect(destroyed.body.code).toBe(200);
    expect(
      (
        await server.rest<{ exists: boolean }>('GET', `/api/storage/exists?key=${encodeURIComponent(key2)}`, {
          token: demo,
        })
      ).body.data.exists,
    ).toBe(false);
    expect(
      (
        await server.rest<{ exists: boolean }>('GET', `/api/storage/exists?key=${encodeURIComponent(key)}`, {
          token: demo,
        })
      ).body.data.exists,
    ).toBe(false);
  });

  it('refuses every GraphQL storage operation on another practice’s keys and files', async () => {
    const key = `${prefix}models/big.stl`;
    const forbidden = [
      ['query($k: String!) { storageExists(key: $k) }', { k: key }],
      ['query($k: String!) { storageMetadata(key: $k) { size } }', { k: key }],
      ['query($p: String) { storageObjects(prefix: $p) { objects { key } } }', { p: prefix }],
      ['query($p: String) { storageObjectsAll(prefix: $p) { key } }', { p: prefix }],
      ['query($p: String) { storageCount(prefix: $p) }', { p: prefix }],
      ['mutation($k: String!) { deleteObject(key: $k) }', { k: key }],
      ['mutation($p: String!) { deleteFolder(prefix: $p) }', { p: prefix }],
      [
        'mutation($a: String!, $b: String!) { copyObject(from: $a, to: $b) { key } }',
        { a: key, b: `${otherPrefix}x.stl` },
      ],
      [
        'mutation($i: CreateUploadInput!) { createUpload(input: $i) { uploadId } }',
        { i: { key, size: 10, kind: 'model' } },
      ],
      ['mutation($k: String!) { abortUpload(key: $k, uploadId: "x") }', { k: key }],
      [
        'mutation($k: String!) { completeUpload(key: $k, uploadId: "x", parts: [{ partNumber: 1, etag: "x" }]) { key } }',
        { k: key },
      ],
    ] as const;
    for (const [query, variables] of forbidden) {
      const reply = await server.graphql(query, variables, other.token);
      expect(reply.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect(
      (
        await server.graphql<{ storageExists: boolean }>(
          'query($k: String!) { storageExists(key: $k) }',
          { k: key },
          demo,
        )
      ).data!.storageExists,
    ).toBe(true);

    const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
      token: demo,
      body: { name: 'Model owner', level: 1 },
    });
    const fileKey = `${prefix}owner/${patient.body.data.id}.stl`;
    await upload(demo, fileKey, Buffer.from('solid x\nendsolid x\n'));
    const attached = await server.graphql<{ attachModelFile: { id: string } }>(
      'mutation($i: AttachModelFileInput!) { attachModelFile(input: $i) { id } }',
      { i: { patientId: String(patient.body.data.id), type: 'stl', key: fileKey } },
      demo,
    );
    const id = attached.data!.attachModelFile.id;
    const notFound = [
      ['mutation($id: ID!) { updateModelFile(id: $id, input: { alpha: 0.5 }) { id } }', { id }],
      ['mutation($id: ID!) { deleteModelFile(id: $id) { id } }', { id }],
      [
        'mutation($i: AttachModelFileInput!) { attachModelFile(input: $i) { id } }',
        { i: { patientId: String(patient.body.data.id), type: 'stl', key: `${otherPrefix}a.stl` } },
      ],
    ] as const;
    for (const [query, variables] of notFound) {
      expect((await server.graphql(query, variables, other.token)).errors?.[0]?.extensions?.code, query).toBe(
        'NOT_FOUND',
      );
    }
    const list = await server.graphql<{ modelFiles: unknown[] }>(
      'query($p: ID) { modelFiles(patientId: $p) { id } }',
      { p: String(patient.body.data.id) },
      other.token,
    );
    expect(list.data!.modelFiles).toEqual([]);
    const emptied = await server.graphql<{ emptyRecycleBin: { patients: number } }>(
      'mutation { emptyRecycleBin { patients freedBytes } }',
      {},
      other.token,
    );
    expect(emptied.data!.emptyRecycleBin.patients).toBe(0);
    const removed = await server.graphql<{ deleteModelFile: { id: string } }>(
      'mutation($id: ID!) { deleteModelFile(id: $id) { id key } }',
      { id },
      demo,
    );
    expect(removed.data!.deleteModelFile.id).toBe(id);
    expect(
      (
        await server.graphql<{ storageExists: boolean }>(
          'query($k: String!) { storageExists(key: $k) }',
          { k: fileKey },
          demo,
        )
      ).data!.storageExists,
    ).toBe(false);
  });

  it('keeps the used total in one row through uploads, overwrites, copies, moves and deletes; lists only to recount', async () => {
    const { token, userId } = await server.createPractice('13700000402');
    const db = server.runtime.orm.em.fork();
    const [practice] = (await db.execute(
      'select p.storage_prefix from practice p join app_user u on u.practice_id = p.id where u.id = ?',
      [userId],
    )) as { storage_prefix: string }[];
    const own = practice!.storage_prefix;
    const used = async () => (await server.rest<{ used: number }>('GET', '/api/obs_size', { token })).body.data.used;
    const listed = async () =>
      (
        await server.rest<{ list: { size: number }[] }>(
          'GET',
          `/api/storage/list_all?prefix=${encodeURIComponent(own)}`,
          {
            token,
          },
        )
      ).body.data.list.reduce((sum, o) => sum + o.size, 0);
    const row = async () =>
      (
        (await db.execute('select used_bytes, valid, counted_at from storage_usage where prefix = ?', [own])) as {
          used_bytes: string;
          valid: boolean;
          counted_at: Date;
        }[]
      )[0];
    const post = (path: string, body: object) => server.rest('POST', path, { token, body });

    expect(await used()).toBe(0);
    const counted = (await row())!.counted_at;
    await upload(token, `${own}a.stl`, randomBytes(3000));
    await upload(token, `${own}dir/b.stl`, randomBytes(7000));
    await upload(token, `${own}a.stl`, randomBytes(1000)); // replaces 3000 bytes
    await post('/api/storage/copy', { from: `${own}dir/b.stl`, to: `${own}dir/c.stl` });
    await post('/api/storage/copy', { from: `${own}a.stl`, to: `${own}dir/c.stl` }); // replaces 7000 bytes
    await post('/api/recycle/file', { key: `${own}dir/c.stl` });
    await post('/api/storage/delete', { key: `${own}a.stl` });
    await post('/api/storage/delete', { key: `${own}never-there.stl` });
    // uploads completing together each add their size
    await Promise.all(Array.from({ length: 8 }, (_, i) => upload(token, `${own}dir/p${i}.stl`, randomBytes(100 + i))));
    await Promise.all(Array.from({ length: 8 }, (_, i) => post('/api/storage/delete', { key: `${own}dir/p${i}.stl` })));
    expect(await used()).toBe(7000 + 1000);
    expect(await listed()).toBe(8000);
    // every change above was added to the row; none needed a listing
    expect(await row()).toMatchObject({ used_bytes: '8000', valid: true, counted_at: counted });

    await post('/api/storage/delete_folder', { prefix: `${own}dir/` });
    expect(await used()).toBe(1000);
    const storage = server.runtime.services.storage;
    await storage.putObject(server.runtime.orm.em.fork(), `${own}tool/out.json`, new Uint8Array(500));
    expect(await used()).toBe(1500);
    // a delete by keys takes off the sizes it found (a missing key counts nothing)
    await storage.deleteKeys(server.runtime.orm.em.fork(), [`${own}tool/out.json`, `${own}tool/none.json`]);
    expect(await used()).toBe(1000);
    expect(await row()).toMatchObject({ used_bytes: '1000', valid: true, counted_at: counted });
    // a write that fails gives back the size of the object it would have replaced
    await storage.putObject(server.runtime.orm.em.fork(), `${own}tool/out.json`, new Uint8Array(300));
    const client = (storage as unknown as { deps: { client: { send: (c: unknown) => Promise<unknown> } } }).deps.client;
    const send = client.send.bind(client);
    client.send = (command) =>
      (command as object).constructor.name === 'PutObjectCommand'
        ? Promise.reject(new Error('S3 down'))
        : send(command);
    try {
      await expect(
        storage.putObject(server.runtime.orm.em.fork(), `${own}tool/out.json`, new Uint8Array(900)),
      ).rejects.toThrow('S3 down');
    } finally {
      client.send = send;
    }
    expect(await used()).toBe(1300);
    await storage.deleteKeys(server.runtime.orm.em.fork(), [`${own}tool/out.json`]);
    // beyond 1,000 keys it marks the total for a recount instead; the next read counts by listing
    await storage.putObject(server.runtime.orm.em.fork(), `${own}tool/out.json`, new Uint8Array(700));
    await storage.deleteKeys(server.runtime.orm.em.fork(), [
      `${own}tool/out.json`,
      ...Array.from({ length: 1000 }, (_, i) => `${own}tool/missing-${i}`),
    ]);
    expect((await row())!.valid).toBe(false);
    expect(await used()).toBe(1000);
    expect(await row()).toMatchObject({ used_bytes: '1000', valid: true });

    // a total that drifted (a change outside the service) heals at the hourly recount, counted in the
    // background: the read that finds it old answers it as it is
    await db.execute(
      `update storage_usage set used_bytes = 123, counted_at = now() - interval '59 minutes' where prefix = ?`,
      [own],
    );
    expect(await used()).toBe(123);
    await db.execute(`update storage_usage set counted_at = now() - interval '61 minutes' where prefix = ?`, [own]);
    expect(await used()).toBe(123);
    await vi.waitFor(async () => expect(await used()).toBe(1000), { timeout: 5000, interval: 50 });
    expect(await row()).toMatchObject({ used_bytes: '1000', valid: true });
  });

  it('does not store a recount that a removal overtook', async () => {
    const { userId } = await server.createPractice('13700000403');
    const db = server.runtime.orm.em.fork();
    const [practice] = (await db.execute(
      'select p.id, p.storage_prefix from practice p join app_user u on u.practice_id = p.id where u.id = ?',
      [userId],
    )) as { id: number; storage_prefix: string }[];
    const storage = server.runtime.services.storage;
    await storage.putObject(db, `${practice!.storage_prefix}x.bin`, new Uint8Array(100));
    const entity = await db.findOneOrFail(Practice, practice!.id);
    const deps = (storage as unknown as { deps: { client: { send: (c: unknown) => Promise<unknown> } } }).deps;
    const send = deps.client.send.bind(deps.client);
    // the object goes while the count lists (after the listing saw it)
    deps.client.send = async (command) => {
      const answer = await send(command);
      if ((command as object).constructor.name === 'ListObjectsCommand') {
        deps.client.send = send;
        await storage.deleteKeys(server.runtime.orm.em.fork(), [`${practice!.storage_prefix}x.bin`]);
      }
      return answer;
    };
    try {
      expect((await storage.usageOf(db, entity)).usedBytes).toBe(100);
    } finally {
      deps.client.send = send;
    }
    expect((await storage.usageOf(db, entity)).usedBytes).toBe(0);
  });
});
