import type { Fit } from './frame.ts';
import type { StitchTrack } from './stitch-track.ts';
import { threadPaint, type ThreadPaint } from './thread-colour.ts';

/** How the stitches are drawn on a canvas: where the design sits, and the thread's width there. */
export interface PaintStyle {
  /** Canvas pixels per mm and where the design's origin lands, in canvas pixels. */
  fit: Fit;
  /** Thread width, canvas pixels. */
  threadPx: number;
  /** Whether the thread is wide enough on screen for its sheen to show. */
  highlight: boolean;
  /** Width of a pale thread's darker edge on each side, canvas pixels. */
  outlinePx: number;
}

/** The sheen is a narrower lighter line, nudged up and left of the thread's middle. */
const SHEEN_WIDTH = 0.35;
const SHEEN_OFFSET = 0.18;

type Context = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'setTransform'
  | 'translate'
  | 'stroke'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'globalCompositeOperation'
>;

/**
 * Draws a design's stitches as thread: one path per stop (or per part of a stop), stroked in the
 * thread's own colour, then its sheen. Whole stops' paths are built once and kept, so a redraw of
 * the finished design costs a few strokes, and the sew-out adds only the stitches sewn since the
 * last frame. A pale thread's edge goes under everything already drawn (`destination-over`), so it
 * shows only where the thread meets the white, however many pieces it was drawn in.
 */
export class StitchPainter {
  private readonly stopPaths = new Map<number, Path2D>();
  private readonly paints: ThreadPaint[];
  private readonly track: StitchTrack;
  private readonly makePath: () => Path2D;

  constructor(track: StitchTrack, makePath: () => Path2D = () => new Path2D()) {
    this.track = track;
    this.makePath = makePath;
    this.paints = track.stops.map((stop) => threadPaint(stop.hex));
  }

  /** Draws stitches `from` (inclusive) to `to` (exclusive), 0-based, over what the canvas holds. */
  draw(ctx: Context, from: number, to: number, style: PaintStyle): void {
    const { fit } = style;
    const width = style.threadPx / fit.scale;
    ctx.save();
    ctx.setTransform(fit.scale, 0, 0, fit.scale, fit.offsetX, fit.offsetY);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    this.track.stops.forEach((stop, index) => {
      const first = Math.max(from, stop.first);
      const end = Math.min(to, stop.end);
      if (first >= end) return;
      const path =
        first === stop.first && end === stop.end ? this.stopPath(index) : this.segmentPath(first, end);
      const paint = this.paints[index];
      if (paint.outline) {
        ctx.globalCompositeOperation = 'destination-over';
        ctx.strokeStyle = paint.outline;
        ctx.lineWidth = width + (2 * style.outlinePx) / fit.scale;
        ctx.stroke(path);
        ctx.globalCompositeOperation = 'source-over';
      }
      ctx.strokeStyle = paint.base;
      ctx.lineWidth = width;
      ctx.stroke(path);
      if (style.highlight) {
        ctx.translate(-width * SHEEN_OFFSET, -width * SHEEN_OFFSET);
        ctx.strokeStyle = paint.highlight;
        ctx.lineWidth = width * SHEEN_WIDTH;
        ctx.stroke(path);
        ctx.translate(width * SHEEN_OFFSET, width * SHEEN_OFFSET);
      }
    });
    ctx.restore();
  }

  private stopPath(index: number): Path2D {
    let path = this.stopPaths.get(index);
    if (!path) {
      const stop = this.track.stops[index];
      path = this.segmentPath(stop.first, stop.end);
      this.stopPaths.set(index, path);
    }
    return path;
  }

  /** Stitches `first` to `end` as one path, in mm. */
  private segmentPath(first: number, end: number): Path2D {
    const { sx, sy, ex, ey, lifted } = this.track;
    const path = this.makePath();
    for (let i = first; i < end; i++) {
      if (i === first || lifted[i]) path.moveTo(sx[i], sy[i]);
      path.lineTo(ex[i], ey[i]);
    }
    return path;
  }
}
