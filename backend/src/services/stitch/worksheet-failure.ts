import type { Knex } from 'knex';
import type { FileRow } from '../../db/rows.ts';

/*
 * Why a delivered file has no worksheet, kept in its stored summary beside the quality findings
 * (`stitch.worksheetFailure`), so every answer presenting the file says it: its stitch job was
 * parked after the stitch thread died twice making it (jobs/stitch-deaths.ts).
 */

/** Records on file `fileId` that its worksheet could not be made, and why (plain words). */
export async function markWorksheetFailed(
  trx: Knex | Knex.Transaction,
  fileId: string,
  reason: string,
): Promise<void> {
  await trx('files')
    .where({ id: fileId })
    .whereNotNull('stitch')
    .update({ stitch: trx.raw(`jsonb_set(stitch, '{worksheetFailure}', to_jsonb(?::text))`, [reason]) });
}

/** Why the file's worksheet could not be made, or null when nothing said it could not. */
export function worksheetFailureOf(file: Pick<FileRow, 'stitch'>): string | null {
  const stitch = file.stitch as { worksheetFailure?: unknown } | null;
  return typeof stitch?.worksheetFailure === 'string' ? stitch.worksheetFailure : null;
}
