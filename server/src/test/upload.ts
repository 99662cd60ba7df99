import { expect } from 'vitest';
import { UPLOAD_PARALLEL_PARTS } from '@odontia/shared';
import type { RestReply, TestServer } from './harness.js';

export type UploadPlanReply = {
  key: string;
  upload_id: string;
  part_size: number;
  parts: { part_number: number; url: string }[];
};

/** Completion's answer; a refused plan answers with no data. */
type UploadReply = RestReply<{ key: string; size: number; last_modified: string } | null>;

/** Uploads like the browser does: parts PUT straight to presigned URLs, 4 at a time. */
export async function upload(
  server: TestServer,
  token: string,
  key: string,
  bytes: Buffer,
  kind = 'model',
): Promise<UploadReply> {
  const started = await server.rest<UploadPlanReply>('POST', '/api/storage/upload', {
    token,
    body: { key, size: bytes.length, kind },
  });
  if (started.body.code !== 200) return { ...started, body: { ...started.body, data: null } } as UploadReply;
  const plan = started.body.data;
  const etags: { part_number: number; etag: string }[] = [];
  const queue = [...plan.parts];
  await Promise.all(
    Array.from({ length: UPLOAD_PARALLEL_PARTS }, async () => {
      for (let part = queue.shift(); part; part = queue.shift()) {
        const start = (part.part_number - 1) * plan.part_size;
        const response = await fetch(part.url, { method: 'PUT', body: bytes.subarray(start, start + plan.part_size) });
        expect(response.status).toBe(200);
        etags.push({ part_number: part.part_number, etag: response.headers.get('etag')! });
      }
    }),
  );
  return server.rest<{ key: string; size: number; last_modified: string }>('POST', '/api/storage/upload/complete', {
    token,
    body: { key, upload_id: plan.upload_id, parts: etags },
  });
}
