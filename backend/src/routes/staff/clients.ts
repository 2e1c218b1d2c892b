import {
  staffClientsQuerySchema,
  updateClientSchema,
  type StaffClientResponse,
  type StaffClientsResponse,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { presentClient } from '../../presenters/staff.ts';
import {
  CLIENT_NOT_FOUND,
  findClient,
  listClients,
  setClientDisabled,
} from '../../services/accounts/clients.ts';
import { uuidParam } from '../params.ts';
import { viewerOf } from './roles.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';

export const CLIENT_DISABLED = 'Client disabled';
export const CLIENT_ENABLED = 'Client enabled';

/** The clients a staff member serves, with assignee and order count; the admin disables and enables them. */
export function staffClientsRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/staff/clients',
      summary: 'Clients with their assignee and order count',
      tag: 'Staff',
      access: 'staff',
      query: staffClientsQuerySchema,
      responses: {
        200: { description: 'Clients', schema: contract.staffClientsResponseSchema },
      },
    },
    async (ctx) => {
      const { query } = ctx.input;
      const { rows, total } = await listClients(db, viewerOf(ctx), query);
      ctx.body = {
        clients: rows.map(presentClient),
        total,
        page: query.page,
        pageSize: query.pageSize,
      } satisfies StaffClientsResponse;
    },
  );

  const update = defineRoute(
    {
      method: 'patch',
      path: '/staff/clients/:id',
      summary: 'Disable or enable a client account (disabling ends its sessions)',
      tag: 'Staff',
      access: 'admin',
      params: z.object({ id: uuidParam(CLIENT_NOT_FOUND, 'Client id') }),
      body: updateClientSchema,
      responses: {
        200: { description: 'Updated', schema: contract.staffClientResponseSchema },
      },
    },
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

  return [list, update];
}
