import type {
  AcceptInvitationInput,
  ForgotPasswordInput,
  MessageResponse,
  ResetPasswordInput,
} from '@stitchdesk/shared';
import { apiPost } from '../../../lib/api.ts';

/** POST /user/password/forgot {email} → 202, the same answer whether or not the account exists. */
export const askPasswordReset = (input: ForgotPasswordInput) =>
  apiPost<MessageResponse>('/user/password/forgot', input);

/** POST /user/password/reset {token, password} → 200. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiPost<MessageResponse>('/user/password/reset', input);

/** POST /user/email/verify {token} → 200. */
export const confirmEmail = (token: string) => apiPost<MessageResponse>('/user/email/verify', { token });

/** POST /user/invitation/accept {token, password} → 200. */
export const acceptInvitation = (input: AcceptInvitationInput) =>
  apiPost<MessageResponse>('/user/invitation/accept', input);
