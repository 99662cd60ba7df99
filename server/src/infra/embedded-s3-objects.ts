import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FilesystemStore } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import { md5Digest, syncToDisk, uploadsDirectory, writeDigested } from './embedded-s3-multipart.js';

/** Temporary files of single-request PUTs, in the bucket's uploads directory (never listed as objects). */
export const PUT_FILE = /^put-[0-9a-f-]{36}$/;

export interface StoredObject {
  bucket: string;
  key: string;
  content: Readable | Buffer;
  metadata: Record<string, unknown>;
}

/** The files s3rver keeps for one object, and their directory: what must reach the disk. */
function objectFiles(store: FilesystemStore, bucket: string, key: string): string[] {
  const object = store.getResourcePath(bucket, key, 'object');
  return [
    object,
    store.getResourcePath(bucket, key, 'metadata.json'),
    store.getResourcePath(bucket, key, 'object.md5'),
    dirname(object),
  ];
}

const syncObject = (store: FilesystemStore, bucket: string, key: string) =>
  Promise.all(objectFiles(store, bucket, key).map((path) => syncToDisk(path).catch(ignoreMissing)));

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

/**
 * PutObject that answers only once the object is on disk: s3rver's own resolves when the request
 * has been read, before its file write has finished (or failed). The bytes go to a temporary file
 * that replaces the object in one rename, so a crash mid-PUT leaves the previous version whole.
 */
export async function putObject(store: FilesystemStore, object: StoredObject): Promise<{ size: number; md5: string }> {
  const { bucket, key } = object;
  const uploads = uploadsDirectory(store, bucket);
  await mkdir(uploads, { recursive: true });
  const temporary = join(uploads, `put-${randomUUID()}`);
  try {
    const content = Buffer.isBuffer(object.content) ? [object.content] : object.content;
    const stored = await writeDigested(content, temporary, 'w', 0, md5Digest());
    const declared = Number(object.metadata['content-length']);
    if (Number.isInteger(declared) && declared !== stored.bytes) {
      throw new S3Error('IncompleteBody', 'The body is shorter than its Content-Length.');
    }
    const objectPath = store.getResourcePath(bucket, key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    await rename(temporary, objectPath);
    await store.putMetadata(bucket, key, object.metadata, stored.digest);
    await syncObject(store, bucket, key);
    return { size: stored.bytes, md5: stored.digest };
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Wraps s3rver's CopyObject so the copy is on disk before it is acknowledged (a move deletes the source next). */
export function durableCopy(
  store: FilesystemStore,
  copy: FilesystemStore['copyObject'],
): FilesystemStore['copyObject'] {
  return async (srcBucket, srcKey, destBucket, destKey, replacementMetadata) => {
    const result = await copy.call(store, srcBucket, srcKey, destBucket, destKey, replacementMetadata);
    await syncObject(store, destBucket, destKey);
    return result;
  };
}
