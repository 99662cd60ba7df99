import { describe, expect, it } from 'vitest';
import { formatBytes, checkFile } from './file-rules';
import { planParts, ProgressTracker, runParts, UploadAborted } from './multipart';

describe('part planning', () => {
  it('cuts 5,242,880-byte parts numbered from 1, the last one shorter', () => {
    const parts = planParts(20 * 1024 * 1024 + 10);
    expect(parts).toHaveLength(5);
    expect(parts[0]).toEqual({ partNumber: 1, start: 0, end: 5_242_880 });
    expect(parts[4]).toEqual({ partNumber: 5, start: 4 * 5_242_880, end: 20 * 1024 * 1024 + 10 });
    expect(planParts(5_242_880)).toHaveLength(1);
    expect(planParts(1)).toEqual([{ partNumber: 1, start: 0, end: 1 }]);
  });
});

describe('runParts', () => {
  const parts = planParts(10 * 5_242_880);

  it('sends at most 4 parts at a time and answers in part order', async () => {
    let running = 0;
    let peak = 0;
    const results = await runParts(parts, async (part) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (part.partNumber % 3)));
      running -= 1;
      return `etag-${part.partNumber}`;
    });
    expect(peak).toBe(4);
    expect(results).toEqual(parts.map((p) => `etag-${p.partNumber}`));
  });

  it('retries a failed part up to 5 attempts in all', async () => {
    const tries = new Map<number, number>();
    const results = await runParts(
      parts.slice(0, 2),
      async (part) => {
        const n = (tries.get(part.partNumber) ?? 0) + 1;
        tries.set(part.partNumber, n);
        if (part.partNumber === 2 && n < 5) throw new Error('network');
        return n;
      },
      { backoff: () => 1 },
    );
    expect(results).toEqual([1, 5]);
  });

  it('fails the upload when a part is still failing after 5 attempts', async () => {
    let attempts = 0;
    await expect(
      runParts(
        parts.slice(0, 1),
        async () => {
          attempts += 1;
          throw new Error('still down');
        },
        { backoff: () => 1 },
      ),
    ).rejects.toThrow('still down');
    expect(attempts).toBe(5);
  });

  it('stops on cancel', async () => {
    const controller = new AbortController();
    let started = 0;
    const run = runParts(
      parts,
      (_, signal) =>
        new Promise((_, reject) => {
          started += 1;
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 5);
    await expect(run).rejects.toBeInstanceOf(UploadAborted);
    expect(started).toBe(4);
  });

  it('tracks overall progress from each part', () => {
    const seen: number[] = [];
    const tracker = new ProgressTracker(200, (p) => seen.push(p));
    tracker.update(1, 50);
    tracker.update(2, 50);
    tracker.update(1, 100);
    tracker.update(2, 100);
    expect(seen).toEqual([25, 50, 75, 100]);
  });
});

describe('file rules', () => {
  it('formats sizes in B, KB, MB, GB at 1024 steps', () => {
    expect([0, 1023, 1024, 1536, 5_242_880, 3 * 1024 ** 3, 1024 ** 4].map(formatBytes)).toEqual([
      '0 B',
      '1023 B',
      '1 KB',
      '1.5 KB',
      '5 MB',
      '3 GB',
      '1024 GB',
    ]);
  });

  it('checks the format, the size of its kind and the quota before an upload', () => {
    const quota = { usedBytes: 0, reservedBytes: 0, quotaBytes: 100 * 1024 ** 2 };
    expect(checkFile({ name: 'scan.exe', size: 1 }, quota)?.message).toBe(
      'only supports uploading files in {type} formats',
    );
    expect(checkFile({ name: 'photo.JPG', size: 21 * 1024 ** 2 }, quota)).toEqual({
      message: 'Please upload a file smaller than {size}',
      values: { size: '20 MB' },
    });
    expect(checkFile({ name: 'jaw.stl', size: 60 * 1024 ** 2 }, quota, 50 * 1024 ** 2)?.message).toBe(
      'insufficient cloud storage',
    );
    expect(checkFile({ name: 'jaw.stl', size: 20 * 1024 ** 2 }, quota)).toBeNull();
  });
});
