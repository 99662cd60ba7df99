import { fork, type Serializable } from 'node:child_process';
import { constants, setPriority } from 'node:os';

type Answer<T> = { value: T } | { error: string };

/**
 * Runs a computation in a child process (`entry` is a module that calls `answerParent`) and resolves
 * with its answer; `signal` kills the child. What the computation allocates ends with the child: in this
 * process, even in a worker thread, glibc would keep the freed memory fragmented for good (tens of MB
 * after the demo's generation). Nothing here keeps the child object once it has exited: it holds its
 * last message's buffer, which the answer's typed arrays view (the demo CBCT's 32 MB).
 * `background` runs the child at the lowest CPU priority, so work nobody waits for yields the cores to
 * the requests the server answers meanwhile.
 */
export function runInChildProcess<T>(
  entry: URL,
  input: Serializable,
  { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(entry, {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      signal,
    });
    if (background && child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
    let answered = false;
    child.once('message', (answer: Answer<T>) => {
      answered = true;
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer.value);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answered) reject(new Error(`${entry.pathname} exited (${signal ?? code}) without an answer`));
    });
    child.send(input);
  });
}

/** The child's side of `runInChildProcess`: computes the parent's one input, answers, and exits. */
export function answerParent<I, T>(compute: (input: I) => Promise<T> | T): void {
  let answered = false;
  process.once('message', async (input: I) => {
    let answer: Answer<T>;
    try {
      answer = { value: await compute(input) };
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    answered = true;
    process.send!(answer, () => process.exit('error' in answer ? 1 : 0));
  });
  // The parent is gone (killed, or it stopped the computation): nobody is left to answer, so stop at
  // once, as a kill of both would have.
  process.once('disconnect', () => answered || process.exit(1));
}
