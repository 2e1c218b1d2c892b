import { describe, expect, it } from 'vitest';
import { findingKey, markersOf, placeLabel } from './markers.ts';

describe('finding markers', () => {
  it('rings a stitch at its place and boxes an area, named for people', () => {
    const markers = markersOf({
      where: [
        { stitch: 1234, xMm: 12.3, yMm: -4.5 },
        { box: { xMm: 1, yMm: 2, widthMm: 2, heightMm: 2.25 } },
      ],
    });
    expect(markers).toEqual([
      { kind: 'ring', cx: 12.3, cy: -4.5, label: 'Stitch 1,234' },
      { kind: 'box', x: 1, y: 2, width: 2, height: 2.25, label: 'An area of 2 mm × 2.3 mm' },
    ]);
    expect(placeLabel({ stitch: 7, xMm: 0, yMm: 0 })).toBe('Stitch 7');
  });

  it('keys a finding by its code and format', () => {
    expect(findingKey({ code: 'long-stitches', format: 'DST' })).toBe('long-stitches-DST');
    expect(findingKey({ code: 'short-stitches' })).toBe('short-stitches-');
  });
});
