import { describe, expect, it } from 'vitest';
import { MAX_SCALE, zoomAt } from './use-zoom-pan.ts';

describe('zoomAt', () => {
  it('keeps the point under the cursor in place', () => {
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2, 50, -20);
    expect(view).toEqual({ scale: 2, x: -50, y: 20 });
    // The point at (50, -20) on screen was (50, -20) in the picture; it still is.
    expect((50 - view.x) / view.scale).toBe(50);
    expect((-20 - view.y) / view.scale).toBe(-20);
  });

  it('stops at the largest zoom, and back at 1× puts the picture in the middle', () => {
    expect(zoomAt({ scale: MAX_SCALE, x: 10, y: 10 }, 2).scale).toBe(MAX_SCALE);
    expect(zoomAt({ scale: 1.5, x: 30, y: -40 }, 0.5)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
