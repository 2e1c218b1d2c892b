import { DEFAULT_THREADS } from '../colors.ts';
import type { Design, Thread } from '../model.ts';

export const rgbOf = (thread: Thread): number => parseInt(thread.hex.slice(1, 7), 16) || 0;

/** One thread per colour block (`blocks` = colour changes + 1), the design's own repeated if short. */
export function blockThreads(design: Pick<Design, 'threads'>, blocks: number): Thread[] {
  const source = design.threads.length > 0 ? design.threads : DEFAULT_THREADS;
  return Array.from({ length: blocks }, (_, i) => source[i % source.length]);
}

/**
 * A perceptual-enough RGB distance ("redmean": red weighs more in reds, blue in blues), so an exact
 * match is always 0 and near colours rank as the eye ranks them; good for picking a palette slot.
 */
export function colorDistance(a: number, b: number): number {
  const r1 = (a >> 16) & 0xff;
  const r2 = (b >> 16) & 0xff;
  const rMean = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = ((a >> 8) & 0xff) - ((b >> 8) & 0xff);
  const db = (a & 0xff) - (b & 0xff);
  return (2 + rMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rMean) / 256) * db * db;
}

/**
 * The palette slot nearest each thread. Slot 0 of the PEC and JEF palettes is a placeholder and is
 * never chosen. Different threads get different slots while slots remain (two navy-ish threads must
 * not sew with the same needle), the nearest free one for a thread met later, but a thread the palette
 * holds exactly always gets its own slot; the same thread always gets the same slot.
 */
export function paletteIndices(threads: readonly Thread[], palette: readonly Thread[]): number[] {
  const rgbs = palette.map(rgbOf);
  const taken = new Set<number>();
  const byHex = new Map<string, number>();
  const nearest = (rgb: number, free: boolean): number => {
    let best = -1;
    let bestDistance = Infinity;
    for (let i = 1; i < rgbs.length; i++) {
      if (free && taken.has(i)) continue;
      const d = colorDistance(rgb, rgbs[i]);
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    return best;
  };
  for (const thread of threads) {
    const exact = rgbs.indexOf(rgbOf(thread), 1);
    if (exact > 0 && !taken.has(exact)) {
      taken.add(exact);
      byHex.set(thread.hex.toLowerCase(), exact);
    }
  }
  return threads.map((thread) => {
    const hex = thread.hex.toLowerCase();
    let index = byHex.get(hex);
    if (index === undefined) {
      const rgb = rgbOf(thread);
      index = taken.size < rgbs.length - 1 ? nearest(rgb, true) : nearest(rgb, false);
      taken.add(index);
      byHex.set(hex, index);
    }
    return index;
  });
}
