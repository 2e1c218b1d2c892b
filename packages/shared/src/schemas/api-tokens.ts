import { z } from 'zod';
import { text } from './text.ts';

/*
 * Personal API tokens (issue 27): a client's script calls the client endpoints with
 * `Authorization: Bearer <token>`, limited to the token's scopes. Each client route names the scope
 * it needs; routes that name none (token management, password, staff) never accept a token.
 */

export const API_TOKEN_SCOPES = ['orders:read', 'orders:write', 'files:read', 'webhooks:manage'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What each scope allows, in words: the panel's checkboxes and the OpenAPI document say it. */
export const API_TOKEN_SCOPE_TEXT: Record<ApiTokenScope, string> = {
  'orders:read': 'Read orders, revisions, presets and notifications',
  'orders:write': 'Place and revise orders, upload files, answer proofs',
  'files:read': 'Download order files and previews',
  'webhooks:manage': 'Register and change webhook endpoints',
};

/** Every token starts so: a bearer value with it is a token, anything else a session. */
export const API_TOKEN_PREFIX = 'sdk_';
export const MAX_API_TOKENS_PER_USER = 20;
export const MAX_API_TOKEN_NAME = 60;

export const apiTokenNameSchema = text('line', { error: 'Token name is required' })
  .trim()
  .min(1, { error: 'Token name is required' })
  .max(MAX_API_TOKEN_NAME, { error: `Token name must be at most ${MAX_API_TOKEN_NAME} characters` });

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, {
  error: `Scopes must be among ${API_TOKEN_SCOPES.join(', ')}`,
});

/** POST /user/api-tokens: scopes are a set (repeats are dropped), at least one. */
export const createApiTokenSchema = z
  .object({
    name: apiTokenNameSchema,
    scopes: z
      .array(apiTokenScopeSchema, { error: 'Scopes must be a list' })
      .min(1, { error: 'Choose at least one scope' })
      .max(API_TOKEN_SCOPES.length * 2, { error: 'Too many scopes' })
      .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
  })
  .strict();
export type CreateApiTokenInput = z.output<typeof createApiTokenSchema>;

const isoDateTime = z.iso.datetime().describe('ISO 8601 timestamp');

export const apiTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scopes: z.array(apiTokenScopeSchema),
    prefix: z.string().describe('The start of the token, to tell tokens apart; not enough to use it'),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable().describe('To the minute: updated at most once a minute'),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.output<typeof apiTokenSchema>;

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokensResponse = z.output<typeof apiTokensResponseSchema>;

/** The answer to creation: the token itself, shown this once. */
export const createdApiTokenSchema = apiTokenSchema
  .omit({ lastUsedAt: true })
  .extend({ token: z.string().describe('The token; it is not shown again') })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;
