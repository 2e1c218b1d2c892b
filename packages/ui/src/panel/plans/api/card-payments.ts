import { useQuery } from '@tanstack/react-query';
import type { PublicShopSettingsResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /settings/public — whether the shop takes cards (its Stripe keys are set). */
export async function getCardPayments(): Promise<boolean> {
  return (await apiGet<PublicShopSettingsResponse>('/settings/public')).cardPayments === true;
}

export const useCardPayments = () =>
  useQuery({ queryKey: ['settings', 'public', 'cardPayments'] as const, queryFn: getCardPayments });
