import {
  disableMfaSchema,
  enableMfaSchema,
  mfaLoginSchema,
  type MfaEnabledResponse,
  type MessageResponse,
  type MfaSetupResponse,
  type TokenResponse,
} from '@stitchdesk/shared';
import * as contract from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../errors.ts';
import { userRateLimit } from '../../middleware/rate-limit.ts';
import { rememberSignIn } from '../../services/accounts/known-sign-ins.ts';
import { disableMfa } from '../../services/accounts/mfa-disable.ts';
import { enableMfa, startMfaSetup, useMfaCode, WRONG_CODE } from '../../services/accounts/mfa.ts';
import { signToken } from '../../services/accounts/tokens.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';
import { mfaLoginLimits, TICKET_EXPIRED } from './mfa-login-limits.ts';

export const MFA_ENABLED = 'Two-factor sign-in is on';
export const MFA_DISABLED = 'Two-factor sign-in is off';

/** Two-factor sign-in: setting it up, turning it on and off, and the login's second step (docs/product.md §Accounts). */
export function mfaRoutes({ db, config }: AppDeps): Route[] {
  const setup = defineRoute(
    {
      method: 'post',
      path: '/user/mfa/setup',
      summary: 'Start two-factor setup: a new TOTP secret and its otpauth:// URI',
      tag: 'Accounts',
      access: 'signedIn',
      responses: {
        200: { description: 'The secret, shown once', schema: contract.mfaSetupResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      ctx.body = (await startMfaSetup(db, config, ctx.state.user.id)) satisfies MfaSetupResponse;
    },
  );

  const enable = defineRoute(
    {
      method: 'post',
      path: '/user/mfa/enable',
      summary: 'Turn two-factor sign-in on with a first code; answers ten recovery codes, shown once',
      tag: 'Accounts',
      access: 'signedIn',
      body: enableMfaSchema,
      responses: {
        200: { description: 'On', schema: contract.mfaEnabledResponseSchema },
        ...errorResponses(409),
      },
      before: [userRateLimit({ bucket: 'mfa-enable', limit: 10, windowSeconds: 15 * 60, what: 'codes' })],
    },
    async (ctx) => {
      const recoveryCodes = await enableMfa(db, config, ctx.state.user.id, ctx.input.body.code);
      ctx.body = { message: MFA_ENABLED, recoveryCodes } satisfies MfaEnabledResponse;
    },
  );

  const disable = defineRoute(
    {
      method: 'post',
      path: '/user/mfa/disable',
      summary:
        'Turn two-factor sign-in off with the current password and a code (or a recovery code); refused for staff while the shop requires it',
      tag: 'Accounts',
      access: 'signedIn',
      body: disableMfaSchema,
      responses: {
        200: { description: 'Off; the account is told by e-mail', schema: contract.messageSchema },
        ...errorResponses(409, 429),
      },
    },
    async (ctx) => {
      await disableMfa(db, config, { userId: ctx.state.user.id, ...ctx.input.body, ip: ctx.ip });
      ctx.body = { message: MFA_DISABLED } satisfies MessageResponse;
    },
  );

  const loginMfa = defineRoute(
    {
      method: 'post',
      path: '/user/login/mfa',
      summary: 'The login’s second step: the ticket and a code (or a recovery code) earn the token',
      tag: 'Accounts',
      access: 'public',
      body: mfaLoginSchema,
      responses: {
        200: { description: 'A bearer token', schema: contract.tokenResponseSchema },
        ...errorResponses(401),
      },
      before: [mfaLoginLimits({ db, config })],
    },
    async (ctx) => {
      const { ticket, login } = ctx.state;
      const user = login.account;
      // A password reset or "sign out everywhere" since the password step ends its ticket.
      if (
        !user ||
        user.disabled ||
        user.id !== ticket.userId ||
        user.session_generation !== ticket.sessionGeneration
      )
        throw unauthorized(TICKET_EXPIRED);
      if (!(await useMfaCode(db, config, user.id, ctx.input.body.code))) throw unauthorized(WRONG_CODE);
      const [token] = await Promise.all([
        signToken(config, { id: user.id, role: user.role, sessionGeneration: user.session_generation }),
        login.succeeded(),
        rememberSignIn(db, user.id, ctx.ip),
      ]);
      ctx.body = { token } satisfies TokenResponse;
    },
  );

  return [setup, enable, disable, loginMfa];
}
