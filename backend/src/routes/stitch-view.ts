import type { Knex } from 'knex';
import type { FileRow } from '../db/rows.ts';
import { ORDER_VIEW, type StitchView } from '../presenters/stitch.ts';
import { stopThreadsFor } from '../services/machines/stop-threads.ts';

/**
 * How an answer about one order shows its stitch files: as `view` says, every stop listed naming its
 * thread in the chart of the order's client (`clientId`). `WHOLE_SUMMARY` for staff, who pin threads
 * per stop and mark the findings' places.
 */
export async function stitchViewFor(
  db: Knex,
  clientId: string,
  files: readonly Pick<FileRow, 'stitch'>[],
  view: StitchView = ORDER_VIEW,
): Promise<StitchView> {
  const threads = await stopThreadsFor(db, clientId, files);
  return threads ? { ...view, threads } : view;
}
