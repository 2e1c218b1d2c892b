import type { FileRef } from '@stitchdesk/shared';
import { Card } from '../Card.tsx';
import { ATTACHMENTS_ZIP_NAME } from '../../lib/zip.ts';
import { StitchFiles } from '../stitch/StitchFiles.tsx';
import type { StitchFile } from '../stitch/stitch-info.ts';
import type { WholeSummaryQuery } from '../stitch/use-all-stops.ts';
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
  wholeSummary,
}: {
  attachments: readonly FileRef[];
  gridFiles: readonly FileRef[];
  stitchFiles: readonly StitchFile[];
  orderTitle: string | undefined;
  /** How to fetch a stitch file's whole summary, when answers list the first stops only. */
  wholeSummary?: WholeSummaryQuery;
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
          <StitchFiles files={stitchFiles} label="Attached stitch files" wholeSummary={wholeSummary} />
        </>
      ) : (
        <p className="text-slate-500">No attachments available</p>
      )}
    </Card>
  );
}
