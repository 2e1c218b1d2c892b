import type { Knex } from 'knex';
import type { QuoteReplyRow } from '../../db/rows.ts';

type Db = Knex | Knex.Transaction;

/**
 * The replies of the given quotes, oldest first, each with its author's name and the offer it made
 * (if any) with that offer's order number: one query for a whole page of quotes.
 */
export async function repliesOfQuotes(db: Db, quoteIds: readonly string[]): Promise<QuoteReplyRow[]> {
  if (quoteIds.length === 0) return [];
  return db('quote_replies as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .leftJoin('quote_offers as o', 'o.reply_id', 'r.id')
    .leftJoin('orders as ord', 'ord.id', 'o.order_id')
    .whereIn('r.quote_id', quoteIds)
    .orderBy([
      { column: 'r.created_at', order: 'asc' },
      { column: 'r.id', order: 'asc' },
    ])
    .select(
      'r.id',
      'r.quote_id',
      'r.message',
      'u.username as author_name',
      'r.created_at',
      'o.service as offer_service',
      'o.title as offer_title',
      'o.amount_cents as offer_amount_cents',
      'o.status as offer_status',
      'o.created_at as offer_created_at',
      'ord.number as offer_order_number',
    );
}
