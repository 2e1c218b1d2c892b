import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planNeedles, type PlanThread } from './needle-plan.ts';
import { readStitchFile } from './read.ts';
import { summarize } from './summary.ts';

const multi = (() => {
  const bytes = readFileSync(new URL('./test/fixtures/multi.vp3', import.meta.url));
  const result = readStitchFile(new Uint8Array(bytes));
  if (!result.ok) throw new Error(result.error.message);
  return summarize(result.design).stops;
})();

/** The fewest re-threadings any plan can have, by trying every choice (small inputs only). */
function fewestRethreads(keys: string[], needles: number): number {
  const best = (i: number, held: string[]): number => {
    if (i === keys.length) return 0;
    if (held.includes(keys[i])) return best(i + 1, held);
    if (held.length < needles) return best(i + 1, [...held, keys[i]]);
    return (
      1 +
      Math.min(
        ...held.map((_, n) =>
          best(
            i + 1,
            held.map((k, m) => (m === n ? keys[i] : k)),
          ),
        ),
      )
    );
  };
  return best(0, []);
}

describe('planNeedles', () => {
  it('gives a colour that comes back the needle it had: red, navy, red, green, navy, gold on 4 needles', () => {
    expect(multi.map((s) => s.hex)).toEqual([
      '#c8102e',
      '#001f5b',
      '#c8102e',
      '#007a33',
      '#001f5b',
      '#ffb81c',
    ]);
    const plan = planNeedles(multi, 4);
    expect(plan.stops.map((s) => s.needle)).toEqual([1, 2, 1, 3, 2, 4]);
    expect(plan).toMatchObject({ needleCount: 4, threads: 4, fits: true, rethreads: [] });
    expect(plan.setup.map((s) => [s.needle, s.hex])).toEqual([
      [1, '#c8102e'],
      [2, '#001f5b'],
      [3, '#007a33'],
      [4, '#ffb81c'],
    ]);
  });

  it('says which stop re-threads which needle when there are more threads than needles', () => {
    const plan = planNeedles(multi, 3);
    expect(plan.fits).toBe(false);
    // Red, navy and green are not needed again after stop 5: gold goes on the first of them.
    expect(plan.stops.map((s) => s.needle)).toEqual([1, 2, 1, 3, 2, 1]);
    // (The independent writer names each thread by its colour.)
    expect(plan.rethreads).toEqual([
      {
        stop: 6,
        needle: 1,
        hex: '#ffb81c',
        name: '#ffb81c',
        rethread: { replaces: { hex: '#c8102e', name: '#c8102e' } },
      },
    ]);
    const single = planNeedles(multi, 1);
    expect(single.rethreads.map((r) => r.stop)).toEqual([2, 3, 4, 5, 6]);
    expect(single.stops.every((s) => s.needle === 1)).toBe(true);
  });

  it('re-threads as few times as any plan can', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let run = 0; run < 200; run++) {
      const keys = Array.from({ length: 3 + random(7) }, () => 'abcde'[random(5)]);
      const needles = 1 + random(3);
      const plan = planNeedles(
        keys.map((key) => ({ hex: '#000000', key })),
        needles,
      );
      expect(plan.rethreads.length, `${keys.join('')} on ${needles}`).toBe(fewestRethreads(keys, needles));
      // Every stop sews on a needle that holds its thread at that moment.
      const held = new Map<number, string>();
      plan.stops.forEach((s, i) => {
        if (s.rethread || !held.has(s.needle)) held.set(s.needle, keys[i]);
        expect(held.get(s.needle)).toBe(keys[i]);
      });
    }
  });

  it('tells threads apart by their key when given, else by colour', () => {
    const stops: PlanThread[] = [
      { hex: '#FFFFFF', key: 'Madeira 1001' },
      { hex: '#ffffff', key: 'Madeira 1002' },
      { hex: '#000000' },
      { hex: '#000000' },
    ];
    expect(planNeedles(stops, 15).stops.map((s) => s.needle)).toEqual([1, 2, 3, 3]);
  });

  it('takes 1 to 15 needles', () => {
    expect(() => planNeedles(multi, 0)).toThrow(RangeError);
    expect(() => planNeedles(multi, 16)).toThrow(RangeError);
    expect(() => planNeedles(multi, 2.5)).toThrow(RangeError);
    expect(planNeedles([], 6)).toMatchObject({ threads: 0, fits: true, stops: [], setup: [] });
  });
});
