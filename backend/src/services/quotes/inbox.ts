import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import type { FileRow, QuoteReplyRow, QuoteRow } from '../../db/rows.ts';
import { artworkOfQuotes } from './artwork.ts';
import { repliesOfQuotes } from './history.ts';
import { newestPage } from '../newest-page.ts';

export const QUOTE_COLUMNS = [
  'id',
  'name',
  'email',
  'services',
  'message',
  'handled',
  'status',
  'created_at',
] as const;

export const QUOTE_NOT_FOUND = 'Quote not found';

/**
 * The quote inbox, newest first, with the page's artwork and replies; `handled` narrows it to handled
 * or open requests.
 */
export async function listQuotes(
  db: Knex,
  { handled, page, pageSize }: { handled?: boolean; page: number; pageSize: number },
): Promise<{ rows: QuoteRow[]; total: number; artwork: FileRow[]; replies: QuoteReplyRow[] }> {
  const scope = () => (handled === undefined ? db('quotes') : db('quotes').where({ handled }));
  const { rows, total } = await newestPage<QuoteRow>(scope, (query) => query.select(...QUOTE_COLUMNS), {
    page,
    pageSize,
  });
  const ids = rows.map((row) => row.id);
  return { rows, total, artwork: await artworkOfQuotes(db, ids), replies: await repliesOfQuotes(db, ids) };
}

export async function setQuoteHandled(
  db: Knex,
  id: string,
  handled: boolean,
): Promise<{ quote: QuoteRow; artwork: FileRow[]; replies: QuoteReplyRow[] }> {
  const [row] = await db('quotes')
    .where({ id })
    .update({ handled })
    .returning<QuoteRow[]>([...QUOTE_COLUMNS]);
  if (!row) throw notFound(QUOTE_NOT_FOUND);
  return {
    quote: row,
    artwork: await artworkOfQuotes(db, [row.id]),
    replies: await repliesOfQuotes(db, [row.id]),
  };
}
