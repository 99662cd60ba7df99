import { UPLOAD_PARALLEL_PARTS, UPLOAD_PART_BYTES } from '@odontia/shared';

export interface PartRange {
  partNumber: number;
  start: number;
  end: number;
}

/** Byte ranges of 5,242,880-byte parts (the last one shorter), numbered from 1 as S3 wants. */
export function planParts(size: number, partSize = UPLOAD_PART_BYTES): PartRange[] {
  const count = Math.max(1, Math.ceil(size / partSize));
  return Array.from({ length: count }, (_, i) => ({
    partNumber: i + 1,
    start: i * partSize,
    end: Math.min(size, (i + 1) * partSize),
  }));
}

export const UPLOAD_ATTEMPTS = 5;

export class UploadAborted extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAborted';
  }
}

interface RunOptions {
  concurrency?: number;
  attempts?: number;
  signal?: AbortSignal;
  /** Wait before attempt n+1 (ms). */
  backoff?: (attempt: number) => number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAborted());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new UploadAborted());
    });
  });

/**
 * Sends every part through `send`, at most 4 at a time, retrying a failed part up to 5 attempts in
 * all; answers the results in part order. Abort stops at once; a part out of attempts fails all.
 */
export async function runParts<T>(
  parts: readonly PartRange[],
  send: (part: PartRange, signal: AbortSignal) => Promise<T>,
  {
    concurrency = UPLOAD_PARALLEL_PARTS,
    attempts = UPLOAD_ATTEMPTS,
    signal,
    backoff = (n) => 500 * n,
  }: RunOptions = {},
): Promise<T[]> {
  const results: T[] = new Array(parts.length);
  const failed = new AbortController();
  const stop = AbortSignal.any([failed.signal, ...(signal ? [signal] : [])]);
  let firstError: unknown = null;
  let next = 0;

  const worker = async () => {
    while (next < parts.length && !stop.aborted) {
      const index = next++;
      const part = parts[index]!;
      for (let attempt = 1; !stop.aborted; attempt++) {
        try {
          results[index] = await send(part, stop);
          break;
        } catch (error) {
          if (stop.aborted) return;
          if (attempt >= attempts) {
            firstError ??= error;
            failed.abort();
            return;
          }
          await sleep(backoff(attempt), stop).catch(() => undefined);
        }
      }
    }
  };

  await Promise.all(Array.from({ length: Math.min(concurrency, parts.length) }, worker));
  if (signal?.aborted) throw new UploadAborted();
  if (firstError !== null) throw firstError;
  return results;
}

/** Overall progress 0-100 from the bytes each part has sent so far. */
export class ProgressTracker {
  private readonly sent = new Map<number, number>();

  constructor(
    private readonly total: number,
    private readonly onChange: (percent: number) => void,
  ) {}

  update(partNumber: number, bytes: number): void {
    this.sent.set(partNumber, bytes);
    const done = [...this.sent.values()].reduce((sum, value) => sum + value, 0);
    this.onChange(this.total === 0 ? 100 : Math.min(100, Math.floor((done / this.total) * 100)));
  }
}
