import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiToken, ApiTokensResponse, CreatedApiToken, CreateApiTokenInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { apiGet, apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';

/** GET /user/api-tokens — the client's tokens, newest first. */
export async function getApiTokens(): Promise<ApiToken[]> {
  return (await apiGet<ApiTokensResponse>('/user/api-tokens')).tokens;
}

export function apiTokensQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'api-tokens'] as const, queryFn: getApiTokens });
}

export const useApiTokens = () => useQuery(apiTokensQueryOptions());

/** POST /user/api-tokens — the answer holds the token, shown this once. */
export async function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return apiPost<CreatedApiToken>('/user/api-tokens', input);
}

/** DELETE /user/api-tokens/:id. */
export async function revokeApiToken(id: string): Promise<void> {
  await http.delete(apiPath`/user/api-tokens/${id}`);
}

const tokensStaleKeys = () => [apiTokensQueryOptions().queryKey];

export const useCreateApiToken = () => useRefreshingMutation(createApiToken, tokensStaleKeys);
export const useRevokeApiToken = () => useRefreshingMutation(revokeApiToken, tokensStaleKeys);
