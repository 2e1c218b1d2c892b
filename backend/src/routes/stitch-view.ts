import type { AppDeps } from '../deps.ts';
import type { FileRow } from '../db/rows.ts';
import { ORDER_VIEW, type StitchView } from '../presenters/stitch.ts';
import { stitchReadingFor, type ClientStitchReading } from '../services/machines/stop-threads.ts';

/** `view` reading the stitch files as `reading` (stitchReadingFor's) says, when there is one. */
export function stitchViewWith(
  reading: ClientStitchReading | undefined,
  view: StitchView = ORDER_VIEW,
): StitchView {
  return reading ? { ...view, ...reading } : view;
}

/**
 * How an answer about one order shows its stitch files: as `view` says, every stop listed naming its
 * thread in the chart of the order's client (`clientId`), the sew-out estimated for their machines.
 * `WHOLE_SUMMARY` for staff, who pin threads per stop and mark the findings' places. Nothing is read
 * when none of `files` is a stitch file.
 */
export async function stitchViewFor(
  db: AppDeps['db'],
  clientId: string,
  files: readonly Pick<FileRow, 'stitch'>[],
  view: StitchView = ORDER_VIEW,
): Promise<StitchView> {
  return stitchViewWith(await stitchReadingFor(db, clientId, files), view);
}
