import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import type { QuoteRow } from '../../db/rows.ts';
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

/** The quote inbox, newest first; `handled` narrows it to handled or open requests. */
export async function listQuotes(
  db: Knex,
  { handled, page, pageSize }: { handled?: boolean; page: number; pageSize: number },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const scope = () => (handled === undefined ? db('quotes') : db('quotes').where({ handled }));
  return newestPage<QuoteRow>(scope, (query) => query.select(...QUOTE_COLUMNS), { page, pageSize });
}

export async function setQuoteHandled(db: Knex, id: string, handled: boolean): Promise<QuoteRow> {
  const [row] = await db('quotes')
    .where({ id })
    .update({ handled })
    .returning<QuoteRow[]>([...QUOTE_COLUMNS]);
  if (!row) throw notFound(QUOTE_NOT_FOUND);
  return row;
}
