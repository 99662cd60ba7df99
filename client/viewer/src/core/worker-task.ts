/** What a task worker answers: its result, or the message of what it threw. */
type WorkerAnswer<T> = { ok: true; result: T } | { ok: false; error: string };

/**
 * Runs one task in a fresh module worker and resolves with its answer; where there are no workers (Node,
 * tests) runs `inline` on this thread. `spawn` must hold the literal `new Worker(new URL(...))` so that
 * bundlers build the worker.
 */
export function runWorkerTask<T>(spawn: () => Worker, message: unknown, inline: () => T): Promise<T> {
  if (typeof Worker === 'undefined' || typeof window === 'undefined') return Promise.resolve().then(inline);
  const worker = spawn();
  return new Promise<T>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<WorkerAnswer<T>>) => {
      if (e.data.ok) resolve(e.data.result);
      else reject(new Error(e.data.error));
    };
    worker.onerror = (e) => reject(new Error(e.message));
    worker.postMessage(message);
  }).finally(() => worker.terminate());
}

/** The worker side: answers each message with `task`'s result, its listed buffers transferred. */
export function serveWorkerTask<M, T>(task: (message: M) => { result: T; transfer?: Transferable[] }): void {
  const scope = globalThis as unknown as {
    onmessage: ((e: MessageEvent<M>) => void) | null;
    postMessage(msg: WorkerAnswer<T>, transfer?: Transferable[]): void;
  };
  scope.onmessage = (e) => {
    try {
      const { result, transfer } = task(e.data);
      scope.postMessage({ ok: true, result }, transfer ?? []);
    } catch (err) {
      scope.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
    }
  };
}
