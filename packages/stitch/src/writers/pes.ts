import type { Design, Thread } from '../model.ts';
import { PEC_PALETTE } from '../palettes/pec.ts';
import { Output } from './output.ts';
import { writePec } from './pec.ts';
import { writePesObjects } from './pes-objects.ts';
import { blockThreads, paletteIndices, rgbOf } from './threads.ts';
import { measure } from './walk.ts';

export type PesVersion = 1 | 6;

export interface PesOptions {
  /** 1 for older Brother machines (colours from the PEC palette only); 6 lists each thread. */
  pesVersion?: PesVersion;
}

/** Space after the PEC block in version 6: the colour list again, padded, and 0x90 bytes a thread. */
const ADDENDUM_LIST_BYTES = 128;
const ADDENDUM_THREAD_BYTES = 0x90;

function pesString(out: Output, text: string | undefined): void {
  const value = (text ?? '').slice(0, 255);
  out.byte(value.length);
  out.latin1(value);
}

function threadRecord(out: Output, thread: Thread): void {
  pesString(out, thread.catalogNumber);
  out.u24be(rgbOf(thread));
  out.byte(0);
  out.u32le(0x0a); // a custom colour, not one of a built-in chart
  pesString(out, thread.name);
  pesString(out, ''); // brand
  pesString(out, ''); // chart
}

/** Version 6's design-page settings after the metadata (18 values: hoop, page, grid; a 100 mm page). */
const V6_PAGE = [0, 0, 0x64, 0x64, 0, 0xc8, 0xc8, 0x64, 0x64, 0x64, 0x07, 0x13, 1, 1, 0, 100, 1, 0];

/**
 * Brother PES: a header naming where the PEC block starts, the design as PE-Design objects, then
 * the PEC block machines sew from. Version 1 has no thread list (its colours are the PEC palette's
 * nearest); version 6 adds the metadata (name), one thread record per colour block (RGB, catalogue
 * number, name) and after the PEC block the colour list again.
 */
export function writePes(design: Design, options: PesOptions = {}): Uint8Array {
  const version = options.pesVersion ?? 6;
  const extents = measure(design.records);
  const blocks = extents.colorChanges + 1;
  const threads = blockThreads(design, blocks);
  // The objects take 4 bytes a stitch, the PEC block about 2.
  const out = new Output(2048 + design.records.count * 7 + (228 + 0x90 + 64) * (blocks + 1));
  out.latin1(version === 6 ? '#PES0060' : '#PES0001');
  const pecOffsetAt = out.length;
  out.u32le(0);
  const objects = extents.stitches > 0 ? 1 : 0;
  if (version === 1) {
    out.u16le(1); // scale to fit
    out.u16le(1); // the 130 × 180 mm hoop
    out.u16le(objects);
    const codes = paletteIndices(threads, PEC_PALETTE);
    if (objects) writePesObjects(out, design.records, extents, (block) => codes[block]);
    else out.bytes(0, 0, 0, 0);
  } else {
    out.u16le(1); // the 130 × 180 mm hoop
    out.latin1('02');
    pesString(out, design.name);
    for (let i = 0; i < 4; i++) pesString(out, ''); // category, author, keywords, comments
    for (const v of V6_PAGE) out.u16le(v);
    out.byte(0); // no background image
    for (const v of [1, 0, 0, 1, 0, 0]) out.f32le(v);
    out.u16le(0); // programmable fill patterns
    out.u16le(0); // motif patterns
    out.u16le(0); // feather patterns
    out.u16le(threads.length);
    for (const thread of threads) threadRecord(out, thread);
    out.u16le(objects);
    if (objects) {
      // Colour codes index the thread list above: one record per colour block.
      const log = writePesObjects(out, design.records, extents, (block) => block);
      out.u32le(0);
      out.u32le(0);
      log.forEach((_, i) => {
        out.u32le(i);
        out.u32le(0);
      });
    } else out.bytes(0, 0, 0, 0);
  }
  out.patchU32le(pecOffsetAt, out.length);
  const indices = writePec(out, design, extents);
  if (version === 6) {
    out.byte(indices.length - 1);
    for (const index of indices.slice(0, ADDENDUM_LIST_BYTES - 1)) out.byte(index);
    out.fill(0x20, Math.max(0, ADDENDUM_LIST_BYTES - 1 - indices.length));
    out.fill(0, ADDENDUM_THREAD_BYTES * threads.length);
    out.u16le(0);
  }
  return out.finish();
}
