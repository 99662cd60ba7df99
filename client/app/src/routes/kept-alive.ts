import { useState } from 'react';

/**
 * A page's state kept alive within the session (seed 000 routes table): the page comes back as it was left.
 * Called once at module level; the returned hook reads and writes that one kept value.
 */
export function keptAlive<T>(initial: T): () => [T, (next: T) => void] {
  let kept = initial;
  return function useKeptAlive() {
    const [value, setValue] = useState<T>(kept);
    const set = (next: T) => {
      kept = next;
      setValue(next);
    };
    return [value, set];
  };
}
