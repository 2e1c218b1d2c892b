import Router from '@koa/router';
import {
  presetBodyDoc,
  serverEarliestDate,
  updatePresetSchema,
  type PresetResponse,
  type PresetsResponse,
} from '@stitchdesk/shared';
import * as contract from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { auth } from '../../middleware/auth.ts';
import { transaction } from '../../middleware/transaction.ts';
import { validate } from '../../middleware/validate.ts';
import { presentPreset } from '../../presenters/preset.ts';
import {
  createPreset,
  deletePreset,
  listPresets,
  PRESET_NOT_FOUND,
  updatePreset,
} from '../../services/orders/presets.ts';
import { uuidParam } from '../params.ts';
import { describeRoute, errorResponses, uuidPathDoc } from '../route-docs.ts';
import { createPresetBody, ownPreset, updatePresetBody } from './preset-body.ts';

export const PRESET_SAVED = 'Preset saved';
export const PRESET_UPDATED = 'Preset updated';

const CLIENTS = { roles: ['client'] } as const;
const idParams = z.object({ id: uuidParam(PRESET_NOT_FOUND) });
const idPath = { id: uuidPathDoc('Preset id') };

/**
 * A client's order presets (issue 15): named new-order fields, on the server so the web and the
 * desktop share them. Each client sees and changes only their own.
 */
export function presetsRouter({ db }: AppDeps): Router {
  const router = new Router({ prefix: '/user/presets' });

  describeRoute(router, {
    method: 'get',
    path: '/',
    summary: 'The caller’s order presets, by name',
    tag: 'Orders',
    access: 'client',
    responses: {
      200: { description: 'Presets', schema: contract.presetsResponseSchema },
      ...errorResponses(401, 403),
    },
  });
  router.get('/', auth(CLIENTS), async (ctx) => {
    const rows = await listPresets(db, ctx.state.user.id);
    ctx.body = { presets: rows.map(presentPreset) } satisfies PresetsResponse;
  });

  describeRoute(router, {
    method: 'post',
    path: '/',
    summary: `Save an order preset (at most ${contract.MAX_PRESETS_PER_USER}; names unique whatever their case)`,
    tag: 'Orders',
    access: 'client',
    body: presetBodyDoc({ earliestDate: serverEarliestDate() }),
    responses: {
      201: { description: 'Saved', schema: contract.presetResponseSchema },
      ...errorResponses(400, 401, 403, 409),
    },
  });
  router.post('/', auth(CLIENTS), createPresetBody(), transaction(db), async (ctx) => {
    const row = await createPreset(ctx.state.trx, ctx.state.user.id, ctx.input.body);
    ctx.status = 201;
    ctx.body = { message: PRESET_SAVED, preset: presentPreset(row) } satisfies PresetResponse;
  });

  describeRoute(router, {
    method: 'patch',
    path: '/:id',
    summary: 'Rename a preset and/or replace its fields (checked against its service)',
    tag: 'Orders',
    access: 'client',
    pathParams: idPath,
    body: updatePresetSchema,
    responses: {
      200: { description: 'Updated', schema: contract.presetResponseSchema },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  router.patch(
    '/:id',
    auth(CLIENTS),
    validate({ params: idParams, body: updatePresetSchema }),
    transaction(db),
    ownPreset(),
    updatePresetBody(),
    async (ctx) => {
      const row = await updatePreset(ctx.state.trx, ctx.state.preset, ctx.input.body);
      ctx.body = { message: PRESET_UPDATED, preset: presentPreset(row) } satisfies PresetResponse;
    },
  );

  describeRoute(router, {
    method: 'delete',
    path: '/:id',
    summary: 'Delete a preset',
    tag: 'Orders',
    access: 'client',
    pathParams: idPath,
    responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
  });
  router.delete('/:id', auth(CLIENTS), validate({ params: idParams }), async (ctx) => {
    await deletePreset(db, ctx.state.user.id, ctx.input.params.id);
    ctx.status = 204;
  });

  return router;
}
