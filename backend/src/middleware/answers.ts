/*
 * The error statuses a middleware step may answer on its own (a limiter's 429), so that a route
 * declaring the step documents the answer without restating it (define-route.ts reads them).
 */

const ANSWERS = new WeakMap<object, readonly number[]>();

/** `step`, marked as one that may answer `statuses`. */
export function answering<M extends object>(statuses: readonly number[], step: M): M {
  ANSWERS.set(step, statuses);
  return step;
}

/** The statuses `step` was marked with, or none. */
export const answersOf = (step: object): readonly number[] => ANSWERS.get(step) ?? [];
