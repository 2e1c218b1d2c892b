import { STITCH, type StitchRecords } from './model.ts';

/** The box around the stitched points (0.1 mm), or null when nothing is sewn. */
export function stitchExtent(
  records: StitchRecords,
): { minX: number; minY: number; maxX: number; maxY: number } | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const { count, kinds, xs, ys } = records;
  for (let i = 0; i < count; i++) {
    if (kinds[i] !== STITCH) continue;
    const x = xs[i];
    const y = ys[i];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return minX === Infinity ? null : { minX, minY, maxX, maxY };
}
