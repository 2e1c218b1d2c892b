import {
  CLIENT_NOTES_SAVED,
  clientNotesSchema,
  staffClientsQuerySchema,
  updateClientSchema,
  type ClientNotesResponse,
  type StaffClientResponse,
  type StaffClientsResponse,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { presentClient } from '../../presenters/staff.ts';
import { presentClientNotes, presentClientPage } from '../../presenters/client-page.ts';
import { allowanceSettings } from '../../services/accounts/allowances.ts';
import { saveClientNotes } from '../../services/accounts/client-notes.ts';
import { clientPageOf } from '../../services/accounts/client-page.ts';
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

const idParams = z.object({ id: uuidParam(CLIENT_NOT_FOUND, 'Client id') });

/**
 * The clients a staff member serves, with assignee and order count; one client whole, with staff's
 * private notes on them; the admin disables and enables them. An employee reaches the clients the
 * queue shows them (assigned to them or to nobody, policies.ts), and writes notes on those; another
 * client's id answers 404, as an unknown one or a staff account's does.
 */
export function staffClientsRoutes({ db, config }: AppDeps): Route[] {
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
      params: idParams,
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

  const show = defineRoute(
    {
      method: 'get',
      path: '/staff/clients/:id',
      summary:
        'A client whole: contact, addresses, machine profile, assignee, allowances, plans, what is owed, recent orders and staff’s notes',
      tag: 'Staff',
      access: 'staff',
      params: idParams,
      responses: { 200: { description: 'The client', schema: contract.staffClientPageSchema } },
    },
    async (ctx) => {
      const rows = await clientPageOf(db, viewerOf(ctx), ctx.input.params.id);
      if (!rows) throw notFound(CLIENT_NOT_FOUND);
      ctx.body = presentClientPage(rows, allowanceSettings(config));
    },
  );

  const notes = defineRoute(
    {
      method: 'put',
      path: '/staff/clients/:id/notes',
      summary: 'Replace staff’s private notes on a client (never shown to the client)',
      tag: 'Staff',
      access: 'staff',
      params: idParams,
      body: clientNotesSchema,
      responses: { 200: { description: 'Saved', schema: contract.clientNotesResponseSchema } },
    },
    async (ctx) => {
      const { id } = ctx.input.params;
      if (!(await findClient(db, viewerOf(ctx), id))) throw notFound(CLIENT_NOT_FOUND);
      const row = await saveClientNotes(db, id, ctx.input.body.notes, ctx.state.user.id);
      ctx.body = { message: CLIENT_NOTES_SAVED, ...presentClientNotes(row) } satisfies ClientNotesResponse;
    },
  );

  return [list, show, update, notes];
}
