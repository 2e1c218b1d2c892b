import { inviteEmployeeSchema, type MessageResponse, type StaffInvitation } from '@stitchdesk/shared';
import * as contract from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import {
  INVITATION_NOT_FOUND,
  inviteEmployee,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from '../../services/accounts/invitations.ts';
import { presentInvitation } from '../../presenters/invitations.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { errorResponses } from '../route-docs.ts';

export const invitationSent = (email: string) => `Invitation sent to ${email}`;
export const INVITATION_REVOKED = 'Invitation revoked';

const idParams = z.object({ id: uuidParam(INVITATION_NOT_FOUND, 'Invitation id') });

/** Staff by invitation: the admin invites, lists, sends again and revokes (docs/product.md §Accounts). */
export function staffInvitationsRoutes({ db }: AppDeps): Route[] {
  const invite = defineRoute(
    {
      method: 'post',
      path: '/staff/employees/invite',
      summary: 'Invite an employee by e-mail: a link to set a password, valid 72 hours',
      tag: 'Staff',
      access: 'admin',
      body: inviteEmployeeSchema,
      responses: {
        201: { description: 'Invited', schema: contract.staffInvitationResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const row = await inviteEmployee(db, ctx.state.user.id, ctx.input.body);
      ctx.status = 201;
      ctx.body = { message: invitationSent(row.email), invitation: presentInvitation(row) } satisfies {
        message: string;
        invitation: StaffInvitation;
      };
    },
  );

  const list = defineRoute(
    {
      method: 'get',
      path: '/staff/employees/invitations',
      summary: 'Open invitations',
      tag: 'Staff',
      access: 'admin',
      responses: { 200: { description: 'Invitations', schema: contract.staffInvitationsResponseSchema } },
    },
    async (ctx) => {
      ctx.body = { invitations: (await listInvitations(db)).map(presentInvitation) };
    },
  );

  const resend = defineRoute(
    {
      method: 'post',
      path: '/staff/employees/invitations/:id/resend',
      summary: 'Send an invitation again with a new link (the earlier one stops working)',
      tag: 'Staff',
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'Sent again', schema: contract.staffInvitationResponseSchema } },
    },
    async (ctx) => {
      const row = await resendInvitation(db, ctx.input.params.id);
      ctx.body = { message: invitationSent(row.email), invitation: presentInvitation(row) };
    },
  );

  const revoke = defineRoute(
    {
      method: 'delete',
      path: '/staff/employees/invitations/:id',
      summary: 'Revoke an invitation: its link stops working',
      tag: 'Staff',
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'Revoked', schema: contract.messageSchema } },
    },
    async (ctx) => {
      await revokeInvitation(db, ctx.input.params.id);
      ctx.body = { message: INVITATION_REVOKED } satisfies MessageResponse;
    },
  );

  return [invite, list, resend, revoke];
}
