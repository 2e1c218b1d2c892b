import type { FileRef, StitchInfo } from '@stitchdesk/shared';

export type { StitchInfo };

/** A file the API recognised as a stitch file. */
export interface StitchFile extends FileRef {
  stitch: StitchInfo;
}

/** The `stitch` object an API file entry carries beside its `url`, if any (entries may be plain URLs). */
export function stitchOf(entry: unknown): StitchInfo | null {
  if (!entry || typeof entry !== 'object' || !('stitch' in entry)) return null;
  const { stitch } = entry as { stitch?: StitchInfo | null };
  return stitch && typeof stitch.previewUrl === 'string' ? stitch : null;
}
