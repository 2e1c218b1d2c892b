import { useEffect, useState } from 'react';

/** True while the window is scrolled MORE than `thresholdPx` (exactly the threshold is not enough). */
export function useScrolledPast(thresholdPx: number): boolean {
  // Starts unscrolled, as the prerendered HTML is; the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}
