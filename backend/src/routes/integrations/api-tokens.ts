import {
  MAX_API_TOKENS_PER_USER,
  createApiTokenSchema,
  type ApiTokensResponse,
  type CreatedApiToken,
} from '@stitchdesk/shared';
import * as contract from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { presentApiToken } from '../../presenters/api-token.ts';
import {
  API_TOKEN_NOT_FOUND,
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '../../services/accounts/api-tokens.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { errorResponses } from '../route-docs.ts';

/**
 * A client's personal API tokens (issue 27). These routes declare no scope, so they take a session
 * only: a token cannot mint, list or revoke tokens.
 */
export function apiTokensRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/user/api-tokens',
      summary: 'The caller’s API tokens, newest first (never the tokens themselves)',
      tag: 'Integrations',
      access: 'client',
      responses: {
        200: { description: 'Tokens', schema: contract.apiTokensResponseSchema },
      },
    },
    async (ctx) => {
      const rows = await listApiTokens(db, ctx.state.user.id);
      ctx.body = { tokens: rows.map(presentApiToken) } satisfies ApiTokensResponse;
    },
  );

  const create = defineRoute(
    {
      method: 'post',
      path: '/user/api-tokens',
      summary: `Create an API token (at most ${MAX_API_TOKENS_PER_USER}); the answer is the only time it is shown`,
      tag: 'Integrations',
      access: 'client',
      body: createApiTokenSchema,
      responses: {
        201: { description: 'Created', schema: contract.createdApiTokenSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const { token, row } = await createApiToken(db, ctx.state.user.id, ctx.input.body);
      const { lastUsedAt: _unused, ...shown } = presentApiToken(row);
      ctx.status = 201;
      ctx.body = { token, ...shown } satisfies CreatedApiToken;
    },
  );

  const revoke = defineRoute(
    {
      method: 'delete',
      path: '/user/api-tokens/:id',
      summary: 'Revoke an API token: the next request with it is refused (401)',
      tag: 'Integrations',
      access: 'client',
      params: z.object({ id: uuidParam(API_TOKEN_NOT_FOUND, 'Token id') }),
      responses: { 204: { description: 'Revoked' } },
    },
    async (ctx) => {
      await revokeApiToken(db, ctx.state.user.id, ctx.input.params.id);
      ctx.status = 204;
    },
  );

  return [list, create, revoke];
}
