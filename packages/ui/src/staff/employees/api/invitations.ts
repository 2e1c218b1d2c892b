import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteEmployeeInput, MessageResponse, StaffInvitation } from '@stitchdesk/shared';
import { apiGet, apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { http } from '../../../lib/http.ts';

/** GET /staff/employees/invitations — the open invitations (admin only). */
export const getInvitations = () =>
  apiGet<{ invitations: StaffInvitation[] }>('/staff/employees/invitations');

export function invitationsQueryOptions() {
  return queryOptions({ queryKey: ['staff', 'invitations'] as const, queryFn: getInvitations });
}

export const useInvitations = () => useQuery(invitationsQueryOptions());

const invitationsKey = () => [invitationsQueryOptions().queryKey];

/** POST /staff/employees/invite {email, username} → 201: the invitation e-mailed. */
export const inviteEmployee = (input: InviteEmployeeInput) =>
  apiPost<{ message: string; invitation: StaffInvitation }>('/staff/employees/invite', input);
export const useInviteEmployee = () => useRefreshingMutation(inviteEmployee, invitationsKey);

/** POST /staff/employees/invitations/:id/resend — a new link, valid 72 hours again. */
export const resendInvitation = (id: string) =>
  apiPost<{ message: string }>(apiPath`/staff/employees/invitations/${id}/resend`);
export const useResendInvitation = () => useRefreshingMutation(resendInvitation, invitationsKey);

/** DELETE /staff/employees/invitations/:id — the link stops working. */
export const revokeInvitation = async (id: string) =>
  (await http.delete<MessageResponse>(apiPath`/staff/employees/invitations/${id}`)).data;
export const useRevokeInvitation = () => useRefreshingMutation(revokeInvitation, invitationsKey);
