import { STITCH, type StitchRecords } from './model.ts';

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A box that grows to take in each point added; `box()` is null until a point is. */
export function growingBox(): { add: (x: number, y: number) => void; box: () => Box | null } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  return {
    add: (x, y) => {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    },
    box: () => (minX === Infinity ? null : { minX, minY, maxX, maxY }),
  };
}

/** The box around the stitched points (0.1 mm), or null when nothing is sewn. */
export function stitchExtent(records: StitchRecords): Box | null {
  const extent = growingBox();
  const { count, kinds, xs, ys } = records;
  for (let i = 0; i < count; i++) if (kinds[i] === STITCH) extent.add(xs[i], ys[i]);
  return extent.box();
}
