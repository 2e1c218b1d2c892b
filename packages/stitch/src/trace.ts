import type { Design } from './model.ts';

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
  for (const r of design.records) {
    if (drawn >= upTo) break;
    if (r.kind === 'stitch') {
      if (!blockOpen) {
        const thread = design.threads[block] ?? design.threads[design.threads.length - 1];
        pen.block(block, thread?.hex ?? '#000000');
        blockOpen = true;
      }
      if (!drawing) {
        pen.moveTo(x, y);
        drawing = true;
      }
      pen.lineTo(r.x, r.y);
      drawn++;
    } else if (r.kind === 'color-change') {
      block++;
      blockOpen = false;
      drawing = false;
    } else drawing = false;
    x = r.x;
    y = r.y;
  }
}
