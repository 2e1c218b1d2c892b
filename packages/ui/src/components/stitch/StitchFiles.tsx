import type { ReactNode } from 'react';
import { ApprovalSheetButton } from './ApprovalSheetButton.tsx';
import type { SheetOrder } from './approval-sheet.ts';
import { StitchFileCard } from './StitchFileCard.tsx';
import { WorksheetFailure } from './WorksheetFailure.tsx';
import type { StitchFile } from './stitch-info.ts';
import type { WholeSummaryQuery } from './use-all-stops.ts';

/**
 * The stitch files among a list, each with its preview and facts; nothing when there are none.
 * With `sheetOrder` (delivered files) each also offers its approval sheet, and says when its
 * worksheet could not be made (the Download Files ZIP then holds none). `held`: finished files held
 * until paid, so nothing that reads a file's bytes is offered (the preview picture is not held).
 */
export function StitchFiles({
  files,
  label,
  sheetOrder,
  actions,
  wholeSummary,
  held = false,
}: {
  files: readonly StitchFile[];
  label: string;
  sheetOrder?: SheetOrder;
  /** What else each card offers (the console's thread codes). */
  actions?: (file: StitchFile) => ReactNode;
  /** How to fetch a file's whole summary, when answers list the first stops only. */
  wholeSummary?: WholeSummaryQuery;
  held?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-4 flex flex-col gap-3">
      {files.map((file, index) => (
        <li key={`${file.url}-${index}`}>
          <StitchFileCard
            file={file}
            wholeSummary={wholeSummary}
            held={held}
            actions={
              sheetOrder || actions ? (
                <>
                  {sheetOrder ? (
                    <ApprovalSheetButton
                      file={file}
                      stitch={file.stitch}
                      order={sheetOrder}
                      disabled={held}
                    />
                  ) : null}
                  {actions?.(file)}
                  {sheetOrder && file.stitch.worksheetFailure ? (
                    <WorksheetFailure reason={file.stitch.worksheetFailure} />
                  ) : null}
                </>
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
