import { matchesMedia, useMediaQuery } from './use-media-query.ts';

const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion; hosts without matchMedia count as "no". */
export function prefersReducedMotion(): boolean {
  return matchesMedia(QUERY);
}

/** `usePrefersReducedMotion()` — live value of the reduced-motion media query. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
