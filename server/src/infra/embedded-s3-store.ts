import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FilesystemStore, KoaContext } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import { signatureMiddleware } from './embedded-s3-auth.js';
import { completeUpload, partNumberOf, putPart, UPLOAD_ID, uploadsDirectory } from './embedded-s3-multipart.js';
import { durableCopy, PUT_FILE, putObject } from './embedded-s3-objects.js';

/** Deletes an unfinished upload's parts; S3 answers 204, or NoSuchUpload for an unknown id. */
async function abortUpload(store: FilesystemStore, bucket: string, key: string, uploadId: string): Promise<void> {
  const directory = join(uploadsDirectory(store, bucket), uploadId);
  const owner = UPLOAD_ID.test(uploadId) ? await readFile(join(directory, 'key'), 'utf8').catch(() => null) : null;
  if (owner !== key) throw new S3Error('NoSuchUpload', 'The specified upload does not exist.', { UploadId: uploadId });
  await rm(directory, { recursive: true, force: true });
}

/**
 * s3rver routes DELETE ?uploadId (AbortMultipartUpload) to "method not allowed" only after its
 * signature check and bucket lookup have passed, so that refusal is where an authenticated abort
 * is carried out.
 */
function abortMiddleware(store: FilesystemStore) {
  return async (ctx: KoaContext, next: () => Promise<void>): Promise<void> => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    try {
      await next();
      return;
    } catch (error) {
      if ((error as S3Error).code !== 'MethodNotAllowed' || !ctx.params?.bucket || !ctx.params.key) throw error;
    }
    await abortUpload(store, ctx.params.bucket, ctx.params.key, uploadId);
    ctx.status = 204;
    ctx.body = null;
  };
}

/** Removes uploads of `bucket` that no part has touched for `maxAgeMs`; returns how many. */
export async function sweepStaleUploads(store: FilesystemStore, bucket: string, maxAgeMs: number): Promise<number> {
  const root = uploadsDirectory(store, bucket);
  const ids = await readdir(root).catch(() => [] as string[]);
  const cutoff = Date.now() - maxAgeMs;
  let removed = 0;
  // What a process that died in the middle of a PutObject left behind.
  for (const name of ids.filter((entry) => PUT_FILE.test(entry))) {
    const modified = await stat(join(root, name)).then(
      (s) => s.mtimeMs,
      () => Infinity,
    );
    if (modified <= cutoff) await rm(join(root, name), { force: true });
  }
  for (const id of ids.filter((name) => UPLOAD_ID.test(name))) {
    const directory = join(root, id);
    const files = await readdir(directory).catch(() => [] as string[]);
    const times = await Promise.all(
      [directory, ...files.map((f) => join(directory, f))].map((p) =>
        stat(p).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    if (Math.max(...times) <= cutoff) {
      await rm(directory, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Gives s3rver's filesystem store abort, in-place parts, fast completion and writes that are on disk
 * before they are acknowledged, and refuses requests without a valid V4 signature (s3rver accepts
 * them); the caller schedules sweepStaleUploads.
 */
export function extendS3rver(server: {
  store: FilesystemStore;
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
}): void {
  const { store } = server;
  store.putPart = (bucket, uploadId, partNumber, content) =>
    putPart(store, bucket, uploadId, partNumberOf(partNumber), content);
  store.putObjectMultipart = (bucket, uploadId, parts) => completeUpload(store, bucket, uploadId, parts);
  store.putObject = (object) => putObject(store, object);
  store.copyObject = durableCopy(store, store.copyObject);
  // Before the router (the last middleware), after logging, XML encoding and vhost mapping.
  server.middleware.splice(server.middleware.length - 1, 0, signatureMiddleware(), abortMiddleware(store));
}
