import { useMutation } from '@tanstack/react-query';
import { QUOTE_FILES_FIELD, type MessageResponse, type QuoteInput } from '@stitchdesk/shared';
import { apiPost } from '../../../lib/api.ts';

/**
 * POST /quotes {name, email, services, message, website} — no token (docs/product.md §API). With
 * artwork it goes as multipart: the fields first, then each file in `files`.
 */
export async function sendQuote({ artwork = [], ...input }: QuoteInput & { artwork?: readonly File[] }) {
  if (artwork.length === 0) return apiPost<MessageResponse>('/quotes', input);
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) form.append(key, String(value));
  for (const file of artwork) form.append(QUOTE_FILES_FIELD, file, file.name);
  return apiPost<MessageResponse>('/quotes', form);
}

export function useSendQuote() {
  return useMutation({ mutationFn: sendQuote });
}
