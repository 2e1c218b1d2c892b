import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicSettings } from './get-payment-options.ts';

/** What the order forms price with: the Super Rush fee beside its checkbox, the estimate's tax line. */
export interface PricingTerms {
  superRushFeeCents: number;
  taxRatePercent: number;
  taxLabel: string;
  currency: string;
}

/** GET /settings/public, the same cached answer the Pay buttons read (its key), seen for pricing. */
export function pricingTermsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'public'] as const,
    queryFn: getPublicSettings,
    select: ({ settings, currency }): PricingTerms => ({
      superRushFeeCents: settings.superRushFeeCents,
      taxRatePercent: settings.taxRatePercent,
      taxLabel: settings.taxLabel,
      currency,
    }),
    staleTime: 5 * 60_000,
  });
}

/** Undefined until known: the forms then show no fee and no tax line rather than a guess. */
export const usePricingTerms = () => useQuery(pricingTermsQueryOptions()).data;
