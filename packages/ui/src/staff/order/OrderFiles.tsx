import type { ReactNode } from 'react';
import type { FileRef } from '@stitchdesk/shared';
import { StitchFiles } from '../../components/stitch/StitchFiles.tsx';
import { withoutStitchFiles } from '../../components/stitch/stitch-files.ts';
import type { StitchFile } from '../../components/stitch/stitch-info.ts';
import { FileGallery } from './FileGallery.tsx';

/**
 * An order's files of one kind (the client's, or the delivered ones). A stitch file shows once, as
 * its preview card; the grid keeps the other files, and its empty text when there are none at all.
 */
export function OrderFiles({
  files,
  stitch,
  label,
  stitchLabel,
  emptyText,
  actions,
}: {
  files: FileRef[];
  stitch: readonly StitchFile[];
  label: string;
  stitchLabel: string;
  emptyText: string;
  actions?: (file: StitchFile) => ReactNode;
}) {
  const plain = withoutStitchFiles(files, stitch);
  return (
    <>
      {files.length === 0 || plain.length > 0 ? (
        <FileGallery files={plain} label={label} emptyText={emptyText} />
      ) : null}
      <StitchFiles files={stitch} label={stitchLabel} actions={actions} />
    </>
  );
}
