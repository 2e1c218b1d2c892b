import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import type { QuoteRow } from '../../db/rows.ts';
import { offsetOf } from '../orders/viewer.ts';

const QUOTE_COLUMNS = ['id', 'name', 'email', 'services', 'message', 'handled', 'created_at'] as const;

export const QUOTE_NOT_FOUND = 'Quote not found';

/** The quote inbox, newest first; `handled` narrows it to handled or open requests. */
export async function listQuotes(
  db: Knex,
  { handled, page, pageSize }: { handled?: boolean; page: number; pageSize: number },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const scope = () => (handled === undefined ? db('quotes') : db('quotes').where({ handled }));
  const [rows, [{ count }]]: [QuoteRow[], { count?: string | number }[]] = await Promise.all([
    scope()
      .select(...QUOTE_COLUMNS)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    scope().count({ count: '*' }),
  ]);
  return { rows, total: Number(count) };
}

export async function setQuoteHandled(db: Knex, id: string, handled: boolean): Promise<QuoteRow> {
  const [row] = await db('quotes')
    .where({ id })
    .update({ handled })
    .returning<QuoteRow[]>([...QUOTE_COLUMNS]);
  if (!row) throw notFound(QUOTE_NOT_FOUND);
  return row;
}
