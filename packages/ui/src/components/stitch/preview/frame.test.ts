import { describe, expect, it } from 'vitest';
import {
  fitBox,
  frameBox,
  gridLines,
  hoopBox,
  labelStepMm,
  MIN_THREAD_PX,
  threadWidthPx,
  unionBox,
} from './frame.ts';

const DESIGN = { xMm: -20, yMm: -10, widthMm: 44.5, heightMm: 78 };

describe('preview frame', () => {
  it('frames the whole design with a margin, and the hoop too when it is shown', () => {
    expect(frameBox(DESIGN, null, 2)).toEqual({ xMm: -22, yMm: -12, widthMm: 48.5, heightMm: 82 });
    const hoop = { xMm: -60, yMm: -20, widthMm: 130, heightMm: 50 };
    expect(unionBox(DESIGN, hoop)).toEqual({ xMm: -60, yMm: -20, widthMm: 130, heightMm: 88 });
    expect(frameBox(DESIGN, hoop, 0)).toEqual(unionBox(DESIGN, hoop));
  });

  it('fits a box whole into the picture, centred, with one scale for both axes', () => {
    const box = { xMm: 10, yMm: 20, widthMm: 50, heightMm: 100 };
    const fit = fitBox(box, 400, 400);
    expect(fit.scale).toBe(4);
    // The box's left and right edges land symmetrically, its top on 0 and bottom on 400.
    expect(fit.offsetX + 10 * fit.scale).toBe(100);
    expect(fit.offsetX + 60 * fit.scale).toBe(300);
    expect(fit.offsetY + 20 * fit.scale).toBe(0);
    expect(fit.offsetY + 120 * fit.scale).toBe(400);
  });

  it("draws the client's hoop centred on the design, or the design's size rounded up to 10 mm", () => {
    expect(hoopBox(DESIGN, { width: 180, height: 130 })).toEqual({
      xMm: 2.25 - 90,
      yMm: 29 - 65,
      widthMm: 180,
      heightMm: 130,
    });
    expect(hoopBox(DESIGN)).toEqual({ xMm: 2.25 - 25, yMm: 29 - 40, widthMm: 50, heightMm: 80 });
    expect(hoopBox({ xMm: 0, yMm: 0, widthMm: 0, heightMm: 3 }).widthMm).toBe(10);
  });

  it('puts a line every 10 mm from the design corner, and 1 mm lines only when they are 6 px apart', () => {
    const box = { xMm: -22, yMm: -12, widthMm: 48.5, heightMm: 25 };
    const coarse = gridLines(box, { xMm: -20, yMm: -10 }, 3);
    expect(coarse.majorX).toEqual([-20, -10, 0, 10, 20]);
    expect(coarse.majorY).toEqual([-10, 0, 10]);
    expect(coarse.minorX).toEqual([]);
    const fine = gridLines(box, { xMm: -20, yMm: -10 }, 6);
    expect(fine.minorX).toHaveLength(49 - 5);
    expect(fine.minorX).not.toContain(-10);
    expect(fine.minorX.slice(0, 3)).toEqual([-22, -21, -19]);
  });

  it('labels the grid sparsely enough that the numbers never run together', () => {
    expect(labelStepMm(3)).toBe(10);
    expect(labelStepMm(2)).toBe(20);
    expect(labelStepMm(1)).toBe(50);
    expect(labelStepMm(0.01)).toBe(500);
  });

  it('draws thread 0.4 mm wide, never thinner than the minimum on screen', () => {
    expect(threadWidthPx(10)).toBeCloseTo(4);
    expect(threadWidthPx(2)).toBe(MIN_THREAD_PX);
  });
});
