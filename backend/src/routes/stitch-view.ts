import { sewSettingsOf } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { FileRow } from '../db/rows.ts';
import { ORDER_VIEW, type StitchView } from '../presenters/stitch.ts';
import { machineProfileOf } from '../services/machines/profile.ts';
import { stopThreadsOf } from '../services/machines/stop-threads.ts';

/**
 * How an answer about one order shows its stitch files: as `view` says, every stop listed naming its
 * thread in the chart of the order's client (`clientId`), the sew-out estimated for their machines.
 * `WHOLE_SUMMARY` for staff, who pin threads per stop and mark the findings' places. Nothing is read
 * when none of `files` is a stitch file.
 */
export async function stitchViewFor(
  db: Knex,
  clientId: string,
  files: readonly Pick<FileRow, 'stitch'>[],
  view: StitchView = ORDER_VIEW,
): Promise<StitchView> {
  if (!files.some((file) => file.stitch)) return view;
  const profile = await machineProfileOf(db, clientId);
  return { ...view, threads: await stopThreadsOf(db, profile), sew: sewSettingsOf(profile) };
}
