import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from './use-reduced-motion.ts';

/** Ease-out cubic: fast start, gentle landing on the target. */
function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * Counts from 0 to `target` over `durationMs` with requestAnimationFrame once `start` is true.
 * With prefers-reduced-motion it jumps straight to the target.
 */
export function useCountUp(target: number, { durationMs = 1800, start = true } = {}): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!start) return;
    if (prefersReducedMotion() || durationMs <= 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setValue(Math.round(target * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, start]);

  return value;
}

/** True once the element has been on screen (immediately where IntersectionObserver is missing). */
function useSeenOnce<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/**
 * `<Counter target={1547} suffix="+" label="Orders Completed" />` — a big number that counts up when
 * it scrolls into view. Screen readers get the final figure once, not every frame.
 */
export function Counter({
  target,
  suffix = '',
  label,
  durationMs,
  className = '',
}: {
  target: number;
  suffix?: string;
  label: string;
  durationMs?: number;
  className?: string;
}) {
  const [ref, seen] = useSeenOnce<HTMLDivElement>();
  const value = useCountUp(target, { durationMs, start: seen });
  return (
    <div ref={ref} className={`flex flex-col items-center text-center ${className}`}>
      <span
        aria-hidden="true"
        data-testid="counter-value"
        className="text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl"
      >
        {value}
        {suffix}
      </span>
      <span className="sr-only">
        {target}
        {suffix} {label}
      </span>
      <span aria-hidden="true" className="mt-2 text-sm font-medium tracking-wide uppercase opacity-80">
        {label}
      </span>
    </div>
  );
}
