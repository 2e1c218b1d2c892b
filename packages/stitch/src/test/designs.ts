import { STITCH, type StitchRecord, type StitchRecords, type Thread } from '../model.ts';
import type { EncodeInput } from './encoder.ts';

/** Threads from the PEC palette (so a PES without a thread list reads them back by index). */
export const PEC_THREADS: Thread[] = [
  { hex: '#ed171f', name: 'Red' },
  { hex: '#0a55a3', name: 'Blue' },
  { hex: '#ffff00', name: 'Yellow' },
];
/** The same colours from the JEF palette. */
export const JEF_THREADS: Thread[] = [
  { hex: '#ff0000', name: 'Red' },
  { hex: '#0b2f84', name: 'Blue' },
  { hex: '#ffff17', name: 'Yellow' },
];

/** Records from a compact script: [kind, x, y] at absolute positions (0.1 mm, y down). */
export function script(...steps: [StitchRecord['kind'], number, number][]): StitchRecord[] {
  return steps.map(([kind, x, y]) => ({ kind, x, y }));
}

/**
 * Three colour blocks: a zigzag, a trim and a long move inside the block, a colour change with a
 * trim before it and one without (a trim after a colour change, with nothing sewn since, has nothing
 * to cut). Every move is a trim followed by a jump longer than 25.6 mm,
 * which every format can hold (VP3 sews shorter moves).
 */
export function sampleDesign(threads: Thread[] = PEC_THREADS): EncodeInput {
  const records: StitchRecord[] = [];
  const add = (kind: StitchRecord['kind'], x: number, y: number): void => {
    records.push({ kind, x, y });
  };
  const zigzag = (x0: number, y0: number, n: number): void => {
    for (let i = 0; i < n; i++) add('stitch', x0 + i * 5, y0 + (i % 2 === 0 ? 0 : 40));
  };
  add('stitch', 0, 0);
  zigzag(0, 0, 20);
  add('trim', 95, 40);
  add('jump', 400, 300);
  zigzag(400, 300, 10);
  add('trim', 445, 340);
  add('color-change', 445, 340);
  add('jump', 100, 700);
  zigzag(100, 700, 12);
  add('color-change', 155, 740); // no trim before this change
  zigzag(160, 740, 8);
  add('end', 195, 780);
  return { records, threads, name: 'SAMPLE' };
}

/**
 * `stitches` stitches in runs of short steps over a 100 x 100 mm square, a trim and jump every
 * 500 stitches and a colour change every 20,000: the shape of a large production design.
 */
export function largeDesign(stitches: number, threads: Thread[] = PEC_THREADS): EncodeInput {
  const records: StitchRecord[] = [];
  let seed = 42;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  let x = 0;
  let y = 0;
  let block = 0;
  for (let i = 0; i < stitches; i++) {
    if (i > 0 && i % 20000 === 0) {
      records.push({ kind: 'trim', x, y });
      records.push({ kind: 'color-change', x, y });
      block++;
    } else if (i > 0 && i % 500 === 0) {
      records.push({ kind: 'trim', x, y });
      x = x > 500 ? x - 300 : x + 300;
      records.push({ kind: 'jump', x, y });
    }
    x = Math.min(1000, Math.max(0, x + Math.round(random() * 60 - 30)));
    y = Math.min(1000, Math.max(0, y + Math.round(random() * 60 - 30)));
    records.push({ kind: 'stitch', x, y });
  }
  records.push({ kind: 'end', x, y });
  return { records, threads: Array.from({ length: block + 1 }, (_, i) => threads[i % threads.length]) };
}

/**
 * `largeDesign` with satin stitches 20–40 mm long: every 10th stitch goes out across and the next
 * comes back, longer than a DST, EXP, JEF or XXX record holds. The shape of a large design a
 * conversion must sew one penetration each.
 */
export function largeLongStitchDesign(stitches: number, threads: Thread[] = PEC_THREADS): EncodeInput {
  const input = largeDesign(stitches, threads);
  let n = 0;
  const records = input.records.map((r) => {
    if (r.kind !== 'stitch' || n++ % 10 !== 5) return r;
    const across = 200 + ((n * 37) % 201);
    return { ...r, x: r.x > 500 ? r.x - across : r.x + across };
  });
  return { ...input, records };
}

/** The stitch positions as x,y pairs in one flat array, cheap to compare for 100,000 stitches. */
export function stitchPoints(records: StitchRecord[] | StitchRecords): Int32Array {
  const out: number[] = [];
  if (Array.isArray(records)) {
    for (const r of records) if (r.kind === 'stitch') out.push(r.x, r.y);
  } else {
    for (let i = 0; i < records.count; i++)
      if (records.kinds[i] === STITCH) out.push(records.xs[i], records.ys[i]);
  }
  return Int32Array.from(out);
}

/** Index of the first value that differs (or the shorter length), -1 when both are the same. */
export function firstDifference(a: Int32Array, b: Int32Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : n;
}

export const countKind = (records: StitchRecord[], kind: StitchRecord['kind']): number =>
  records.filter((r) => r.kind === kind).length;

/**
 * Satin columns of 20–40 mm stitches (longer than a DST, EXP, JEF or XXX record holds) in random
 * directions, with short runs between them, moves with the thread on (5–30 mm), trims and colour
 * changes: the stitches a conversion must sew one each. `seed` picks the design.
 */
export function longStitchDesign(seed: number, threads: Thread[] = PEC_THREADS): EncodeInput {
  const records: StitchRecord[] = [];
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const between = (low: number, high: number): number => low + Math.round(random() * (high - low));
  // Kept within a 300 × 300 mm field, as any hoop is.
  const clamp = (v: number): number => Math.max(-1500, Math.min(1500, v));
  let x = between(-200, 200);
  let y = between(-200, 200);
  let block = 0;
  records.push({ kind: 'jump', x, y });
  for (let column = 0; column < 12; column++) {
    const angle = random() * 2 * Math.PI;
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    for (let i = 0; i < between(4, 10); i++) {
      const length = between(200, 400);
      const side = i % 2 === 0 ? 1 : -1;
      x = clamp(x + Math.round(side * length * ux + 20 * uy));
      y = clamp(y + Math.round(side * length * uy - 20 * ux));
      records.push({ kind: 'stitch', x, y });
    }
    for (let i = 0; i < between(0, 6); i++) {
      x = clamp(x + between(-30, 30));
      y = clamp(y + between(-30, 30));
      records.push({ kind: 'stitch', x, y });
    }
    const next = random();
    if (next < 0.3) {
      x = clamp(x + between(-300, 300));
      y = clamp(y + between(-300, 300));
      records.push({ kind: 'jump', x, y });
    } else if (next < 0.5) {
      records.push({ kind: 'trim', x, y });
      x = clamp(x + between(-500, 500));
      y = clamp(y + between(-500, 500));
      records.push({ kind: 'jump', x, y });
    } else if (next < 0.65) {
      records.push({ kind: 'trim', x, y });
      records.push({ kind: 'color-change', x, y });
      block++;
    }
    records.push({ kind: 'stitch', x, y });
  }
  records.push({ kind: 'end', x, y });
  return {
    records,
    threads: Array.from({ length: block + 1 }, (_, i) => threads[i % threads.length]),
    name: `LONG ${seed}`,
  };
}
