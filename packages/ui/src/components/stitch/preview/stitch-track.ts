import type { Design } from '@stitchdesk/stitch';
import { STITCH } from '@stitchdesk/stitch/model';
import { traceStitches } from '@stitchdesk/stitch/trace';
import type { BoxMm } from './frame.ts';

/** A colour stop's stitches: indices `first` (inclusive) to `end` (exclusive) of the track. */
export interface TrackStop {
  hex: string;
  first: number;
  end: number;
}

/**
 * A design's stitches as segments in sewing order, in mm, in flat arrays (a 100,000-stitch design
 * is 1.7 MB and no object per stitch): stitch i is a line from (sx, sy) to (ex, ey); `lifted[i]`
 * says the needle came there by a move, so the line does not continue the previous one.
 */
export interface StitchTrack {
  count: number;
  sx: Float32Array;
  sy: Float32Array;
  ex: Float32Array;
  ey: Float32Array;
  lifted: Uint8Array;
  stops: TrackStop[];
  /** The box around everything drawn, mm; null when nothing is sewn. */
  extent: BoxMm | null;
}

/** The track of a design, as the stitch package traces it (jumps and trims are never drawn). */
export function buildTrack(design: Design): StitchTrack {
  let n = 0;
  design.records.kinds.forEach((kind) => {
    if (kind === STITCH) n++;
  });
  const sx = new Float32Array(n);
  const sy = new Float32Array(n);
  const ex = new Float32Array(n);
  const ey = new Float32Array(n);
  const lifted = new Uint8Array(n);
  const stops: TrackStop[] = [];
  let i = 0;
  let penX = 0;
  let penY = 0;
  let moved = true;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  traceStitches(design, {
    block(_, hex) {
      if (stops.length > 0) stops[stops.length - 1].end = i;
      stops.push({ hex, first: i, end: i });
    },
    moveTo(x, y) {
      penX = x / 10;
      penY = y / 10;
      moved = true;
    },
    lineTo(x, y) {
      const xMm = x / 10;
      const yMm = y / 10;
      sx[i] = penX;
      sy[i] = penY;
      ex[i] = xMm;
      ey[i] = yMm;
      lifted[i] = moved ? 1 : 0;
      // Both ends: the first stitch after a move is drawn from where the move ended.
      minX = Math.min(minX, xMm, penX);
      maxX = Math.max(maxX, xMm, penX);
      minY = Math.min(minY, yMm, penY);
      maxY = Math.max(maxY, yMm, penY);
      penX = xMm;
      penY = yMm;
      moved = false;
      i++;
    },
  });
  if (stops.length > 0) stops[stops.length - 1].end = i;
  return {
    count: i,
    sx,
    sy,
    ex,
    ey,
    lifted,
    stops,
    extent: i === 0 ? null : { xMm: minX, yMm: minY, widthMm: maxX - minX, heightMm: maxY - minY },
  };
}
