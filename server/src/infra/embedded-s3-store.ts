import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FilesystemStore, KoaContext } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

// Upload ids are minted by s3rver as 32 hex digits; anything else never names a directory.
const UPLOAD_ID = /^[0-9a-f]{32}$/;

function uploadsDirectory(store: FilesystemStore, bucket: string): string {
  return store.getResourcePath(bucket, undefined, 'uploads');
}

/**
 * Completes a multipart upload without re-reading or re-hashing its bytes: part 1's file becomes
 * the object and the other parts are appended, and the ETag is S3's digest of the part digests
 * ("<md5 of the binary part md5s>-<count>"). A part whose digest differs from the one the client
 * names is refused with InvalidPart, as S3 does.
 */
async function completeByAppending(
  store: FilesystemStore,
  bucket: string,
  uploadId: string,
  parts: { number: number; etag: string }[],
): Promise<{ size: number; md5: string }> {
  const directory = join(uploadsDirectory(store, bucket), uploadId);
  const [key, metadata] = await Promise.all([
    readFile(join(directory, 'key'), 'utf8'),
    readFile(join(directory, 'metadata'), 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>),
  ]);
  const ordered = [...parts].sort((a, b) => a.number - b.number);
  const digests = await Promise.all(
    ordered.map((part) =>
      readFile(join(directory, `${part.number}.md5`), 'utf8').catch(() => {
        throw new S3Error('InvalidPart', `Part ${part.number} was not uploaded.`);
      }),
    ),
  );
  ordered.forEach((part, i) => {
    if (digests[i] !== part.etag) throw new S3Error('InvalidPart', `Part ${part.number}'s ETag does not match.`);
  });
  const assembled = join(directory, 'object');
  await rename(join(directory, String(ordered[0]!.number)), assembled);
  for (const part of ordered.slice(1)) {
    await pipeline(
      createReadStream(join(directory, String(part.number))),
      createWriteStream(assembled, { flags: 'a' }),
    );
  }
  const { size } = await stat(assembled);
  const md5 = `${createHash('md5')
    .update(Buffer.concat(digests.map((d) => Buffer.from(d, 'hex'))))
    .digest('hex')}-${ordered.length}`;
  const objectPath = store.getResourcePath(bucket, key, 'object');
  await mkdir(dirname(objectPath), { recursive: true });
  await rename(assembled, objectPath);
  await store.putMetadata(bucket, key, metadata, md5);
  await rm(directory, { recursive: true, force: true });
  return { size, md5 };
}

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

/** Gives s3rver's filesystem store abort, fast completion; the caller schedules sweepStaleUploads. */
export function extendS3rver(server: {
  store: FilesystemStore;
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
}): void {
  const { store } = server;
  store.putObjectMultipart = (bucket, uploadId, parts) => completeByAppending(store, bucket, uploadId, parts);
  // Before the router (the last middleware), after logging, XML encoding and vhost mapping.
  server.middleware.splice(server.middleware.length - 1, 0, abortMiddleware(store));
}
