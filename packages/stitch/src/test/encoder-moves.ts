import type { StitchRecord, Thread } from '../model.ts';

/** A design as the test encoders take it: records at absolute positions and the threads. */
export interface EncodeInput {
  records: StitchRecord[];
  threads: Thread[];
  name?: string;
}

/** Steps of at most `max` in each axis whose sum is exactly (dx, dy). */
export function splitMove(dx: number, dy: number, max: number): [number, number][] {
  const n = Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / max));
  const steps: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    steps.push([
      Math.round((dx * (i + 1)) / n) - Math.round((dx * i) / n),
      Math.round((dy * (i + 1)) / n) - Math.round((dy * i) / n),
    ]);
  }
  return steps;
}

/** Walks the records as (kind, dx, dy) moves from the previous position. */
export function moves(
  records: StitchRecord[],
  visit: (kind: StitchRecord['kind'], dx: number, dy: number) => void,
): void {
  let x = 0;
  let y = 0;
  for (const r of records) {
    visit(r.kind, r.x - x, r.y - y);
    x = r.x;
    y = r.y;
  }
}
