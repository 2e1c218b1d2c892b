import type { FileRef } from '@stitchdesk/shared';
import { Card } from '../Card.tsx';
import { ATTACHMENTS_ZIP_NAME } from '../../lib/zip.ts';
import { StitchFiles } from '../stitch/StitchFiles.tsx';
import type { StitchFile } from '../stitch/stitch-info.ts';
import { FileGrid } from './FileTile.tsx';
import { ZipButton } from './ZipButton.tsx';

/**
 * The "Attachments" card of an order or a revision: a ZIP of every attachment, then `gridFiles` as
 * tiles and `stitchFiles` as their preview cards.
 */
export function AttachmentsCard({
  attachments,
  gridFiles,
  stitchFiles,
  orderTitle,
}: {
  attachments: readonly FileRef[];
  gridFiles: readonly FileRef[];
  stitchFiles: readonly StitchFile[];
  orderTitle: string | undefined;
}) {
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Attachments</h2>
        <ZipButton
          label="Download ZIP"
          zipName={ATTACHMENTS_ZIP_NAME}
          files={attachments}
          orderTitle={orderTitle}
        />
      </div>
      {attachments.length ? (
        <>
          <FileGrid files={gridFiles} label="Attachments" />
          <StitchFiles files={stitchFiles} label="Attached stitch files" />
        </>
      ) : (
        <p className="text-slate-500">No attachments available</p>
      )}
    </Card>
  );
}
