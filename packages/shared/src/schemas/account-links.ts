import { z } from 'zod';
import { FILL_ALL_FIELDS, emailAddress, requiredText } from './fields.ts';
import { newPassword } from './auth.ts';
import { text } from './text.ts';

/*
 * Password reset, e-mail confirmation and change, staff invitations and two-factor sign-in
 * (docs/product.md §Accounts). A link's token is what the e-mail's link carries after `?token=`.
 */

const linkToken = () =>
  text('secret', { error: 'This link is not valid' })
    .trim()
    .min(1, { error: 'This link is not valid' })
    .max(200, { error: 'This link is not valid' });

/** The account's current password, asked again before a change that needs the owner. */
const currentPassword = () =>
  text('secret', { error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }).max(256);

/** A six-digit code from an authenticator app, or a recovery code (letters, digits, a dash). */
const mfaCode = () =>
  text('line', { error: 'Enter the code from your authenticator app' })
    .trim()
    .min(1, { error: 'Enter the code from your authenticator app' })
    .max(40, { error: 'Enter the code from your authenticator app' });

/** POST /user/password/forgot: the answer is the same whether or not an account has this address. */
export const forgotPasswordSchema = z.object({ email: emailAddress() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /user/password/reset: the e-mailed link's token and the new password. */
export const resetPasswordSchema = z.object({ token: linkToken(), password: newPassword() });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /user/email/verify: a confirmation link's token (a new account's or a changed address). */
export const verifyEmailSchema = z.object({ token: linkToken() });

/** POST /user/email: the new address, with the current password proving it is the owner. */
export const changeEmailSchema = z.object({
  email: emailAddress(),
  password: currentPassword(),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** PATCH /user/profile: the name shown to the shop. */
export const updateProfileSchema = z.object({ username: requiredText('Username', 50) });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** POST /staff/employees/invite (admin). */
export const inviteEmployeeSchema = z.object({
  email: emailAddress(),
  username: requiredText('Username', 50),
});
export type InviteEmployeeInput = z.input<typeof inviteEmployeeSchema>;

/** POST /user/invitation/accept: the invitation link's token and the password chosen. */
export const acceptInvitationSchema = z.object({ token: linkToken(), password: newPassword() });
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** POST /user/mfa/enable: a first code, proving the authenticator holds the secret. */
export const enableMfaSchema = z.object({ code: mfaCode() });

/** POST /user/login/mfa: the login's ticket and a code (or a recovery code). */
export const mfaLoginSchema = z.object({
  ticket: text('secret').min(1).max(2000),
  code: mfaCode(),
});
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;

/**
 * POST /user/mfa/disable: turning two-factor sign-in off takes both factors again, the current
 * password and a code (or a recovery code), so a session left open is not enough.
 */
export const disableMfaSchema = z.object({
  password: currentPassword(),
  code: mfaCode(),
});
export type DisableMfaInput = z.input<typeof disableMfaSchema>;
