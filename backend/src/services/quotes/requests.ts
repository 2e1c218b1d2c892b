import type { Knex } from 'knex';
import type { QuoteInput } from '@stitchdesk/shared';
import { activeAdminIds, notify } from '../notifications/notifications.ts';
import { linkQuoteArtwork } from './artwork.ts';

/**
 * Stores a quote request with the artwork files it brought (already stored, see artwork.ts) and tells
 * every active admin, in one transaction.
 */
export async function createQuote(
  db: Knex,
  quote: QuoteInput,
  ip: string | null,
  artworkIds: readonly string[] = [],
): Promise<string> {
  return db.transaction(async (trx) => {
    const [row] = await trx('quotes')
      .insert({ name: quote.name, email: quote.email, services: quote.services, message: quote.message, ip })
      .returning<{ id: string }[]>(['id']);
    await linkQuoteArtwork(trx, row.id, artworkIds);
    await notify(trx, await activeAdminIds(trx), `New quote request from ${quote.name}`, null);
    return row.id;
  });
}
