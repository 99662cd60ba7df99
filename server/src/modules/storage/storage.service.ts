import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PRESIGNED_GET_SECONDS,
  STORAGE_LIST_MAX_KEYS,
  UPLOAD_ABANDONED_HOURS,
  UPLOAD_KIND_NAMES,
  UPLOAD_PART_BYTES,
} from '@odontia/shared';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { inParallel } from '../../core/in-parallel.js';
import { parseInput } from '../../core/validation.js';
import { Practice } from '../practice/practice.entity.js';
import { checkUpload } from './storage.limits.js';
import { StorageUsageCounter } from './storage-usage.js';

const GB = 1024 ** 3;
/** S3 allows 10,000 parts; at 5 MiB per part that caps one upload near 48.8 GiB, beyond every kind's limit. */
const MAX_PARTS = 10_000;
/** A delete of more keys than this marks the usage total for a recount rather than looking up every size. */
const SIZED_DELETE_MAX = 1000;
/** Size lookups (HEAD requests) in flight for one delete. */
const SIZE_LOOKUPS = 8;
/**
 * The storage_upload rows that still hold quota: not abandoned, and not a reservation whose process
 * died between reserving and creating the upload (its `pending:` id is replaced within milliseconds).
 */
const LIVE_RESERVATION = `created_at > now() - interval '${UPLOAD_ABANDONED_HOURS} hours'
  and (upload_id not like 'pending:%' or created_at > now() - interval '10 minutes')`;

const keySchema = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (key) =>
      !key.split('/').some((segment) => segment === '..' || segment === '.') &&
      !key.includes('\\') &&
      !key.includes('//'),
  );
const folderSchema = keySchema.refine((key) => key.endsWith('/'));

/** Refuses a key outside the practice's prefix (or the prefix itself). */
function ownedUnder(prefix: string, key: string): void {
  if (!key.startsWith(prefix) || key.length === prefix.length) throw new AppError('PermissionDenied');
}

export const presignInput = z.object({ key: keySchema }).strict();
/** A CBCT series is signed in one call: up to this many keys (a 1,000-slice series with room to spare). */
export const PRESIGN_MANY_LIMIT = 2000;
export const presignManyInput = z.object({ keys: z.array(keySchema).min(1).max(PRESIGN_MANY_LIMIT) }).strict();
export const createUploadInput = z
  .object({
    key: keySchema,
    size: z
      .number()
      .int()
      .min(1)
      .max(MAX_PARTS * UPLOAD_PART_BYTES),
    kind: z.enum(UPLOAD_KIND_NAMES),
    contentType: z.string().max(200).optional(),
  })
  .strict();
export const completeUploadInput = z
  .object({
    key: keySchema,
    uploadId: z.string().min(1).max(512),
    parts: z
      .array(
        z.object({ partNumber: z.number().int().min(1).max(MAX_PARTS), etag: z.string().min(1).max(200) }).strict(),
      )
      .min(1)
      .max(MAX_PARTS),
  })
  .strict();
export const abortUploadInput = z.object({ key: keySchema, uploadId: z.string().min(1).max(512) }).strict();
export const listInput = z
  .object({
    prefix: keySchema.optional(),
    continuationToken: z.string().max(2048).optional(),
    maxKeys: z.number().int().min(1).max(STORAGE_LIST_MAX_KEYS).optional(),
  })
  .strict();
export const folderInput = z.object({ prefix: folderSchema }).strict();
export const copyInput = z.object({ from: keySchema, to: keySchema }).strict();

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date | null;
}

export interface ObjectList {
  objects: StoredObject[];
  nextContinuationToken: string | null;
}

export interface UploadPlan {
  key: string;
  uploadId: string;
  partSize: number;
  parts: { partNumber: number; url: string }[];
}

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
  /** Declared sizes of uploads in progress, held against the quota. */
  reservedBytes: number;
}

/** Which records' stored files to remove (the records module's destroy). */
export interface FilesOf {
  patientIds?: number[];
  caseIds?: number[];
  caseGroupIds?: number[];
}

export interface StorageServiceDeps {
  /** Talks to the S3 endpoint from the server. */
  client: S3Client;
  /** Signs URLs for the address browsers reach (the public endpoint when it differs). */
  signer: S3Client;
  bucket: string;
}

/**
 * Object storage for a practice: every key lives under the practice's prefix; the server signs
 * short-lived URLs for that prefix only and never hands out credentials.
 */
export class StorageService {
  private readonly usageCounter: StorageUsageCounter;

  constructor(private readonly deps: StorageServiceDeps) {
    this.usageCounter = new StorageUsageCounter(async (prefix) =>
      (await this.listEverything(prefix)).reduce((sum, o) => sum + o.size, 0),
    );
  }

  /** The caller's prefix; a key outside it is refused before anything is signed or touched. */
  async prefixOf(ctx: RequestContext): Promise<string> {
    requireAuth(ctx);
    const practice = await ctx.em.findOneOrFail(Practice, ctx.auth.practiceId);
    return practice.storagePrefix;
  }

  private async ownKey(ctx: RequestContext, key: string): Promise<string> {
    ownedUnder(await this.prefixOf(ctx), key);
    return key;
  }

  async presignGet(ctx: RequestContext, raw: unknown): Promise<string> {
    const { key } = parseInput(presignInput, raw);
    return this.signGet(await this.ownKey(ctx, key));
  }

  /** Presigned GET URLs for many keys under the practice prefix, in their order; refused whole if any is foreign. */
  async presignGets(ctx: RequestContext, raw: unknown): Promise<string[]> {
    const { keys } = parseInput(presignManyInput, raw);
    const prefix = await this.prefixOf(ctx);
    for (const key of keys) ownedUnder(prefix, key);
    return Promise.all(keys.map((key) => this.signGet(key)));
  }

  private signGet(key: string): Promise<string> {
    return getSignedUrl(this.deps.signer, new GetObjectCommand({ Bucket: this.deps.bucket, Key: key }), {
      expiresIn: PRESIGNED_GET_SECONDS,
    });
  }

  /**
   * Starts a multipart upload of `size` bytes and signs one PUT URL per 5,242,880-byte part. The
   * declared size is reserved against the quota (refused with `insufficient cloud storage` first).
   */
  async createUpload(ctx: RequestContext, raw: unknown): Promise<UploadPlan> {
    const input = parseInput(createUploadInput, raw);
    const key = await this.ownKey(ctx, input.key);
    checkUpload(input.kind, key, input.size);
    requireAuth(ctx);
    const practiceId = ctx.auth.practiceId;
    const usage = await this.usage(ctx);
    // The reservation is checked and written under the practice row lock, so two uploads started
    // together cannot both fit into the same free space.
    const pending = `pending:${randomUUID()}`;
    await ctx.em.transactional(async (em) => {
      await em.execute('select id from practice where id = ? for update', [practiceId]);
      await em.execute(`delete from storage_upload where practice_id = ? and not (${LIVE_RESERVATION})`, [practiceId]);
      const [row] = await em.execute<{ reserved: string }[]>(
        `select coalesce(sum(size), 0) as reserved from storage_upload where practice_id = ? and ${LIVE_RESERVATION}`,
        [practiceId],
      );
      if (usage.usedBytes + Number(row!.reserved) + input.size > usage.quotaBytes)
        throw new AppError('InsufficientStorage');
      await em.execute('insert into storage_upload (practice_id, key, upload_id, size) values (?, ?, ?, ?)', [
        practiceId,
        key,
        pending,
        input.size,
      ]);
    });
    let uploadId: string;
    try {
      const created = await this.deps.client.send(
        new CreateMultipartUploadCommand({ Bucket: this.deps.bucket, Key: key, ContentType: input.contentType }),
      );
      uploadId = created.UploadId!;
      await ctx.em.execute('update storage_upload set upload_id = ? where practice_id = ? and upload_id = ?', [
        uploadId,
        practiceId,
        pending,
      ]);
    } catch (error) {
      await ctx.em.execute('delete from storage_upload where practice_id = ? and upload_id = ?', [practiceId, pending]);
      throw error;
    }
    const count = Math.ceil(input.size / UPLOAD_PART_BYTES);
    const parts = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        partNumber: i + 1,
        url: await getSignedUrl(
          this.deps.signer,
          new UploadPartCommand({
            Bucket: this.deps.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber: i + 1,
            ContentLength: Math.min(UPLOAD_PART_BYTES, input.size - i * UPLOAD_PART_BYTES),
          }),
          // The storage refuses a part of any other length: the declared size holds at the storage itself.
          { expiresIn: PRESIGNED_GET_SECONDS, signableHeaders: new Set(['content-length']) },
        ),
      })),
    );
    return { key, uploadId, partSize: UPLOAD_PART_BYTES, parts };
  }

  /** Completes an upload; an object larger than declared is removed again (the quota held the declared size). */
  async completeUpload(ctx: RequestContext, raw: unknown): Promise<StoredObject> {
    const input = parseInput(completeUploadInput, raw);
    const key = await this.ownKey(ctx, input.key);
    const declared = await this.reservation(ctx, key, input.uploadId);
    const parts = [...input.parts].sort((a, b) => a.partNumber - b.partNumber);
    await this.replacing(ctx.em, key, async () => {
      try {
        await this.deps.client.send(
          new CompleteMultipartUploadCommand({
            Bucket: this.deps.bucket,
            Key: key,
            UploadId: input.uploadId,
            MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
          }),
        );
      } catch (error) {
        // A retry after this process died between completing and releasing: the object of exactly these parts exists.
        if ((error as { name?: string }).name !== 'NoSuchUpload' || !(await this.completedFrom(key, parts)))
          throw error;
      }
    });
    await this.release(ctx, input.uploadId);
    const stored = await this.head(key);
    if (!stored || stored.size > declared) {
      await this.deps.client.send(new DeleteObjectCommand({ Bucket: this.deps.bucket, Key: key }));
      throw new AppError('FileSizeExceedsLimit');
    }
    await this.usageCounter.add(ctx.em, key, stored.size);
    return stored;
  }

  async abortUpload(ctx: RequestContext, raw: unknown): Promise<boolean> {
    const input = parseInput(abortUploadInput, raw);
    const key = await this.ownKey(ctx, input.key);
    await this.reservation(ctx, key, input.uploadId);
    try {
      await this.deps.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.deps.bucket, Key: key, UploadId: input.uploadId }),
      );
    } catch (error) {
      // Already gone (aborted before, or swept as stale): nothing is left to delete, only the reservation.
      if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
    }
    await this.release(ctx, input.uploadId);
    return true;
  }

  /** One page of keys (at most 1000) under a folder of the practice (default: all of it). */
  async list(ctx: RequestContext, raw: unknown): Promise<ObjectList> {
    const input = parseInput(listInput, raw ?? {});
    const prefix = input.prefix ? await this.ownFolder(ctx, input.prefix) : await this.prefixOf(ctx);
    return this.listPage(prefix, input.continuationToken, input.maxKeys ?? STORAGE_LIST_MAX_KEYS);
  }

  /** How many keys a folder holds, counting up to 1000 (seed 001: count, max 1000 keys). */
  async count(ctx: RequestContext, raw: unknown): Promise<number> {
    const input = parseInput(listInput, raw ?? {});
    const prefix = input.prefix ? await this.ownFolder(ctx, input.prefix) : await this.prefixOf(ctx);
    return (await this.listPage(prefix, undefined, STORAGE_LIST_MAX_KEYS)).objects.length;
  }

  async listAll(ctx: RequestContext, raw: unknown): Promise<StoredObject[]> {
    const input = parseInput(listInput, raw ?? {});
    const prefix = input.prefix ? await this.ownFolder(ctx, input.prefix) : await this.prefixOf(ctx);
    return this.listEverything(prefix);
  }

  async exists(ctx: RequestContext, raw: unknown): Promise<boolean> {
    const { key } = parseInput(presignInput, raw);
    return (await this.head(await this.ownKey(ctx, key))) !== null;
  }

  async metadata(ctx: RequestContext, raw: unknown): Promise<StoredObject> {
    const { key } = parseInput(presignInput, raw);
    const found = await this.head(await this.ownKey(ctx, key));
    if (!found) throw notFound();
    return found;
  }

  async delete(ctx: RequestContext, raw: unknown): Promise<boolean> {
    const { key } = parseInput(presignInput, raw);
    await this.replacing(ctx.em, await this.ownKey(ctx, key), () =>
      this.deps.client.send(new DeleteObjectCommand({ Bucket: this.deps.bucket, Key: key })),
    );
    return true;
  }

  /** Removes every key under a folder with bulk deletes of up to 1000 keys; answers how many. */
  async deleteFolder(ctx: RequestContext, raw: unknown): Promise<number> {
    const { prefix } = parseInput(folderInput, raw);
    const objects = await this.listEverything(await this.ownFolder(ctx, prefix));
    await this.removeSized(
      ctx.em,
      objects.map((o) => ({ key: o.key, bytes: o.size })),
    );
    return objects.length;
  }

  /** Copies within the practice's prefix; the copy counts against the quota. */
  async copy(ctx: RequestContext, raw: unknown): Promise<StoredObject> {
    const input = parseInput(copyInput, raw);
    const from = await this.ownKey(ctx, input.from);
    const to = await this.ownKey(ctx, input.to);
    const source = await this.head(from);
    if (!source) throw notFound();
    const usage = await this.usage(ctx);
    if (usage.usedBytes + usage.reservedBytes + source.size > usage.quotaBytes)
      throw new AppError('InsufficientStorage');
    await this.replacing(ctx.em, to, () => this.copyObject(from, to));
    await this.usageCounter.add(ctx.em, to, source.size);
    return (await this.head(to))!;
  }

  /** Moves an object within the practice's prefix (copy, then delete the source; the quota is unchanged). */
  async move(ctx: RequestContext, rawFrom: string, rawTo: string): Promise<StoredObject> {
    const from = await this.ownKey(ctx, rawFrom);
    const to = await this.ownKey(ctx, rawTo);
    if (!(await this.head(from))) throw notFound();
    await this.replacing(ctx.em, to, () => this.copyObject(from, to));
    await this.deps.client.send(new DeleteObjectCommand({ Bucket: this.deps.bucket, Key: from }));
    return (await this.head(to))!;
  }

  /**
   * Runs a write that replaces or removes the object at `key`. Its size leaves the practice's total
   * before the write, and comes back if the write fails: a crash in between leaves the total low,
   * never high, so it never refuses an upload that fits. The caller adds what the write stored.
   */
  private async replacing(em: EntityManager, key: string, write: () => Promise<unknown>): Promise<void> {
    const removed = (await this.head(key))?.size ?? 0;
    await this.usageCounter.add(em, key, -removed);
    try {
      await write();
    } catch (error) {
      await this.usageCounter.add(em, key, removed);
      throw error;
    }
  }

  private async copyObject(from: string, to: string): Promise<void> {
    await this.deps.client.send(
      new CopyObjectCommand({
        Bucket: this.deps.bucket,
        Key: to,
        CopySource: `${this.deps.bucket}/${encodeURIComponent(from).replace(/%2F/g, '/')}`,
      }),
    );
  }

  /** Bytes stored under the practice's prefix, the quota (usable_storage GB) and uploads in progress. */
  async usage(ctx: RequestContext): Promise<StorageUsage> {
    requireAuth(ctx);
    return this.usageOf(ctx.em, await ctx.em.findOneOrFail(Practice, ctx.auth.practiceId));
  }

  /** The usage of a practice the server itself writes for (e.g. the demo's generated CBCT). */
  async usageOf(em: EntityManager, practice: Practice): Promise<StorageUsage> {
    const usedBytes = await this.usageCounter.usedBytes(em, practice.storagePrefix);
    const [row] = await em.execute<{ reserved: string }[]>(
      `select coalesce(sum(size), 0) as reserved from storage_upload where practice_id = ? and ${LIVE_RESERVATION}`,
      [practice.id],
    );
    return {
      usedBytes,
      quotaBytes: practice.usableStorageGb * GB,
      reservedBytes: Number(row!.reserved),
    };
  }

  /**
   * Server-side objects outside any practice prefix (e.g. practice exports): streamed up in
   * multipart parts, read as a stream, signed for a limited time, listed under a prefix. Callers
   * decide who may reach them.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    await new Upload({
      client: this.deps.client,
      params: { Bucket: this.deps.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: UPLOAD_PART_BYTES,
      queueSize: 2,
    }).done();
  }

  async openStream(key: string): Promise<Readable> {
    const found = await this.deps.client.send(new GetObjectCommand({ Bucket: this.deps.bucket, Key: key }));
    return found.Body as Readable;
  }

  signServerObject(key: string, expiresIn: number, fileName: string): Promise<string> {
    return getSignedUrl(
      this.deps.signer,
      new GetObjectCommand({
        Bucket: this.deps.bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${fileName}"`,
      }),
      { expiresIn },
    );
  }

  listServerObjects(prefix: string): Promise<StoredObject[]> {
    return this.listEverything(prefix);
  }

  /**
   * Deletes objects by key (already checked to be the practice's), in bulk batches, and takes their sizes
   * off the practice's total. Beyond SIZED_DELETE_MAX keys (or when a batch fails) the total is marked
   * for a recount instead of asking each object its size.
   */
  async deleteKeys(em: EntityManager, keys: string[]): Promise<number> {
    if (keys.length <= SIZED_DELETE_MAX) {
      const sized: { key: string; bytes: number }[] = [];
      await inParallel(keys, SIZE_LOOKUPS, async (key) => {
        sized.push({ key, bytes: (await this.head(key))?.size ?? 0 });
      });
      await this.removeSized(em, sized);
      return keys.length;
    }
    await this.usageCounter.invalidate(em, keys);
    await this.deleteBatches(keys);
    // a recount that listed between the invalidation and the deletes counted the deleted objects
    await this.usageCounter.invalidate(em, keys);
    return keys.length;
  }

  /**
   * Deletes objects whose sizes are known. The sizes leave the total before the objects go (a crash in
   * between leaves it low, not high); a failed batch marks the total for a recount.
   */
  private async removeSized(em: EntityManager, objects: { key: string; bytes: number }[]): Promise<void> {
    await this.usageCounter.addAll(
      em,
      objects.map(({ key, bytes }) => ({ key, bytes: -bytes })),
    );
    try {
      await this.deleteBatches(objects.map((o) => o.key));
    } catch (error) {
      await this.usageCounter.invalidate(
        em,
        objects.map((o) => o.key),
      );
      throw error;
    }
  }

  private async deleteBatches(keys: string[]): Promise<number> {
    for (let i = 0; i < keys.length; i += STORAGE_LIST_MAX_KEYS) {
      const batch = keys.slice(i, i + STORAGE_LIST_MAX_KEYS);
      const result = await this.deps.client.send(
        new DeleteObjectsCommand({
          Bucket: this.deps.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (result.Errors?.length) throw new AppError('ObsServiceFailed');
    }
    return keys.length;
  }

  /** Writes an object the server produced (a key the caller already checked is the practice's). */
  async putObject(
    em: EntityManager,
    key: string,
    body: Uint8Array,
    contentType = 'application/octet-stream',
  ): Promise<StoredObject> {
    await this.replacing(em, key, () =>
      this.deps.client.send(
        new PutObjectCommand({ Bucket: this.deps.bucket, Key: key, Body: body, ContentType: contentType }),
      ),
    );
    const stored = await this.head(key);
    if (!stored) throw new Error(`object ${key} missing after upload`);
    await this.usageCounter.add(em, key, stored.size);
    return stored;
  }

  /** Whether `key` holds the object S3 assembles from these parts (its ETag is the digest of their digests). */
  private async completedFrom(key: string, parts: { partNumber: number; etag: string }[]): Promise<boolean> {
    const digests = Buffer.concat(parts.map((p) => Buffer.from(p.etag.replaceAll('"', ''), 'hex')));
    const expected = `"${createHash('md5').update(digests).digest('hex')}-${parts.length}"`;
    try {
      const found = await this.deps.client.send(new HeadObjectCommand({ Bucket: this.deps.bucket, Key: key }));
      return found.ETag === expected;
    } catch {
      return false;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const found = await this.deps.client.send(new HeadObjectCommand({ Bucket: this.deps.bucket, Key: key }));
      return { key, size: found.ContentLength ?? 0, lastModified: found.LastModified ?? null };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NotFound') return null;
      throw error;
    }
  }

  private async ownFolder(ctx: RequestContext, folder: string): Promise<string> {
    const prefix = await this.prefixOf(ctx);
    if (!folder.startsWith(prefix)) throw new AppError('PermissionDenied');
    return folder;
  }

  /**
   * One page of keys. Pages continue after the last key returned (ListObjects with a marker): every
   * S3-compatible server supports it, and the embedded s3rver cannot mint V2 continuation tokens
   * on Node 24 (it encrypts them with DES, which OpenSSL 3 no longer offers).
   */
  private async listPage(prefix: string, after: string | undefined, maxKeys: number): Promise<ObjectList> {
    const page = await this.deps.client.send(
      new ListObjectsCommand({ Bucket: this.deps.bucket, Prefix: prefix, Marker: after, MaxKeys: maxKeys }),
    );
    const objects = (page.Contents ?? []).map((o) => ({
      key: o.Key!,
      size: o.Size ?? 0,
      lastModified: o.LastModified ?? null,
    }));
    return {
      objects,
      nextContinuationToken: page.IsTruncated && objects.length > 0 ? objects[objects.length - 1]!.key : null,
    };
  }

  private async listEverything(prefix: string): Promise<StoredObject[]> {
    const all: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.listPage(prefix, token, STORAGE_LIST_MAX_KEYS);
      all.push(...page.objects);
      token = page.nextContinuationToken ?? undefined;
    } while (token);
    return all;
  }

  private async reservation(ctx: RequestContext, key: string, uploadId: string): Promise<number> {
    requireAuth(ctx);
    const rows = await ctx.em.execute<{ size: string }[]>(
      'select size from storage_upload where practice_id = ? and upload_id = ? and key = ?',
      [ctx.auth.practiceId, uploadId, key],
    );
    if (rows.length === 0) throw notFound();
    return Number(rows[0]!.size);
  }

  private async release(ctx: RequestContext, uploadId: string): Promise<void> {
    requireAuth(ctx);
    await ctx.em.execute('delete from storage_upload where practice_id = ? and upload_id = ?', [
      ctx.auth.practiceId,
      uploadId,
    ]);
  }

  /**
   * Removes the stored files (objects and `stored_file` rows) of patients, cases or case groups of
   * a practice for good: the records module's destroy calls it inside its transaction.
   */
  async deleteFilesOf(em: EntityManager, practiceId: number, of: FilesOf): Promise<number> {
    let removed = 0;
    if (of.patientIds?.length)
      removed += await this.deleteFileRows(em, practiceId, 'patient_id in (?)', [of.patientIds]);
    if (of.caseIds?.length) removed += await this.deleteFileRows(em, practiceId, 'case_id in (?)', [of.caseIds]);
    if (of.caseGroupIds?.length) {
      removed += await this.deleteFileRows(em, practiceId, 'case_group_id in (?)', [of.caseGroupIds]);
    }
    return removed;
  }

  /** Deletes `stored_file` rows matching `where` and their objects (only keys under the practice prefix). */
  async deleteFileRows(em: EntityManager, practiceId: number, where: string, params: unknown[]): Promise<number> {
    const [practice] = await em.execute<{ storage_prefix: string }[]>(
      'select storage_prefix from practice where id = ?',
      [practiceId],
    );
    if (!practice) return 0;
    const rows = await em.execute<{ key: string; mtl_key: string | null; texture_key: string | null }[]>(
      `delete from stored_file where practice_id = ? and ${where} returning key, mtl_key, texture_key`,
      [practiceId, ...params],
    );
    const keys = rows.flatMap((r) => [r.key, r.mtl_key, r.texture_key]).filter((k): k is string => !!k);
    await this.deleteUnder(em, practice.storage_prefix, keys);
    return rows.length;
  }

  /** Reads a whole object (a key the caller already checked is the practice's); null when absent. */
  async getObject(key: string): Promise<Uint8Array | null> {
    try {
      const found = await this.deps.client.send(new GetObjectCommand({ Bucket: this.deps.bucket, Key: key }));
      return await found.Body!.transformToByteArray();
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** Deletes stored objects by key prefix-checked against `prefix` (used by model files and records). */
  async deleteUnder(em: EntityManager, prefix: string, keys: string[]): Promise<number> {
    return this.deleteKeys(
      em,
      keys.filter((key) => key.startsWith(prefix)),
    );
  }
}
