/** An offer made in reply to a quote stands for this many days from when staff made it. */
export const OFFER_VALID_DAYS = 30;
const OFFER_VALID_MS = OFFER_VALID_DAYS * 24 * 60 * 60 * 1000;

export type OfferState = 'open' | 'accepted' | 'declined' | 'expired';

export const offerExpiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + OFFER_VALID_MS);

/** Where an offer stands now: an open one past its days has expired (worked out, never stored). */
export function offerStateOf(
  offer: { status: 'open' | 'accepted' | 'declined'; createdAt: Date },
  now = new Date(),
): OfferState {
  if (offer.status === 'open' && offerExpiresAt(offer.createdAt).getTime() <= now.getTime()) return 'expired';
  return offer.status;
}
