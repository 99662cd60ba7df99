import { useCallback, useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@odontia/shared';

/** A value that settles DEBOUNCE_MS (300 ms) after its last change. */
export function useDebouncedValue<T>(value: T, ms = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A callback that runs once, DEBOUNCE_MS after the last call (the seeds' debounced OK buttons). */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, ms = DEBOUNCE_MS) {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), ms);
    },
    [ms],
  );
}
