import { updateAllowancesSchema, type ClientAllowancesResponse } from '@stitchdesk/shared';
import * as contract from '@stitchdesk/shared';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import {
  allowanceSettings,
  clientAllowances,
  updateClientAllowances,
} from '../../services/accounts/allowances.ts';
import { presentAllowances } from '../../presenters/allowances.ts';
import { CLIENT_NOT_FOUND, findClient } from '../../services/accounts/clients.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { viewerOf } from './roles.ts';

const idParams = z.object({ id: uuidParam(CLIENT_NOT_FOUND, 'Client id') });

function allowancesAnswer(
  config: Config,
  found: Awaited<ReturnType<typeof clientAllowances>>,
): ClientAllowancesResponse {
  if (!found) throw notFound(CLIENT_NOT_FOUND);
  return presentAllowances({ ...found, ...allowanceSettings(config) });
}

/**
 * A client's allowances (issue 27): staff see them with their history; an admin raises (or lowers,
 * or resets) them for one high-volume client. Each change is a client_allowance_events row.
 */
export function staffAllowancesRoutes({ db, config }: AppDeps): Route[] {
  const show = defineRoute(
    {
      method: 'get',
      path: '/staff/clients/:id/allowances',
      summary: 'A client’s upload, order and storage allowances, with who changed them when',
      tag: 'Staff',
      access: 'staff',
      params: idParams,
      responses: {
        200: { description: 'Allowances', schema: contract.clientAllowancesResponseSchema },
      },
    },
    async (ctx) => {
      const { id } = ctx.input.params;
      if (!(await findClient(db, viewerOf(ctx), id))) throw notFound(CLIENT_NOT_FOUND);
      ctx.body = allowancesAnswer(config, await clientAllowances(db, id));
    },
  );

  const update = defineRoute(
    {
      method: 'put',
      path: '/staff/clients/:id/allowances',
      summary: 'Set a client’s allowances (null: the server’s default); each change is recorded',
      tag: 'Staff',
      access: 'admin',
      params: idParams,
      body: updateAllowancesSchema,
      responses: {
        200: { description: 'Updated', schema: contract.clientAllowancesResponseSchema },
      },
    },
    async (ctx) => {
      const { id } = ctx.input.params;
      const updated = await updateClientAllowances(db, id, ctx.input.body, ctx.state.user.id);
      ctx.body = allowancesAnswer(config, updated);
    },
  );

  return [show, update];
}
