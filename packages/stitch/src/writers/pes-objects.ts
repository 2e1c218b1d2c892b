import { COLOR_CHANGE, END, JUMP, STITCH, TRIM, type StitchRecords } from '../model.ts';
import type { Output } from './output.ts';
import type { Extents } from './walk.ts';

/** The hoop PE-Design places the design in (130 × 180 mm), and where it puts the hoop, 0.1 mm. */
const HOOP_WIDTH = 1300;
const HOOP_HEIGHT = 1800;
const PAGE_X = 350;
const PAGE_Y = 100;
/** Points in one segment fit its 16-bit count; a longer run continues in the next segment. */
const MAX_SEGMENT_POINTS = 0x7fff;
const SECTION_END = 0x8003;

function pesString16(out: Output, text: string): void {
  out.u16le(text.length);
  out.latin1(text);
}

/**
 * The design as the objects PE-Design edits (the PEC block after them is what machines sew): one
 * "CEmbOne" holding one "CSewSeg" whose segments are the stitch runs (flag 0) and the moves between
 * them (flag 1, from the last stitch to where the move ends), each with its colour code
 * (`colorCode(block)`), then the log of where each colour starts. Points are relative to the left
 * and bottom of the stitches. Returns the colour log as (segment, code) pairs.
 */
export function writePesObjects(
  out: Output,
  records: StitchRecords,
  extents: Extents,
  colorCode: (block: number) => number,
): [number, number][] {
  const width = extents.stitchMaxX - extents.stitchMinX;
  const height = extents.stitchMaxY - extents.stitchMinY;
  out.u16le(0xffff);
  out.u16le(0);
  pesString16(out, 'CEmbOne');
  out.fill(0, 16); // the object's extents before and after its transform, recomputed by PE-Design
  for (const v of [1, 0, 0, 1]) out.f32le(v);
  out.f32le(PAGE_X + HOOP_WIDTH / 2 - width / 2);
  out.f32le(PAGE_Y + height + HOOP_HEIGHT / 2 - height / 2);
  out.u16le(1);
  out.u16le(0);
  out.u16le(0);
  out.u16le(width);
  out.u16le(height);
  out.fill(0, 8);
  const sectionsAt = out.length;
  out.u16le(0); // segment count, patched below
  out.u16le(0xffff);
  out.u16le(0);
  pesString16(out, 'CSewSeg');

  const { count, kinds, xs, ys } = records;
  const originX = extents.stitchMinX;
  const originY = extents.stitchMaxY;
  const log: [number, number][] = [];
  let sections = 0;
  let block = 0;
  let lastCode = -1;
  let lastX = 0;
  let lastY = 0;
  const point = (x: number, y: number): void => {
    out.u16le(x - originX);
    out.u16le(y - originY);
  };
  const segment = (flag: number, points: number): void => {
    if (sections > 0) out.u16le(SECTION_END);
    const code = colorCode(block);
    if (code !== lastCode) {
      log.push([sections, code]);
      lastCode = code;
    }
    out.u16le(flag);
    out.u16le(code);
    out.u16le(points);
    sections++;
  };
  let i = 0;
  while (i < count && kinds[i] !== END) {
    const kind = kinds[i];
    if (kind === STITCH) {
      let n = 0;
      while (i + n < count && kinds[i + n] === STITCH && n < MAX_SEGMENT_POINTS) n++;
      segment(0, n);
      out.reserve(4 * n);
      for (let k = i; k < i + n; k++) point(xs[k], ys[k]);
      lastX = xs[i + n - 1];
      lastY = ys[i + n - 1];
      i += n;
      continue;
    }
    if (kind === JUMP || kind === TRIM) {
      let end = i;
      while (end + 1 < count && (kinds[end + 1] === JUMP || kinds[end + 1] === TRIM)) end++;
      if (xs[end] !== lastX || ys[end] !== lastY) {
        segment(1, 2);
        point(lastX, lastY);
        point(xs[end], ys[end]);
      }
      i = end + 1;
      continue;
    }
    if (kind === COLOR_CHANGE) block++;
    i++;
  }
  out.patchU16le(sectionsAt, sections);
  out.u16le(log.length);
  for (const [section, code] of log) {
    out.u16le(section);
    out.u16le(code);
  }
  out.u16le(0);
  out.u16le(0);
  return log;
}
