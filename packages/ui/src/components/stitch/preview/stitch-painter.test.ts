import { describe, expect, it } from 'vitest';
import { StitchPainter, type PaintStyle } from './stitch-painter.ts';
import type { StitchTrack } from './stitch-track.ts';

/** Canvas stand-ins (jsdom draws nothing): a path that records its commands, a context its strokes. */
class RecordedPath {
  commands: string[] = [];
  moveTo(x: number, y: number) {
    this.commands.push(`M${x},${y}`);
  }
  lineTo(x: number, y: number) {
    this.commands.push(`L${x},${y}`);
  }
}

function recordingContext() {
  const strokes: { style: string; width: number; mode: string; path: string[] }[] = [];
  const ctx = {
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    globalCompositeOperation: 'source-over',
    save() {},
    restore() {},
    setTransform() {},
    translate() {},
    stroke(path: RecordedPath) {
      strokes.push({
        style: ctx.strokeStyle,
        width: ctx.lineWidth,
        mode: ctx.globalCompositeOperation,
        path: path.commands,
      });
    },
  };
  return { ctx, strokes };
}

/** Four stitches: a navy run of three (the third after a move), then one white. */
const TRACK: StitchTrack = {
  count: 4,
  sx: Float32Array.of(0, 1, 5, 6),
  sy: Float32Array.of(0, 0, 5, 6),
  ex: Float32Array.of(1, 2, 6, 7),
  ey: Float32Array.of(0, 0, 6, 7),
  lifted: Uint8Array.of(1, 0, 1, 1),
  stops: [
    { hex: '#1f2a5c', first: 0, end: 3 },
    { hex: '#ffffff', first: 3, end: 4 },
  ],
  extent: { xMm: 0, yMm: 0, widthMm: 7, heightMm: 7 },
};
const STYLE: PaintStyle = {
  fit: { scale: 10, offsetX: 0, offsetY: 0 },
  threadPx: 4,
  highlight: false,
  outlinePx: 1,
};

const painter = () => new StitchPainter(TRACK, () => new RecordedPath() as unknown as Path2D);

describe('StitchPainter', () => {
  it('strokes one path a stop in its own colour, the thread width in mm, moves not drawn', () => {
    const { ctx, strokes } = recordingContext();
    painter().draw(ctx as never, 0, 4, STYLE);
    expect(strokes[0]).toEqual({
      style: '#1f2a5c',
      width: 0.4,
      mode: 'source-over',
      path: ['M0,0', 'L1,0', 'L2,0', 'M5,5', 'L6,6'],
    });
    // White gets a darker edge under what is drawn, then the thread itself.
    expect(strokes.slice(1).map(({ style, mode, width }) => [style, mode, Math.round(width * 100)])).toEqual([
      ['#999999', 'destination-over', 60],
      ['#ffffff', 'source-over', 40],
    ]);
  });

  it('adds only the stitches sewn since the last frame, starting at the first one', () => {
    const { ctx, strokes } = recordingContext();
    painter().draw(ctx as never, 1, 2, STYLE);
    expect(strokes).toHaveLength(1);
    expect(strokes[0].path).toEqual(['M1,0', 'L2,0']);
  });

  it('draws the sheen, lighter and narrower, when the thread is wide enough', () => {
    const { ctx, strokes } = recordingContext();
    painter().draw(ctx as never, 0, 3, { ...STYLE, highlight: true });
    expect(strokes.map((s) => s.style)).toEqual(['#1f2a5c', '#848aa5']);
    expect(strokes[1].width).toBeCloseTo(0.14);
  });
});
