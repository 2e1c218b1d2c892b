import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicShopSettingsResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** What the panel's Pay buttons need: whether cards are taken here, and the currency amounts are in. */
export interface PaymentOptions {
  cardPayments: boolean;
  currency: string;
}

/** GET /settings/public — the shop's public details, whether cards are on, the currency. */
export const getPublicSettings = () => apiGet<PublicShopSettingsResponse>('/settings/public');

export function paymentOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'public'] as const,
    queryFn: getPublicSettings,
    select: ({ cardPayments, currency }): PaymentOptions => ({ cardPayments, currency }),
    staleTime: 5 * 60_000,
  });
}

export const usePaymentOptions = () => useQuery(paymentOptionsQueryOptions());
