import type { FileRef } from '@stitchdesk/shared';

/**
 * What the API says about a stitch file (on an upload, an attachment or a delivered file), beside
 * the file's `url` and `name`. `threads` are in sewing order, one per stop; `colorSource` says where
 * the colours come from (formats such as DST carry none); `stops` carry the stitches per stop.
 */
export interface StitchInfo {
  format: string;
  stitches: number;
  colors: number;
  trims: number;
  jumps: number;
  widthMm: number;
  heightMm: number;
  runMinutes: number;
  threads: { hex: string; name?: string }[];
  previewUrl: string;
  colorSource?: 'file' | 'order' | 'default';
  stops?: { index: number; hex: string; name?: string; stitches: number }[];
}

export interface StitchFile extends FileRef {
  stitch: StitchInfo;
}

/** Reads the optional `stitch` field an API file entry may carry beside `url` (and `name`). */
export function stitchOf(entry: unknown): StitchInfo | null {
  if (!entry || typeof entry !== 'object' || !('stitch' in entry)) return null;
  const { stitch } = entry as { stitch?: unknown };
  if (!stitch || typeof stitch !== 'object') return null;
  const info = stitch as Partial<StitchInfo>;
  return typeof info.previewUrl === 'string' && typeof info.stitches === 'number'
    ? (info as StitchInfo)
    : null;
}
