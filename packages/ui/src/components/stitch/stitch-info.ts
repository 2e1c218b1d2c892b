import type { FileRef, StitchInfo } from '@stitchdesk/shared';

export type { StitchInfo };

/** A file the API recognised as a stitch file. */
export interface StitchFile extends FileRef {
  stitch: StitchInfo;
}
