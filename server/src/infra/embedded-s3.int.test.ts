import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3.js';

const BUCKET = 'odontia-test';
const PART = 5 * 1024 * 1024;
let directory: string;
let s3: EmbeddedS3;
let client: S3Client;

const connect = () =>
  new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'odontia-embedded-s3-'));
  s3 = await startEmbeddedS3(directory, BUCKET);
  client = connect();
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  rmSync(directory, { recursive: true, force: true });
});

/** Every file s3rver keeps for unfinished uploads of the bucket. */
function pendingUploadFiles(): string[] {
  const root = join(directory, BUCKET, '._S3rver_uploads');
  try {
    return readdirSync(root, { recursive: true }).map(String);
  } catch {
    return [];
  }
}

async function startUpload(key: string, parts: Buffer[]) {
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
  const etags = await Promise.all(
    parts.map(async (body, i) => {
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId, PartNumber: i + 1, Body: body }),
      );
      return { PartNumber: i + 1, ETag: ETag! };
    }),
  );
  return { uploadId: UploadId!, etags };
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest();
/** S3's multipart ETag: MD5 of the binary part ETags, dash, the count. */
const multipartTag = (tags: string[]) =>
  `"${createHash('md5')
    .update(Buffer.concat(tags.map((t) => Buffer.from(t.replaceAll('"', ''), 'hex'))))
    .digest('hex')}-${tags.length}"`;

describe('embedded S3 multipart uploads', () => {
  it('completes into the exact bytes with the S3 multipart ETag and leaves no parts behind', async () => {
    const parts = [randomBytes(PART), randomBytes(PART), randomBytes(17)];
    const { uploadId, etags } = await startUpload('a/complete.bin', parts);
    const done = await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key: 'a/complete.bin',
        UploadId: uploadId,
        MultipartUpload: { Parts: etags },
      }),
    );
    const tags = etags.map((e) => e.ETag!);
    // Without Content-MD5 a part's ETag names its write: 16 hex digits, one per part.
    for (const tag of tags) expect(tag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(new Set(tags).size).toBe(parts.length);
    const expectedEtag = multipartTag(tags);
    expect(done.ETag).toBe(expectedEtag);
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'a/complete.bin' }));
    expect(got.ETag).toBe(expectedEtag);
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(Buffer.concat(parts))).toBe(true);
    const ranged = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'a/complete.bin', Range: `bytes=${PART - 3}-${PART + 2}` }),
    );
    expect(Buffer.from(await ranged.Body!.transformToByteArray())).toEqual(
      Buffer.concat(parts).subarray(PART - 3, PART + 3),
    );
    expect(pendingUploadFiles()).toEqual([]);
  });

  it('checks a part sent with Content-MD5 and answers its MD5 as the ETag, as S3 does; a wrong one is refused', async () => {
    const key = 'a/content-md5.bin';
    const parts = [randomBytes(PART), randomBytes(9)];
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
    const send = (i: number, ContentMD5: string) =>
      client.send(
        new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId, PartNumber: i + 1, Body: parts[i], ContentMD5 }),
      );
    const wrong = await send(1, md5(parts[0]!).toString('base64')).catch((error: Error) => error);
    expect((wrong as Error).name).toBe('BadDigest');
    const tags = [];
    for (const i of [0, 1]) tags.push((await send(i, md5(parts[i]!).toString('base64'))).ETag!);
    expect(tags).toEqual(parts.map((b) => `"${md5(b).toString('hex')}"`));
    const done = await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: tags.map((ETag, i) => ({ PartNumber: i + 1, ETag })) },
      }),
    );
    expect(done.ETag).toBe(multipartTag(tags));
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(Buffer.concat(parts))).toBe(true);
  });

  it('assembles parts that do not follow the plan: a larger part, a skipped number, a re-uploaded part', async () => {
    const key = 'a/irregular.bin';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
    const put = async (PartNumber: number, body: Buffer) => ({
      PartNumber,
      ETag: (await client.send(new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId, PartNumber, Body: body })))
        .ETag!,
    });
    const large = randomBytes(PART + 1000);
    const replaced = randomBytes(PART);
    const small = randomBytes(3000);
    const first = await put(1, large);
    await put(3, randomBytes(PART));
    const third = await put(3, replaced);
    const fifth = await put(5, small);
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: [first, third, fifth] },
      }),
    );
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(Buffer.concat([large, replaced, small]))).toBe(
      true,
    );
    expect(pendingUploadFiles()).toEqual([]);
  });

  it('completes a plan-shaped upload whose parts arrived out of order', async () => {
    const parts = [randomBytes(PART), randomBytes(PART), randomBytes(PART), randomBytes(1)];
    const key = 'a/out-of-order.bin';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
    const etags = [];
    for (const i of [3, 1, 0, 2]) {
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId, PartNumber: i + 1, Body: parts[i] }),
      );
      etags[i] = { PartNumber: i + 1, ETag: ETag! };
    }
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket: BUCKET, Key: key, UploadId, MultipartUpload: { Parts: etags } }),
    );
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    const body = Buffer.from(await got.Body!.transformToByteArray());
    expect(body.length).toBe(3 * PART + 1);
    expect(body.equals(Buffer.concat(parts))).toBe(true);
  });

  it('names each write of a part: the same bytes sent again get a new ETag, and the first one is refused', async () => {
    const key = 'a/rewritten.bin';
    const bytes = randomBytes(1000);
    const { uploadId, etags } = await startUpload(key, [bytes]);
    const again = await client.send(
      new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId: uploadId, PartNumber: 1, Body: bytes }),
    );
    expect(again.ETag).not.toBe(etags[0]!.ETag);
    const complete = (ETag: string) =>
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket: BUCKET,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: [{ PartNumber: 1, ETag }] },
        }),
      );
    await expect(complete(etags[0]!.ETag)).rejects.toMatchObject({ name: 'InvalidPart' });
    expect((await complete(again.ETag!)).ETag).toBe(multipartTag([again.ETag!]));
  });

  it('refuses to complete with a part whose ETag does not match what was uploaded', async () => {
    const { uploadId, etags } = await startUpload('a/mismatch.bin', [randomBytes(PART), randomBytes(5)]);
    etags[1]!.ETag = `"${'0'.repeat(32)}"`;
    await expect(
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket: BUCKET,
          Key: 'a/mismatch.bin',
          UploadId: uploadId,
          MultipartUpload: { Parts: etags },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPart' });
    await client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: 'a/mismatch.bin', UploadId: uploadId }));
    expect(pendingUploadFiles()).toEqual([]);
  });

  it('aborts: 204, every part deleted, the object never appears, a second abort is NoSuchUpload', async () => {
    const { uploadId } = await startUpload('a/aborted.bin', [randomBytes(PART), randomBytes(PART)]);
    expect(pendingUploadFiles().length).toBeGreaterThan(0);
    const aborted = await client.send(
      new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: 'a/aborted.bin', UploadId: uploadId }),
    );
    expect(aborted.$metadata.httpStatusCode).toBe(204);
    expect(pendingUploadFiles()).toEqual([]);
    await expect(client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'a/aborted.bin' }))).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
    await expect(
      client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: 'a/aborted.bin', UploadId: uploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });

  it('aborts an upload only under the key it was started for', async () => {
    const { uploadId } = await startUpload('a/guarded.bin', [randomBytes(10)]);
    await expect(
      client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: 'a/other.bin', UploadId: uploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    expect(pendingUploadFiles().length).toBeGreaterThan(0);
    await client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: 'a/guarded.bin', UploadId: uploadId }));
    expect(pendingUploadFiles()).toEqual([]);
  });

  it('sweeps uploads left unfinished past the age limit and keeps recent ones', async () => {
    await startUpload('a/left.bin', [randomBytes(100)]);
    expect(await s3.sweepStaleUploads(3600_000)).toBe(0);
    expect(pendingUploadFiles().length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(await s3.sweepStaleUploads(10)).toBe(1);
    expect(pendingUploadFiles()).toEqual([]);
  });
});

describe('embedded S3 parts through presigned URLs (the route that bypasses s3rver)', () => {
  const presignPart = (key: string, UploadId: string, PartNumber: number) =>
    getSignedUrl(client, new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId, PartNumber }), {
      expiresIn: 60,
    });
  const code = async (response: Response) => /<Code>(\w+)<\/Code>/.exec(await response.text())?.[1];

  it("answers a browser's part with the bucket's CORS headers and an ETag it may read", async () => {
    const key = 'p/browser.bin';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
    const body = randomBytes(PART);
    const url = await presignPart(key, UploadId!, 1);
    const response = await fetch(url, { method: 'PUT', body, headers: { origin: 'https://clinic.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
    const ETag = response.headers.get('etag')!;
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag }] },
      }),
    );
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(body)).toBe(true);
  });

  it('refuses a part for an unknown upload, a part number out of range and a tampered or unsigned URL, storing nothing', async () => {
    const key = 'p/refused.bin';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
    const before = pendingUploadFiles();
    const put = (url: string) => fetch(url, { method: 'PUT', body: randomBytes(1000) });

    const unknown = await put(await presignPart(key, 'f'.repeat(32), 1));
    expect([unknown.status, await code(unknown)]).toEqual([404, 'NoSuchUpload']);
    const beyond = await put(await presignPart(key, UploadId!, 10_001));
    expect([beyond.status, await code(beyond)]).toEqual([400, 'InvalidArgument']);
    const url = await presignPart(key, UploadId!, 1);
    const tampered = await put(url.replace('partNumber=1', 'partNumber=2'));
    expect([tampered.status, await code(tampered)]).toEqual([403, 'SignatureDoesNotMatch']);
    const unsigned = await put(`${s3.endpoint}/${BUCKET}/${key}?partNumber=1&uploadId=${UploadId}`);
    expect([unsigned.status, await code(unsigned)]).toEqual([403, 'AccessDenied']);
    expect(pendingUploadFiles()).toEqual(before);
    await client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: key, UploadId }));
  });
});

describe('embedded S3 single-request writes', () => {
  const read = async (key: string) => {
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await got.Body!.transformToByteArray());
  };

  it('runs its idle collection on its own thread when asked, and answers its heap size after it', async () => {
    for (let i = 0; i < 8; i++)
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `idle/${i}.bin`, Body: randomBytes(4 * 2 ** 20) }));
    const heapBytes = await s3.compactMemory();
    expect(heapBytes).toBeGreaterThan(2 ** 20);
    expect(heapBytes).toBeLessThan(32 * 2 ** 20);
  });

  it('answers a PUT once the object is readable whole, with the MD5 ETag, and replaces it whole', async () => {
    for (const size of [0, 1, 3 * 1024 * 1024 + 17]) {
      const bytes = randomBytes(size);
      const put = await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'b/put.bin', Body: bytes }));
      expect(put.ETag).toBe(`"${md5(bytes).toString('hex')}"`);
      expect((await read('b/put.bin')).equals(bytes)).toBe(true);
    }
    expect(pendingUploadFiles()).toEqual([]);
  });

  it('keeps the previous version when a PUT ends before its Content-Length', async () => {
    const before = randomBytes(1000);
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'b/kept.bin', Body: before }));
    const signed = new URL(
      await getSignedUrl(client, new PutObjectCommand({ Bucket: BUCKET, Key: 'b/kept.bin', ContentLength: 5000 }), {
        expiresIn: 60,
      }),
    );
    const status = await new Promise<number | null>((resolve) => {
      const cut = request(signed, { method: 'PUT', headers: { 'content-length': 5000 } });
      cut.on('error', () => resolve(null));
      cut.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? null);
      });
      cut.write(randomBytes(2000), () => setTimeout(() => cut.destroy(), 200));
    });
    expect(status === null || status >= 400).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect((await read('b/kept.bin')).equals(before)).toBe(true);
    expect(pendingUploadFiles()).toEqual([]);
  });

  it('copies to a new key that reads back whole', async () => {
    const bytes = randomBytes(4096);
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'b/source.bin', Body: bytes }));
    await client.send(
      new CopyObjectCommand({ Bucket: BUCKET, Key: 'b/copy.bin', CopySource: `${BUCKET}/b/source.bin` }),
    );
    expect((await read('b/copy.bin')).equals(bytes)).toBe(true);
  });

  it('sweeps the temporary file a PUT left when its process died, and keeps a fresh one', () => {
    const root = join(directory, BUCKET, '._S3rver_uploads');
    const old = join(root, 'put-00000000-0000-4000-8000-000000000001');
    const fresh = join(root, 'put-00000000-0000-4000-8000-000000000002');
    writeFileSync(old, 'partial');
    writeFileSync(fresh, 'partial');
    utimesSync(old, new Date(Date.now() - 7200_000), new Date(Date.now() - 7200_000));
    return s3.sweepStaleUploads(3600_000).then(() => {
      expect(pendingUploadFiles()).toEqual(['put-00000000-0000-4000-8000-000000000002']);
      rmSync(fresh);
    });
  });
});

describe('embedded S3 signatures', () => {
  const get = (key: string) => new GetObjectCommand({ Bucket: BUCKET, Key: key });

  it('serves requests signed with its key, keys with spaces and Chinese characters included', async () => {
    const key = 'c/患者 scan (1)+final.stl';
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.from('signed') }));
    const url = await getSignedUrl(client, get(key), { expiresIn: 60 });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('signed');
  });

  it('refuses anonymous, tampered, expired and wrongly keyed requests, and writes nothing for them', async () => {
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'c/secret.bin', Body: Buffer.from('secret') }));
    const code = async (response: Response) => /<Code>(\w+)<\/Code>/.exec(await response.text())?.[1];

    const anonymous = await fetch(`${s3.endpoint}/${BUCKET}/c/secret.bin`);
    expect([anonymous.status, await code(anonymous)]).toEqual([403, 'AccessDenied']);
    const listing = await fetch(`${s3.endpoint}/${BUCKET}?list-type=2`);
    expect([listing.status, await code(listing)]).toEqual([403, 'AccessDenied']);
    const write = await fetch(`${s3.endpoint}/${BUCKET}/c/planted.bin`, { method: 'PUT', body: 'x' });
    expect(write.status).toBe(403);

    const url = await getSignedUrl(client, get('c/secret.bin'), { expiresIn: 60 });
    const tampered = await fetch(url.replace('c/secret.bin', 'c/planted.bin'));
    expect([tampered.status, await code(tampered)]).toEqual([403, 'SignatureDoesNotMatch']);
    const longer = await fetch(url.replace('X-Amz-Expires=60', 'X-Amz-Expires=604800'));
    expect([longer.status, await code(longer)]).toEqual([403, 'SignatureDoesNotMatch']);
    const expired = await getSignedUrl(client, get('c/secret.bin'), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 3600_000),
    });
    const late = await fetch(expired);
    expect([late.status, await code(late)]).toEqual([403, 'AccessDenied']);

    const stranger = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await expect(stranger.send(get('c/secret.bin'))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(
      stranger.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'c/planted.bin', Body: Buffer.from('x') })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    stranger.destroy();
    await expect(client.send(get('c/planted.bin'))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });
});

describe('embedded S3 thread', () => {
  it("answers while the app's thread is busy: uploads do not wait for the app's event loop", async () => {
    // A separate process asks the storage for a signed object while this thread is blocked.
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: BUCKET, Key: 'thread/probe.bin' }), {
      expiresIn: 60,
    });
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'thread/probe.bin', Body: Buffer.from('probe') }));
    const probe = spawn(
      process.execPath,
      ['-e', 'fetch(process.argv[1]).then(async (r) => console.log(r.status, await r.text(), Date.now()))', url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    probe.stdout.on('data', (chunk) => (output += chunk));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 4000);
    const blockedUntil = Date.now();
    await new Promise((resolve) => probe.once('exit', resolve));
    const [status, body, answeredAt] = output.trim().split(' ');
    expect([status, body]).toEqual(['200', 'probe']);
    expect(Number(answeredAt)).toBeLessThan(blockedUntil);
  });
});
