import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, QuoteInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** POST /quotes {name, email, services, message, website} — no token (DESIGN §3). */
export async function sendQuote(input: QuoteInput): Promise<MessageResponse> {
  const { data } = await http.post<MessageResponse>('/quotes', input);
  return data;
}

export function useSendQuote() {
  return useMutation({ mutationFn: sendQuote });
}
