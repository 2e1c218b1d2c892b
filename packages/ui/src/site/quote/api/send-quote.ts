import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, QuoteInput } from '@stitchdesk/shared';
import { apiPost } from '../../../lib/api.ts';

/** POST /quotes {name, email, services, message, website} — no token (docs/product.md §API). */
export async function sendQuote(input: QuoteInput): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/quotes', input);
}

export function useSendQuote() {
  return useMutation({ mutationFn: sendQuote });
}
