import Router from '@koa/router';
import type { MessageResponse } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { auth } from '../../middleware/auth.ts';
import { validate } from '../../middleware/validate.ts';
import { endAllSessions } from '../../services/accounts/sessions.ts';
import { uuidParam } from '../params.ts';
import { ADMIN_ONLY } from './roles.ts';
import * as contract from '@stitchdesk/shared';
import { describeRoute, errorResponses, uuidPathDoc } from '../route-docs.ts';

export const SIGNED_OUT_EVERYWHERE = 'Signed out everywhere';
const USER_NOT_FOUND = 'User not found';

/** POST /staff/users/:id/sign-out (admin): ends every session of any account (a stolen token, a lost laptop). */
export function staffSessionsRouter({ db }: AppDeps): Router {
  const router = new Router({ prefix: '/staff/users' });

  describeRoute(router, {
    method: 'post',
    path: '/:id/sign-out',
    summary: 'End every session of an account',
    tag: 'Staff',
    access: 'admin',
    pathParams: { id: uuidPathDoc('User id') },
    responses: {
      200: { description: 'Signed out', schema: contract.messageSchema },
      ...errorResponses(401, 403, 404),
    },
  });
  router.post(
    '/:id/sign-out',
    auth({ roles: ADMIN_ONLY }),
    validate({ params: z.object({ id: uuidParam(USER_NOT_FOUND) }) }),
    async (ctx) => {
      const { id } = ctx.input.params;
      const exists = await db('users').select('id').where({ id }).first();
      if (!exists) throw notFound(USER_NOT_FOUND);
      await endAllSessions(db, id);
      ctx.body = { message: SIGNED_OUT_EVERYWHERE } satisfies MessageResponse;
    },
  );

  return router;
}
