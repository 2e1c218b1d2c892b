import { acceptInvitationSchema, type MessageResponse } from '@stitchdesk/shared';
import * as contract from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { acceptInvitation } from '../../services/accounts/invitations.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';

export const INVITATION_ACCEPTED = 'Your account is ready. Log in with your e-mail address and new password.';

/** An invited employee sets a password from the invitation's link. */
export function invitationRoutes({ db }: AppDeps): Route[] {
  const accept = defineRoute(
    {
      method: 'post',
      path: '/user/invitation/accept',
      summary: 'Accept a staff invitation: the employee account is made with this password',
      tag: 'Accounts',
      access: 'public',
      body: acceptInvitationSchema,
      responses: {
        200: { description: 'Accepted', schema: contract.messageSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      await acceptInvitation(db, { ...ctx.input.body, ip: ctx.ip });
      ctx.body = { message: INVITATION_ACCEPTED } satisfies MessageResponse;
    },
  );
  return [accept];
}
