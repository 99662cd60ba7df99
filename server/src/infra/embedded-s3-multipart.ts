import { createHash, randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_PART_BYTES } from '@odontia/shared';
import type { FilesystemStore } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

// Upload ids are minted by s3rver as 32 hex digits; anything else never names a directory.
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * Odontia's upload plans cut every object into UPLOAD_PART_BYTES parts, so part n can be written
 * straight into the object's file at (n - 1) x UPLOAD_PART_BYTES and completing the upload is a
 * rename instead of a copy of every byte. A part of any other shape (another S3 client, a larger
 * part) is kept in a file of its own and the object is assembled from both kinds at completion.
 */
const PART = UPLOAD_PART_BYTES;
const ASSEMBLY = 'object';

export function uploadsDirectory(store: FilesystemStore, bucket: string): string {
  return store.getResourcePath(bucket, undefined, 'uploads');
}

function uploadDirectory(store: FilesystemStore, bucket: string, uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new S3Error('NoSuchUpload', 'The specified upload does not exist.');
  return join(uploadsDirectory(store, bucket), uploadId);
}

const positionalSizeFile = (directory: string, part: number) => join(directory, `${part}.size`);
const separateFile = (directory: string, part: number) => join(directory, String(part));

/** Socket chunks are gathered into writes of this size: a 5 MiB part is five writes, not eighty. */
const WRITE_BYTES = 1 << 20;

/** A running digest of the bytes written; `digest` answers it as hex. */
export interface Digest {
  update(chunk: Buffer): void;
  digest(): string;
}

export function md5Digest(): Digest {
  const md5 = createHash('md5');
  return { update: (chunk) => void md5.update(chunk), digest: () => md5.digest('hex') };
}

/**
 * A part's ETag without Content-MD5: 16 random hex digits naming this write of the part. Completion
 * only has to tell a part's versions apart (S3's own part ETags are not content digests under
 * SSE-KMS either); digesting every byte cost a sixth of the upload's time.
 */
export function partIdentity(): Digest {
  return { update: () => undefined, digest: () => randomBytes(8).toString('hex') };
}

/**
 * Streams `content` into `file` from `start`, digesting it on the way, and flushes it to disk;
 * answers the bytes written and the digest. Chunks are written as they came (gathered, not copied)
 * in writes of about WRITE_BYTES. Flushing each part as it arrives overlaps the disk with the
 * parts still streaming; flushing only at completion made the client wait for the whole object.
 * While the part still streams, the bytes written so far are flushed in the background (one flush
 * at a time), so the flush that must finish before the answer only has the last writes left: it
 * was a third of a part's time when every byte waited for it. The answer still comes after a
 * flush that began once every byte was written.
 */
export async function writeDigested(
  content: AsyncIterable<Buffer> | Iterable<Buffer>,
  file: string,
  flags: 'w' | number,
  start: number,
  digest: Digest,
) {
  const handle = await open(file, flags);
  let pending: Buffer[] = [];
  let filled = 0;
  let written = 0;
  let flushing: Promise<void> | null = null;
  let flushFailure: unknown = null;
  const flushBehind = () => {
    if (flushing) return;
    flushing = handle
      .datasync()
      .catch((error: unknown) => void (flushFailure ??= error))
      .finally(() => void (flushing = null));
  };
  const write = async () => {
    if (filled === 0) return;
    await handle.writev(pending, start + written);
    written += filled;
    pending = [];
    filled = 0;
  };
  try {
    for await (const chunk of content) {
      digest.update(chunk);
      pending.push(chunk);
      filled += chunk.length;
      if (filled >= WRITE_BYTES) {
        await write();
        flushBehind();
      }
    }
    await write();
    await flushing;
    if (flushFailure) throw flushFailure;
    await handle.datasync();
  } finally {
    await flushing;
    await handle.close();
  }
  return { bytes: written, digest: digest.digest() };
}

/** S3's part numbers: 1 to 10,000. */
export function partNumberOf(text: string | number): number {
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1 || number > 10_000)
    throw new S3Error('InvalidArgument', 'Part number must be an integer between 1 and 10000, inclusive');
  return number;
}

/** The assembly opened for writing at any offset, created by the first part to arrive. */
const ASSEMBLY_FLAGS = constants.O_RDWR | constants.O_CREAT;

/**
 * Stores one part, in place when it fits the plan's part size, and answers its size and ETag digest
 * (`partIdentity`, or the MD5 when Content-MD5 was sent; kept in `<n>.md5`, the name in-flight uploads use).
 * The upload's directory is made when the upload is created: a part for any other id is NoSuchUpload.
 */
export async function putPart(
  store: FilesystemStore,
  bucket: string,
  uploadId: string,
  partNumber: number,
  content: Readable & { headers?: Record<string, string | string[] | undefined> },
): Promise<{ size: number; md5: string }> {
  const directory = uploadDirectory(store, bucket, uploadId);
  const declared = Number(content.headers?.['content-length']);
  const inPlace = Number.isInteger(declared) && declared >= 0 && declared <= PART;
  // A client that sends Content-MD5 gets it checked and the MD5 as the ETag, as S3 answers.
  const contentMd5 = content.headers?.['content-md5'];
  const digest = typeof contentMd5 === 'string' ? md5Digest() : partIdentity();
  let stored: { bytes: number; digest: string };
  try {
    stored = inPlace
      ? await writeDigested(content, join(directory, ASSEMBLY), ASSEMBLY_FLAGS, (partNumber - 1) * PART, digest)
      : await writeDigested(content, separateFile(directory, partNumber), 'w', 0, digest);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new S3Error('NoSuchUpload', 'The specified upload does not exist.', { UploadId: uploadId });
    throw error;
  }
  if (inPlace && stored.bytes !== declared)
    throw new S3Error('IncompleteBody', 'The part is shorter than its Content-Length.');
  if (typeof contentMd5 === 'string' && Buffer.from(stored.digest, 'hex').toString('base64') !== contentMd5) {
    // the bytes are on disk but not recorded: completion refuses this part until it is sent again
    await rm(join(directory, `${partNumber}.md5`), { force: true });
    throw new S3Error('BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }
  // A part sent again in the other shape leaves no stale record of the first.
  await Promise.all(
    inPlace
      ? [
          rm(separateFile(directory, partNumber), { force: true }),
          writeFile(positionalSizeFile(directory, partNumber), String(stored.bytes)),
        ]
      : [rm(positionalSizeFile(directory, partNumber), { force: true })],
  );
  await writeFile(join(directory, `${partNumber}.md5`), stored.digest);
  return { size: stored.bytes, md5: stored.digest };
}

export async function syncToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

interface StoredPart {
  number: number;
  /** Bytes of a part written in place; null when it has a file of its own. */
  inPlaceSize: number | null;
}

async function storedPart(directory: string, number: number): Promise<StoredPart> {
  const size = await readFile(positionalSizeFile(directory, number), 'utf8').catch(() => null);
  return { number, inPlaceSize: size === null ? null : Number(size) };
}

/** Parts 1..n in order, all written in place, full-sized but the last: the assembly is the object. */
function assemblyIsTheObject(parts: StoredPart[]): boolean {
  return parts.every(
    (part, i) =>
      part.number === i + 1 &&
      part.inPlaceSize !== null &&
      (i === parts.length - 1 ? part.inPlaceSize <= PART : part.inPlaceSize === PART),
  );
}

async function assembleByCopying(directory: string, parts: StoredPart[]): Promise<string> {
  const target = join(directory, 'assembled');
  await writeFile(target, '');
  for (const part of parts) {
    const source =
      part.inPlaceSize === null
        ? createReadStream(separateFile(directory, part.number))
        : part.inPlaceSize === 0
          ? null
          : createReadStream(join(directory, ASSEMBLY), {
              start: (part.number - 1) * PART,
              end: (part.number - 1) * PART + part.inPlaceSize - 1,
            });
    if (source) await pipeline(source, createWriteStream(target, { flags: 'a' }));
  }
  return target;
}

/**
 * Completes a multipart upload without re-reading or re-hashing its bytes when its parts follow the
 * plan; the ETag is S3's digest of the part ETags ("<md5 of the binary part ETags>-<count>"). A
 * part whose digest differs from the one the client names is refused with InvalidPart, as S3 does.
 */
export async function completeUpload(
  store: FilesystemStore,
  bucket: string,
  uploadId: string,
  parts: { number: number; etag: string }[],
): Promise<{ size: number; md5: string }> {
  const directory = uploadDirectory(store, bucket, uploadId);
  const [key, metadata] = await Promise.all([
    readFile(join(directory, 'key'), 'utf8'),
    readFile(join(directory, 'metadata'), 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>),
  ]).catch(() => {
    throw new S3Error('NoSuchUpload', 'The specified upload does not exist.', { UploadId: uploadId });
  });
  if (parts.length === 0) throw new S3Error('MalformedXML', 'A multipart upload needs at least one part.');
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
  const stored = await Promise.all(ordered.map((part) => storedPart(directory, part.number)));
  let assembled: string;
  let size: number;
  if (assemblyIsTheObject(stored)) {
    assembled = join(directory, ASSEMBLY);
    size = (stored.length - 1) * PART + stored.at(-1)!.inPlaceSize!;
    await truncate(assembled, size);
  } else {
    assembled = await assembleByCopying(directory, stored);
    size = (await stat(assembled)).size;
  }
  const md5 = `${createHash('md5')
    .update(Buffer.concat(digests.map((d) => Buffer.from(d, 'hex'))))
    .digest('hex')}-${ordered.length}`;
  const objectPath = store.getResourcePath(bucket, key, 'object');
  await mkdir(dirname(objectPath), { recursive: true });
  // The client takes the answer as "stored": the bytes and the name must survive a power cut.
  await syncToDisk(assembled);
  await rename(assembled, objectPath);
  await store.putMetadata(bucket, key, metadata, md5);
  const written = ['metadata.json', 'object.md5'].map((name) => store.getResourcePath(bucket, key, name));
  await Promise.all([...written, dirname(objectPath)].map(syncToDisk));
  await rm(directory, { recursive: true, force: true });
  return { size, md5 };
}
