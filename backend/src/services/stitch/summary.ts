import type { QualityOptions } from '@stitchdesk/stitch';
import type { Knex } from 'knex';
import type { FileRow } from '../../db/rows.ts';
import { addConversionJob } from '../../queue/add-job.ts';
import type { Storage } from '../files/storage/types.ts';
import { mayBeStitchFile, readStoredBytes, withReadSlot } from './read-stored.ts';
import { summarizeOffThread } from './stitch-thread-pool.ts';

/**
 * Reads a just-stored upload and, when it is a stitch file we can read, records its summary with it
 * (in the default colours: no order is known yet; presenters recolour it for the order). A file we
 * cannot read stays a plain file. Returns the row as it now is.
 */
export async function recordStitchSummary(
  { db, storage }: { db: Knex; storage: Storage },
  file: FileRow,
  /** The machines the file is checked for (`qa` in the summary): asked only for a stitch file. */
  quality?: () => Promise<QualityOptions>,
  /** Queue its conversions (a client's upload; staff files are converted when delivered). */
  convert = false,
): Promise<FileRow> {
  if (!(await mayBeStitchFile(storage, file))) return file;
  const options = quality ? await quality() : undefined;
  const stitch = await withReadSlot(async () =>
    summarizeOffThread(await readStoredBytes(storage, file), file.name, options),
  );
  if (!stitch) return file;
  await db.transaction(async (trx) => {
    await trx('files')
      .where({ id: file.id })
      .update({ stitch: JSON.stringify(stitch) });
    // Its conversions for the client's machines, written before anyone downloads them.
    if (convert) await addConversionJob(trx, file.id);
  });
  return { ...file, stitch };
}
