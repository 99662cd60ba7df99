import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
let prefix: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  const rows = await server.runtime.orm.em
    .fork()
    .execute<{ storage_prefix: string }[]>('select storage_prefix from practice order by id limit 1');
  prefix = rows[0]!.storage_prefix;
});
afterAll(() => server?.stop());

type Plan = { upload_id: string; part_size: number; parts: { part_number: number; url: string }[] };

/** The embedded s3rver does not verify SigV4 signatures; MinIO and AWS (S3_ENDPOINT) do. */
const storageVerifiesSignatures = !!process.env.S3_ENDPOINT;

describe('an upload is held to its declared size by the storage itself', () => {
  it('every part URL signs its exact length; a store that verifies signatures refuses any other length', async () => {
    const declared = 7 * 1024 * 1024;
    const reply = await server.rest<Plan>('POST', '/api/storage/upload', {
      token: demo,
      body: { key: `${prefix}models/declared.stl`, size: declared, kind: 'model' },
    });
    const plan = reply.body.data;
    expect(plan.parts).toHaveLength(2);
    for (const part of plan.parts) {
      const signed = new URL(part.url).searchParams.get('X-Amz-SignedHeaders')!.split(';');
      expect(signed).toContain('content-length');
    }
    const [first, last] = plan.parts as [Plan['parts'][0], Plan['parts'][0]];
    const exact = declared - plan.part_size;
    if (storageVerifiesSignatures) {
      for (const [url, length] of [
        [last.url, exact + 1],
        [last.url, exact + 1024 * 1024],
        [first.url, plan.part_size + 10],
      ] as const) {
        expect((await fetch(url, { method: 'PUT', body: randomBytes(length) })).status, `${length}`).toBe(403);
      }
    }
    expect((await fetch(first.url, { method: 'PUT', body: randomBytes(plan.part_size) })).status).toBe(200);
    expect((await fetch(last.url, { method: 'PUT', body: randomBytes(exact) })).status).toBe(200);
  });
});
