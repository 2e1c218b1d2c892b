import Router from '@koa/router';
import { staffClientsQuerySchema, type StaffClientsResponse } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { auth } from '../../middleware/auth.ts';
import { validate } from '../../middleware/validate.ts';
import { listClients } from '../../services/staff/clients.ts';
import { presentClient } from '../../presenters/staff.ts';
import { STAFF_ROLES, viewerOf } from './roles.ts';

/** The clients a staff member serves, with assignee and order count. */
export function staffClientsRouter({ db }: AppDeps): Router {
  const router = new Router({ prefix: '/staff/clients' });

  router.get('/', auth({ roles: STAFF_ROLES }), validate({ query: staffClientsQuerySchema }), async (ctx) => {
    const { query } = ctx.input;
    const { rows, total } = await listClients(db, viewerOf(ctx), query);
    ctx.body = {
      clients: rows.map(presentClient),
      total,
      page: query.page,
      pageSize: query.pageSize,
    } satisfies StaffClientsResponse;
  });

  return router;
}
