import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Digest, writeDigested } from './embedded-s3-multipart.js';

/** `bytes` cut into uneven chunks, as a socket delivers them. */
function* chunksOf(bytes: Buffer) {
  for (let at = 0, size = 1; at < bytes.length; at += size, size = (size * 7) % 200_003 || 1)
    yield bytes.subarray(at, Math.min(bytes.length, at + size));
}

describe('writeDigested', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'odontia-part-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('writes every byte at its offset while earlier writes are flushed behind it, and answers their MD5', async () => {
    const file = join(directory, 'object');
    const before = Buffer.alloc(1000, 7);
    await writeFile(file, before);
    const part = randomBytes(3 * (1 << 20) + 12_345);
    const stored = await writeDigested(chunksOf(part), file, constants.O_RDWR, before.length, md5Digest());
    expect(stored.bytes).toBe(part.length);
    const digest = md5Digest();
    digest.update(part);
    expect(stored.digest).toBe(digest.digest());
    expect((await readFile(file)).equals(Buffer.concat([before, part]))).toBe(true);
  });

  it('fails with the stream’s error when the body breaks off mid-part, leaving no flush unhandled', async () => {
    async function* breaksOff() {
      yield randomBytes(1 << 20);
      yield randomBytes(1 << 20);
      throw new Error('socket closed');
    }
    await expect(writeDigested(breaksOff(), join(directory, 'broken'), 'w', 0, md5Digest())).rejects.toThrow(
      'socket closed',
    );
  });
});
