import type { ChangeEmailInput, MessageResponse, UpdateProfileInput } from '@stitchdesk/shared';
import { apiPatch, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { userInfoQueryOptions } from './get-user-info.ts';

const profileKey = () => [userInfoQueryOptions().queryKey];

/** PATCH /user/profile {username}. */
export const renameAccount = (input: UpdateProfileInput) => apiPatch<MessageResponse>('/user/profile', input);
export const useRenameAccount = () => useRefreshingMutation(renameAccount, profileKey);

/** POST /user/email {email, password} → 202: a link to the new address; the old one is told. */
export const changeEmail = (input: ChangeEmailInput) => apiPost<MessageResponse>('/user/email', input);

/** POST /user/email/resend → 202: the confirmation e-mail again. */
export const resendConfirmation = () => apiPost<MessageResponse>('/user/email/resend');
