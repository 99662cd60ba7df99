// Erasable TypeScript only: the embedded S3 thread imports it, and the tests run that thread through
// Node's type stripping.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's collector, reached without starting Node with --expose-gc. */
export function garbageCollector(): NodeJS.GCFunction {
  if (globalThis.gc) return globalThis.gc;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as NodeJS.GCFunction;
  setFlagsFromString('--no-expose-gc');
  return gc;
}

/**
 * The collection V8 runs before giving up on an allocation: it shrinks the young generation back to a
 * page and returns the pages. Tens of milliseconds, so only for an idle isolate.
 */
export const lastResortCollection = (gc: NodeJS.GCFunction) =>
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
