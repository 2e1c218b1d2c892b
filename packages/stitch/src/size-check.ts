import type { StitchSummary } from './summary.ts';

/** Millimetres in an inch: stitch files measure in mm, orders are asked for in inches. */
export const MM_PER_INCH = 25.4;

/** The staff check before delivery: more than 5% off the ordered size in either dimension is flagged. */
export const SIZE_TOLERANCE = 0.05;

export interface OrderedSize {
  /** Inches, as the order states them; a missing dimension is not checked. */
  widthIn?: number | null;
  heightIn?: number | null;
}

export interface SizeCheck {
  widthMm: number;
  heightMm: number;
  orderedWidthMm: number | null;
  orderedHeightMm: number | null;
  /** Signed relative differences, e.g. 0.08 = 8% larger than ordered; null when not ordered. */
  widthDeviation: number | null;
  heightDeviation: number | null;
  /** True when a checked dimension is off by more than the tolerance. */
  flagged: boolean;
}

function deviation(actualMm: number, orderedIn: number | null | undefined): number | null {
  if (!orderedIn || orderedIn <= 0) return null;
  return actualMm / (orderedIn * MM_PER_INCH) - 1;
}

/** Compares the design's stitched extent with the size the order asked for. */
export function checkSize(
  summary: StitchSummary,
  ordered: OrderedSize,
  tolerance = SIZE_TOLERANCE,
): SizeCheck {
  const widthDeviation = deviation(summary.widthMm, ordered.widthIn);
  const heightDeviation = deviation(summary.heightMm, ordered.heightIn);
  const off = (d: number | null) => d !== null && Math.abs(d) > tolerance + 1e-9;
  return {
    widthMm: summary.widthMm,
    heightMm: summary.heightMm,
    orderedWidthMm: ordered.widthIn ? Math.round(ordered.widthIn * MM_PER_INCH * 10) / 10 : null,
    orderedHeightMm: ordered.heightIn ? Math.round(ordered.heightIn * MM_PER_INCH * 10) / 10 : null,
    widthDeviation,
    heightDeviation,
    flagged: off(widthDeviation) || off(heightDeviation),
  };
}
