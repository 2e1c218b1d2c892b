import { describe, expect, it } from 'vitest';
import { readStitchFile } from './read.ts';
import { renderSvg } from './svg.ts';
import { PEC_THREADS, largeDesign, sampleDesign } from './test/designs.ts';
import { encode } from './test/encoder.ts';

function design(bytes: Uint8Array) {
  const result = readStitchFile(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.design;
}

const paths = (svg: string) =>
  [...svg.matchAll(/<path stroke="([^"]+)" d="([^"]+)"/g)].map((m) => ({ hex: m[1], d: m[2] }));

/** Absolute line segments of a path made of M, m and l commands. */
function segments(d: string): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([Mml])([^Mml]*)/g)) {
    const n = args.trim().split(/\s+/).map(Number);
    if (command === 'M') [x, y] = n;
    else if (command === 'm') [x, y] = [x + n[0], y + n[1]];
    else
      for (let i = 0; i < n.length; i += 2) {
        out.push([x, y, x + n[i], y + n[i + 1]]);
        x += n[i];
        y += n[i + 1];
      }
  }
  return out;
}

describe('renderSvg', () => {
  const sample = design(encode('PES', sampleDesign(PEC_THREADS)));

  it('draws one path per colour block in its thread colour', () => {
    const svg = renderSvg(sample);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="-20 -20 485 820"')).toBe(true);
    expect(paths(svg).map((p) => p.hex)).toEqual(['#ed171f', '#0a55a3', '#ffff00']);
  });

  it('draws every stitch and no jump', () => {
    const drawn = paths(renderSvg(sample)).flatMap((p) => segments(p.d));
    expect(drawn).toHaveLength(51); // each stitch is a segment from the needle's last position
    // The jumps of the sample go from (95,40) to (400,300) and from (445,340) to (100,700).
    const isJump = ([x1, y1, x2, y2]: number[]) =>
      (x1 === 95 && y1 === 40 && x2 === 400 && y2 === 300) ||
      (x1 === 445 && y1 === 340 && x2 === 100 && y2 === 700);
    expect(drawn.some(isJump)).toBe(false);
    expect(drawn.every(([x1, y1, x2, y2]) => Math.abs(x2 - x1) <= 40 && Math.abs(y2 - y1) <= 40)).toBe(true);
  });

  it('plays the sew-out up to a stitch', () => {
    const svg = renderSvg(sample, { upTo: 35 });
    expect(paths(svg).map((p) => p.hex)).toEqual(['#ed171f', '#0a55a3']);
    expect(paths(svg).flatMap((p) => segments(p.d))).toHaveLength(35); // 31 in the first block, 4 in the second
  });

  it('stays compact for 100,000 stitches', () => {
    const svg = renderSvg(design(encode('DST', largeDesign(100_000)))).length;
    expect(svg).toBeLessThan(100_000 * 8);
  });

  it('renders an empty design as an empty picture', () => {
    const empty = design(encode('DST', { records: [{ kind: 'end', x: 0, y: 0 }], threads: [] }));
    expect(paths(renderSvg(empty))).toEqual([]);
  });
});
