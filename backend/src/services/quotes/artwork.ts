import type { Knex } from 'knex';
import type { FileRow } from '../../db/rows.ts';
import { FILE_COLUMNS } from '../files/files.ts';
import type { Storage } from '../files/storage/types.ts';

type Db = Knex | Knex.Transaction;

/**
 * Links the artwork a quote request arrived with to its quote (in the quote's transaction). Only
 * files of no one and of no quote yet: the ids come from this request's own parsing, never from
 * what the visitor sent.
 */
export async function linkQuoteArtwork(trx: Knex.Transaction, quoteId: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) return;
  await trx('files')
    .whereIn('id', fileIds)
    .whereNull('owner_id')
    .whereNull('quote_id')
    .update({ quote_id: quoteId });
}

/**
 * Removes files a quote request stored that no quote kept (the request was refused, or was a bot's):
 * at once rather than at the janitor's next round, which would otherwise sweep them as unattached.
 */
export async function discardUnlinkedQuoteArtwork(
  { db, storage }: { db: Knex; storage: Storage },
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const removed = await db('files')
    .whereIn('id', fileIds)
    .whereNull('owner_id')
    .whereNull('quote_id')
    .delete()
    .returning<{ storage_key: string }[]>(['storage_key']);
  for (const row of removed) await storage.delete(row.storage_key).catch(() => undefined);
}

/** The artwork of each of `quoteIds`, in the order it was sent. */
export async function artworkOfQuotes(db: Db, quoteIds: readonly string[]): Promise<FileRow[]> {
  if (quoteIds.length === 0) return [];
  return (
    db('files')
      .whereIn('quote_id', quoteIds)
      // Ids are time-ordered and made as each file starts arriving: the order the form sent them in.
      .orderBy('id')
      .select(...FILE_COLUMNS, 'quote_id')
  );
}
