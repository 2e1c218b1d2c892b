import { useEffect, useRef } from 'react';
import { useLatest } from '../lib/use-latest.ts';

/**
 * Closes an open pop-up on Escape or on a press outside the element the returned ref is put on,
 * the way menus and panels that float over the page are expected to behave.
 */
export function useDismiss<T extends HTMLElement>(open: boolean, close: () => void) {
  const wrapper = useRef<T>(null);
  const closeNow = useLatest(close);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeNow.current();
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && event.target instanceof Node && !wrapper.current.contains(event.target))
        closeNow.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, closeNow]);
  return wrapper;
}
