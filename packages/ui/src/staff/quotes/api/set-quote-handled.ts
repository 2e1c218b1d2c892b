import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteHandledInput, StaffQuoteResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { quotesQueryOptions } from './get-quotes.ts';

/** PATCH /staff/quotes/:id — marks a quote handled or open again. */
export async function setQuoteHandled({
  id,
  handled,
}: { id: string } & QuoteHandledInput): Promise<StaffQuoteResponse> {
  const { data } = await http.patch<StaffQuoteResponse>(`/staff/quotes/${encodeURIComponent(id)}`, {
    handled,
  } satisfies QuoteHandledInput);
  return data;
}

export function useSetQuoteHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuoteHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryOptions().queryKey }),
  });
}
