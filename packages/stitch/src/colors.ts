import { COLOR_CHANGE, type ColorSource, type RawDesign, type Thread } from './model.ts';

/**
 * Threads for files that carry no colours and orders that name none: distinct, easy to tell apart
 * on screen and on paper, repeated when a design has more stops.
 */
export const DEFAULT_THREADS: readonly Thread[] = [
  { hex: '#1f3a93', name: 'Navy' },
  { hex: '#d0312d', name: 'Red' },
  { hex: '#f2b134', name: 'Gold' },
  { hex: '#2e8b57', name: 'Green' },
  { hex: '#222222', name: 'Black' },
  { hex: '#6a3d9a', name: 'Purple' },
  { hex: '#f57c00', name: 'Orange' },
  { hex: '#4fa3d9', name: 'Sky Blue' },
  { hex: '#e75480', name: 'Pink' },
  { hex: '#8b5a2b', name: 'Brown' },
  { hex: '#888888', name: 'Grey' },
  { hex: '#008080', name: 'Teal' },
];

export function countBlocks(design: Pick<RawDesign, 'records'>): number {
  const { count, kinds } = design.records;
  let blocks = 1;
  for (let i = 0; i < count; i++) if (kinds[i] === COLOR_CHANGE) blocks++;
  return blocks;
}

/** `n` threads taken in turn from `palette`, starting again from the first when it runs out. */
function cycle(palette: readonly Thread[], n: number): Thread[] {
  return Array.from({ length: n }, (_, i) => palette[i % palette.length]);
}

function normalize(thread: Thread): Thread {
  return { ...thread, hex: thread.hex.toLowerCase() };
}

/**
 * `n` threads from `palette` where the file numbers its blocks' colours: each new number takes the
 * next thread, a number met again the thread it had.
 */
function bySlot(palette: readonly Thread[], slots: readonly number[], n: number): Thread[] {
  const taken = new Map<number, Thread>();
  return Array.from({ length: n }, (_, i) => {
    const slot = slots[i] ?? slots[slots.length - 1] ?? 0;
    let thread = taken.get(slot);
    if (!thread) {
      thread = palette[taken.size % palette.length];
      taken.set(slot, thread);
    }
    return thread;
  });
}

/**
 * One thread per colour block: the file's own colours when it has any, else the order's colours
 * (in the order given, repeated when the design has more stops), else the default sequence. Where
 * the file numbers its colours without naming them (`threadSlots`), a number met again keeps its
 * colour.
 */
export function resolveThreads(
  raw: RawDesign,
  orderColors?: readonly Thread[],
): { threads: Thread[]; colorSource: ColorSource } {
  const blocks = countBlocks(raw);
  if (raw.threads.length > 0)
    return { threads: cycle(raw.threads, blocks).map(normalize), colorSource: 'file' };
  const order = (orderColors ?? []).filter((c) => /^#[0-9a-f]{6}$/i.test(c.hex));
  const pick = (palette: readonly Thread[]): Thread[] =>
    raw.threadSlots?.length ? bySlot(palette, raw.threadSlots, blocks) : cycle(palette, blocks);
  if (order.length > 0) return { threads: pick(order).map(normalize), colorSource: 'order' };
  return { threads: pick(DEFAULT_THREADS), colorSource: 'default' };
}
