import { useEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value`, for callbacks made once (a queue's hooks, a file
 * read finishing later) that must see what is current when they run, not what was at creation.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
