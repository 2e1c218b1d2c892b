import Router from '@koa/router';
import {
  staffClientsQuerySchema,
  updateClientSchema,
  type StaffClientResponse,
  type StaffClientsResponse,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { auth } from '../../middleware/auth.ts';
import { validate } from '../../middleware/validate.ts';
import { presentClient } from '../../presenters/staff.ts';
import {
  CLIENT_NOT_FOUND,
  findClient,
  listClients,
  setClientDisabled,
} from '../../services/accounts/clients.ts';
import { uuidParam } from '../params.ts';
import { ADMIN_ONLY, STAFF_ROLES, viewerOf } from './roles.ts';
import * as contract from '@stitchdesk/shared';
import { describeRoute, errorResponses, uuidPathDoc } from '../route-docs.ts';

export const CLIENT_DISABLED = 'Client disabled';
export const CLIENT_ENABLED = 'Client enabled';

/** The clients a staff member serves, with assignee and order count; the admin disables and enables them. */
export function staffClientsRouter({ db }: AppDeps): Router {
  const router = new Router({ prefix: '/staff/clients' });

  describeRoute(router, {
    method: 'get',
    path: '/',
    summary: 'Clients with their assignee and order count',
    tag: 'Staff',
    access: 'staff',
    query: staffClientsQuerySchema,
    responses: {
      200: { description: 'Clients', schema: contract.staffClientsResponseSchema },
      ...errorResponses(400, 401, 403),
    },
  });
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

  describeRoute(router, {
    method: 'patch',
    path: '/:id',
    summary: 'Disable or enable a client account (disabling ends its sessions)',
    tag: 'Staff',
    access: 'admin',
    pathParams: { id: uuidPathDoc('Client id') },
    body: updateClientSchema,
    responses: {
      200: { description: 'Updated', schema: contract.staffClientResponseSchema },
      ...errorResponses(400, 401, 403, 404),
    },
  });
  router.patch(
    '/:id',
    auth({ roles: ADMIN_ONLY }),
    validate({ params: z.object({ id: uuidParam(CLIENT_NOT_FOUND) }), body: updateClientSchema }),
    async (ctx) => {
      const { id } = ctx.input.params;
      const { disabled } = ctx.input.body;
      await setClientDisabled(db, id, disabled);
      const row = await findClient(db, viewerOf(ctx), id);
      if (!row) throw notFound(CLIENT_NOT_FOUND);
      ctx.body = {
        message: disabled ? CLIENT_DISABLED : CLIENT_ENABLED,
        client: presentClient(row),
      } satisfies StaffClientResponse;
    },
  );

  return router;
}
