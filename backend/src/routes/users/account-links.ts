import {
  changeEmailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyEmailSchema,
  type MessageResponse,
} from '@stitchdesk/shared';
import * as contract from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { rateLimit, userRateLimit } from '../../middleware/rate-limit.ts';
import {
  confirmEmail,
  requestEmailChange,
  resendConfirmation,
} from '../../services/accounts/email-confirmation.ts';
import { askPasswordReset, resetPassword } from '../../services/accounts/password-reset.ts';
import { renameAccount } from '../../services/accounts/users.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';

export const RESET_ASKED =
  'If an account has this e-mail address, we have sent it a link to reset the password. Check your inbox.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';
export const PASSWORD_RESET = 'Your password is changed. Log in with the new one.';
export const EMAIL_CONFIRMED = 'Your e-mail address is confirmed';
export const EMAIL_CHANGED = 'Your e-mail address is changed and confirmed';
export const PROFILE_UPDATED = 'Profile updated';
export const emailChangeAsked = (email: string) =>
  `We sent a confirmation link to ${email}. Your address changes once you open it.`;

const HOUR = 60 * 60;

/** Password reset, e-mail confirmation and change, and the profile's name (docs/product.md §Accounts). */
export function accountLinksRoutes({ db, config }: AppDeps): Route[] {
  const forgot = defineRoute(
    {
      method: 'post',
      path: '/user/password/forgot',
      summary: 'E-mail a password-reset link (the same answer whether or not the account exists)',
      tag: 'Accounts',
      access: 'public',
      body: forgotPasswordSchema,
      responses: { 202: { description: 'Asked', schema: contract.messageSchema } },
      before: [
        rateLimit({
          bucket: 'password-forgot-ip',
          limit: config.passwordResetsPerIp,
          windowSeconds: HOUR,
          message: TOO_MANY_RESETS,
        }),
      ],
      after: [
        // Counted for unknown addresses alike, so a 429 tells nothing about which have accounts.
        rateLimit({
          bucket: 'password-forgot-email',
          limit: config.passwordResetsPerEmail,
          windowSeconds: HOUR,
          key: (ctx) => ctx.input.body.email.toLowerCase(),
          message: TOO_MANY_RESETS,
        }),
      ],
    },
    async (ctx) => {
      await askPasswordReset(db, ctx.input.body.email);
      ctx.status = 202;
      ctx.body = { message: RESET_ASKED } satisfies MessageResponse;
    },
  );

  const reset = defineRoute(
    {
      method: 'post',
      path: '/user/password/reset',
      summary: 'Set a new password from a reset link; every session and API token ends',
      tag: 'Accounts',
      access: 'public',
      body: resetPasswordSchema,
      responses: { 200: { description: 'Changed', schema: contract.messageSchema } },
    },
    async (ctx) => {
      await resetPassword(db, { ...ctx.input.body, ip: ctx.ip });
      ctx.body = { message: PASSWORD_RESET } satisfies MessageResponse;
    },
  );

  const verify = defineRoute(
    {
      method: 'post',
      path: '/user/email/verify',
      summary: 'Confirm an e-mail address (a new account’s, or a changed one) from its link',
      tag: 'Accounts',
      access: 'public',
      body: verifyEmailSchema,
      responses: {
        200: { description: 'Confirmed', schema: contract.messageSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const { changed } = await confirmEmail(db, ctx.input.body.token);
      ctx.body = { message: changed ? EMAIL_CHANGED : EMAIL_CONFIRMED } satisfies MessageResponse;
    },
  );

  const resend = defineRoute(
    {
      method: 'post',
      path: '/user/email/resend',
      summary: 'Send the confirmation e-mail again',
      tag: 'Accounts',
      access: 'signedIn',
      responses: {
        202: { description: 'Sent again', schema: contract.messageSchema },
        ...errorResponses(409),
      },
      before: [
        userRateLimit({
          bucket: 'email-resend',
          limit: 5,
          windowSeconds: HOUR,
          what: 'confirmation e-mails',
        }),
      ],
    },
    async (ctx) => {
      await resendConfirmation(db, ctx.state.user.id);
      ctx.status = 202;
      ctx.body = { message: 'We sent the confirmation e-mail again' } satisfies MessageResponse;
    },
  );

  const changeEmail = defineRoute(
    {
      method: 'post',
      path: '/user/email',
      summary: 'Change one’s e-mail address: a link goes to the new one, the old one is told',
      tag: 'Accounts',
      access: 'signedIn',
      body: changeEmailSchema,
      responses: {
        202: { description: 'Link sent', schema: contract.messageSchema },
        ...errorResponses(401, 409),
      },
    },
    async (ctx) => {
      const { email, password } = ctx.input.body;
      await requestEmailChange(db, config, { userId: ctx.state.user.id, email, password, ip: ctx.ip });
      ctx.status = 202;
      ctx.body = { message: emailChangeAsked(email) } satisfies MessageResponse;
    },
  );

  const profile = defineRoute(
    {
      method: 'patch',
      path: '/user/profile',
      summary: 'Change one’s username',
      tag: 'Accounts',
      access: 'signedIn',
      body: updateProfileSchema,
      responses: { 200: { description: 'Updated', schema: contract.messageSchema } },
    },
    async (ctx) => {
      await renameAccount(db, ctx.state.user.id, ctx.input.body.username);
      ctx.body = { message: PROFILE_UPDATED } satisfies MessageResponse;
    },
  );

  return [forgot, reset, verify, resend, changeEmail, profile];
}
