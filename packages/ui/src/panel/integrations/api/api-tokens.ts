import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokensResponse, CreatedApiToken, CreateApiTokenInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /user/api-tokens — the client's tokens, newest first. */
export async function getApiTokens(): Promise<ApiToken[]> {
  const { data } = await http.get<ApiTokensResponse>('/user/api-tokens');
  return data.tokens;
}

export function apiTokensQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'api-tokens'] as const, queryFn: getApiTokens });
}

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

/** POST /user/api-tokens — the answer holds the token, shown this once. */
export async function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  const { data } = await http.post<CreatedApiToken>('/user/api-tokens', input);
  return data;
}

/** DELETE /user/api-tokens/:id. */
export async function revokeApiToken(id: string): Promise<void> {
  await http.delete(`/user/api-tokens/${encodeURIComponent(id)}`);
}

function useTokensMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}

export const useCreateApiToken = () => useTokensMutation(createApiToken);
export const useRevokeApiToken = () => useTokensMutation(revokeApiToken);
