import type { QuoteHandledInput, StaffQuoteResponse } from '@stitchdesk/shared';
import { apiPatch, apiPath, useRefreshingMutation } from '../../../lib/api.ts';
import { quotesQueryOptions } from './get-quotes.ts';

/** PATCH /staff/quotes/:id — marks a quote handled or open again. */
export async function setQuoteHandled({
  id,
  handled,
}: { id: string } & QuoteHandledInput): Promise<StaffQuoteResponse> {
  return apiPatch<StaffQuoteResponse>(apiPath`/staff/quotes/${id}`, { handled } satisfies QuoteHandledInput);
}

export const useSetQuoteHandled = () =>
  useRefreshingMutation(setQuoteHandled, () => [quotesQueryOptions().queryKey]);
