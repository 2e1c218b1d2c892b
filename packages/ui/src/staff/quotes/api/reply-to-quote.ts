import type { QuoteReplyInput, StaffQuoteReplyResponse } from '@stitchdesk/shared';
import { apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { quotesQueryOptions } from './get-quotes.ts';

/** POST /staff/quotes/:id/reply — e-mails the requester a reply, with an offer when one is given. */
export async function replyToQuote({
  id,
  reply,
}: {
  id: string;
  reply: QuoteReplyInput;
}): Promise<StaffQuoteReplyResponse> {
  return apiPost<StaffQuoteReplyResponse>(apiPath`/staff/quotes/${id}/reply`, reply);
}

export const useReplyToQuote = () =>
  useRefreshingMutation(replyToQuote, () => [quotesQueryOptions().queryKey]);
