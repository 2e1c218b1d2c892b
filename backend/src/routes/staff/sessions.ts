import type { MessageResponse } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { signOutEverywhere } from '../../services/accounts/sign-out-everywhere.ts';
import { userExists } from '../../services/accounts/users.ts';
import { uuidParam } from '../params.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';

export const SIGNED_OUT_EVERYWHERE = 'Signed out everywhere';
const USER_NOT_FOUND = 'User not found';

/** POST /staff/users/:id/sign-out (admin): ends every session and API token of any
 * account (a stolen token, a lost laptop). */
export function staffSessionsRoutes({ db }: AppDeps): Route[] {
  const signOut = defineRoute(
    {
      method: 'post',
      path: '/staff/users/:id/sign-out',
      summary: 'End every session and API token of an account',
      tag: 'Staff',
      access: 'admin',
      params: z.object({ id: uuidParam(USER_NOT_FOUND, 'User id') }),
      responses: {
        200: { description: 'Signed out', schema: contract.messageSchema },
      },
    },
    async (ctx) => {
      const { id } = ctx.input.params;
      if (!(await userExists(db, id))) throw notFound(USER_NOT_FOUND);
      await signOutEverywhere(db, id, 'signedOutByStaff');
      ctx.body = { message: SIGNED_OUT_EVERYWHERE } satisfies MessageResponse;
    },
  );

  return [signOut];
}
