import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

export interface EmbeddedS3 {
  endpoint: string;
  /** Removes multipart uploads no part has touched for `maxAgeMs`; returns how many. */
  sweepStaleUploads(maxAgeMs?: number): Promise<number>;
  /** Runs the thread's memory-reducing collection (for an idle server); returns the thread's heap bytes after it. */
  compactMemory(): Promise<number>;
  stop(): Promise<void>;
}

export interface EmbeddedS3Start {
  directory: string;
  bucket: string;
  port: number;
}
export interface EmbeddedS3Call {
  id: number;
  call: 'sweep' | 'compact' | 'stop';
  maxAgeMs?: number;
}
export type EmbeddedS3Reply = { id: number; value?: number; error?: string };

/**
 * The thread's heap is made with room for this much old generation before its first full collection.
 * Part bodies arrive as 64 KiB buffers that count against the heap's limit, and V8 sizes a small
 * heap's limit small: a 256 MiB upload set off a full collection every 27 MiB, a fifth of the
 * thread's time. The idle server's collection (compactMemory) gives the room back.
 */
const THREAD_OLD_SPACE_MB = 128;

const threadUrl = new URL(`./embedded-s3.thread.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/**
 * An S3-compatible server on loopback for single-machine installs and tests, on a thread of its
 * own. Uploads arrive as hundreds of megabytes of socket buffers; on the app's thread their
 * garbage collection marked the app's whole heap (PGlite, the schema, the ORM) again and again,
 * and the body bytes competed with API requests for one event loop.
 */
export async function startEmbeddedS3(directory: string, bucket: string, port = 0): Promise<EmbeddedS3> {
  const start: EmbeddedS3Start = { directory, bucket, port };
  // V8 reads the flag when the thread's isolate is made, which is done once the thread has answered;
  // it is unset again for any isolate made later (the app's own heap was made before).
  setFlagsFromString(`--initial-old-space-size=${THREAD_OLD_SPACE_MB}`);
  const worker = new Worker(threadUrl, { workerData: start });
  const pending = new Map<number, { resolve: (value: number | undefined) => void; reject: (error: Error) => void }>();
  let stopping = false;
  const endpoint = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { endpoint: string }) => resolve(message.endpoint));
    worker.once('error', reject);
  }).finally(() => setFlagsFromString('--initial-old-space-size=0'));
  worker.on('message', ({ id, value, error }: EmbeddedS3Reply) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(value);
  });
  // Storage that stops under a running app is the process's failure, as it was on the app's thread.
  worker.on('error', (error) => {
    throw error;
  });
  worker.on('exit', (code) => {
    if (!stopping) throw new Error(`the embedded S3 server's thread exited with ${code}`);
  });
  let nextId = 0;
  const call = (message: Omit<EmbeddedS3Call, 'id'>) =>
    new Promise<number | undefined>((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  return {
    endpoint,
    sweepStaleUploads: async (maxAgeMs) => (await call({ call: 'sweep', maxAgeMs })) ?? 0,
    compactMemory: async () => (await call({ call: 'compact' })) ?? 0,
    stop: async () => {
      if (stopping) return;
      stopping = true;
      try {
        await call({ call: 'stop' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
