import type { CreateBlock, ServiceKey } from '@stitchdesk/shared';
import { OFFER_VALID_DAYS, offerStateOf, readStoredBlock } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { conflict, HttpError, notFound } from '../../errors.ts';
import type { QuoteOfferRow } from '../../db/rows.ts';
import type { AgreedPrice } from '../orders/place-order.ts';

type Db = Knex | Knex.Transaction;

export const OFFER_NOT_FOUND = 'Offer not found';
export const OFFER_EXPIRED = `This offer has expired: offers stand for ${OFFER_VALID_DAYS} days. Reply to our e-mail and we will make you a new one.`;
export const OFFER_ALREADY_ACCEPTED = 'This offer was already accepted';
export const OFFER_ALREADY_DECLINED = 'This offer was declined';

export interface OfferInput {
  service: ServiceKey;
  title: string;
  amountCents: number;
  instructions?: string | undefined;
}

/** Keeps the offer a reply carries (in the reply's transaction). */
export async function recordOffer(
  trx: Knex.Transaction,
  quoteId: string,
  replyId: string,
  offer: OfferInput,
): Promise<void> {
  await trx('quote_offers').insert({
    quote_id: quoteId,
    reply_id: replyId,
    service: offer.service,
    title: offer.title,
    amount_cents: offer.amountCents,
    instructions: offer.instructions ?? '',
  });
}

const OFFER_COLUMNS = [
  'o.id',
  'o.quote_id',
  'o.service',
  'o.title',
  'o.amount_cents',
  'o.instructions',
  'o.status',
  'o.order_id',
  'ord.number as order_number',
  'o.created_at',
] as const;

/**
 * The offers made to `email` (the quote's address, confirmed or not, compared without case): who
 * holds that address holds its offers, whenever the account was opened.
 */
function offersTo(db: Db, email: string) {
  return db('quote_offers as o')
    .join('quotes as q', 'q.id', 'o.quote_id')
    .leftJoin('orders as ord', 'ord.id', 'o.order_id')
    .whereRaw('lower(q.email) = lower(?)', [email]);
}

/** The client's offers, newest first. */
export async function offersOfClient(db: Knex, client: { email: string }): Promise<QuoteOfferRow[]> {
  return offersTo(db, client.email)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .select(...OFFER_COLUMNS);
}

/** One of the client's offers, locked; another's (or none) is 404. */
async function lockedOfferOf(trx: Knex.Transaction, email: string, offerId: string): Promise<QuoteOfferRow> {
  const row = await offersTo(trx, email)
    .where('o.id', offerId)
    .forUpdate('o')
    .first<QuoteOfferRow | undefined>(...OFFER_COLUMNS);
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row;
}

/** Why an offer can no longer be accepted or declined, or null while it is open. */
function closedOffer(row: QuoteOfferRow, now: Date): HttpError | null {
  const state = offerStateOf({ status: row.status, createdAt: row.created_at }, now);
  if (state === 'expired') return new HttpError(410, OFFER_EXPIRED);
  if (state === 'accepted') return conflict(OFFER_ALREADY_ACCEPTED);
  if (state === 'declined') return conflict(OFFER_ALREADY_DECLINED);
  return null;
}

/** One of the client's offers, unlocked: 404 for another's. */
export async function offerOfClient(
  db: Knex,
  client: { email: string },
  offerId: string,
): Promise<QuoteOfferRow> {
  const row = await offersTo(db, client.email)
    .where('o.id', offerId)
    .first<QuoteOfferRow | undefined>(...OFFER_COLUMNS);
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row;
}

/** The client declines an open offer: the quote is lost. */
export async function declineOffer(
  db: Knex,
  client: { id: string; email: string },
  offerId: string,
): Promise<QuoteOfferRow> {
  return db.transaction(async (trx) => {
    const row = await lockedOfferOf(trx, client.email, offerId);
    const closed = closedOffer(row, new Date());
    if (closed) throw closed;
    await trx('quote_offers')
      .where({ id: row.id })
      .update({ status: 'declined', settled_by: client.id, settled_at: trx.fn.now() });
    await trx('quotes').where({ id: row.quote_id }).update({ status: 'lost', handled: true });
    return { ...row, status: 'declined' as const };
  });
}

/** The order an offer places: its title and instructions, the service's other fields left empty. */
export function offerBlock(
  offer: Pick<QuoteOfferRow, 'service' | 'title' | 'instructions'>,
): CreateBlock<ServiceKey> {
  const stored = readStoredBlock(offer.service, {
    orderTitle: offer.title,
    otherInstructions: offer.instructions,
  });
  return { ...stored, attachment: [] } as unknown as CreateBlock<ServiceKey>;
}

/**
 * The agreement placing the offer's order claims (place-order.ts): the offer locked and still open,
 * its price the order's, and once placed the offer accepted with its order and the quote won. A
 * second accept finds it accepted (409), so an offer places one order.
 */
export function acceptedOffer(client: { id: string; email: string }, offerId: string): AgreedPrice {
  return {
    async claim(trx) {
      const row = await lockedOfferOf(trx, client.email, offerId);
      const closed = closedOffer(row, new Date());
      if (closed) throw closed;
      return {
        priceCents: row.amount_cents,
        async settle(order) {
          await trx('quote_offers').where({ id: row.id }).update({
            status: 'accepted',
            order_id: order.id,
            settled_by: client.id,
            settled_at: trx.fn.now(),
          });
          await trx('quotes').where({ id: row.quote_id }).update({ status: 'won', handled: true });
        },
      };
    },
  };
}
