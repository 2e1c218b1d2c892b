import { queryOptions } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type CreateOrderResponse,
  type OfferResponse,
  type OffersResponse,
} from '@stitchdesk/shared';
import { apiGet, apiPath, apiPost } from '../../../lib/api.ts';
import { randomKey } from '../../../lib/order-queue.ts';

export const OFFERS_QUERY_KEY = ['panel', 'offers'] as const;

/** GET /user/offers — the offers staff made in reply to the client's quote requests, newest first. */
export const getOffers = () => apiGet<OffersResponse>('/user/offers');

export function offersQueryOptions() {
  return queryOptions({ queryKey: OFFERS_QUERY_KEY, queryFn: getOffers });
}

/**
 * The Idempotency-Key of each offer's accept still waiting for an answer: a retry after a lost answer
 * sends the same key, so the server answers with the order it already placed instead of a second one.
 */
const unanswered = new Map<string, string>();

/** POST /user/offers/:id/accept — places the order at the offered price. */
export async function acceptOffer(offerId: string): Promise<CreateOrderResponse> {
  const key = unanswered.get(offerId) ?? randomKey();
  unanswered.set(offerId, key);
  const data = await apiPost<CreateOrderResponse>(apiPath`/user/offers/${offerId}/accept`, undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
  unanswered.delete(offerId);
  return data;
}

/** POST /user/offers/:id/decline — the quote is lost. */
export const declineOffer = (offerId: string) =>
  apiPost<OfferResponse>(apiPath`/user/offers/${offerId}/decline`);
