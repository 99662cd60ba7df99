/** Runs `work` when the browser is idle (after the first paint), or soon where it cannot say. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
