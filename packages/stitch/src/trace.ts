import { COLOR_CHANGE, STITCH, type Design } from './model.ts';

/** Receives the visible thread of a design: jumps and trims lift the pen, stitches draw. */
export interface Pen {
  /** A colour block that sews at least one stitch begins. */
  block(index: number, hex: string): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
}

/**
 * Walks the first `upTo` stitches of a design in sewing order. Each stitch is a line from where the
 * needle was; moves without the needle (jumps, trims, colour changes) are never drawn.
 */
export function traceStitches(design: Design, pen: Pen, upTo = Infinity): void {
  let block = 0;
  let blockOpen = false;
  let drawing = false;
  let x = 0;
  let y = 0;
  let drawn = 0;
  const { count, kinds, xs, ys } = design.records;
  for (let i = 0; i < count; i++) {
    if (drawn >= upTo) break;
    const kind = kinds[i];
    if (kind === STITCH) {
      if (!blockOpen) {
        const thread = design.threads[block] ?? design.threads[design.threads.length - 1];
        pen.block(block, thread?.hex ?? '#000000');
        blockOpen = true;
      }
      if (!drawing) {
        pen.moveTo(x, y);
        drawing = true;
      }
      pen.lineTo(xs[i], ys[i]);
      drawn++;
    } else if (kind === COLOR_CHANGE) {
      block++;
      blockOpen = false;
      drawing = false;
    } else drawing = false;
    x = xs[i];
    y = ys[i];
  }
}
