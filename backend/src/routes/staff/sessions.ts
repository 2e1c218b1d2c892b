import type { MessageResponse } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { endAllSessions } from '../../services/accounts/sessions.ts';
import { uuidParam } from '../params.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';

export const SIGNED_OUT_EVERYWHERE = 'Signed out everywhere';
const USER_NOT_FOUND = 'User not found';

/** POST /staff/users/:id/sign-out (admin): ends every session of any account (a stolen token, a lost laptop). */
export function staffSessionsRoutes({ db }: AppDeps): Route[] {
  const signOut = defineRoute(
    {
      method: 'post',
      path: '/staff/users/:id/sign-out',
      summary: 'End every session of an account',
      tag: 'Staff',
      access: 'admin',
      params: z.object({ id: uuidParam(USER_NOT_FOUND, 'User id') }),
      responses: {
        200: { description: 'Signed out', schema: contract.messageSchema },
      },
    },
    async (ctx) => {
      const { id } = ctx.input.params;
      const exists = await db('users').select('id').where({ id }).first();
      if (!exists) throw notFound(USER_NOT_FOUND);
      await endAllSessions(db, id);
      ctx.body = { message: SIGNED_OUT_EVERYWHERE } satisfies MessageResponse;
    },
  );

  return [signOut];
}
