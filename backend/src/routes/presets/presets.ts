import {
  createPresetSchema,
  presetBodyDoc,
  serverEarliestDate,
  updatePresetSchema,
  updatePresetSchemaFor,
  type PresetResponse,
  type PresetsResponse,
} from '@stitchdesk/shared';
import * as contract from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { presentPreset } from '../../presenters/preset.ts';
import {
  createPreset,
  deletePreset,
  listPresets,
  PRESET_NOT_FOUND,
  updatePreset,
} from '../../services/orders/presets.ts';
import { uuidParam } from '../params.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';
import { ownPreset } from './own-preset.ts';

export const PRESET_SAVED = 'Preset saved';
export const PRESET_UPDATED = 'Preset updated';

const idParams = z.object({ id: uuidParam(PRESET_NOT_FOUND, 'Preset id') });
// Built per request, so "today" (delivery dates) is today.
const today = () => ({ earliestDate: serverEarliestDate() });

/**
 * A client's order presets (issue 15): named new-order fields, on the server so the web and the
 * desktop share them. Each client sees and changes only their own.
 */
export function presetsRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/user/presets',
      summary: 'The caller’s order presets, by name',
      tag: 'Orders',
      access: 'client',
      scope: 'orders:read',
      responses: {
        200: { description: 'Presets', schema: contract.presetsResponseSchema },
      },
    },
    async (ctx) => {
      const rows = await listPresets(db, ctx.state.user.id);
      ctx.body = { presets: rows.map(presentPreset) } satisfies PresetsResponse;
    },
  );

  const create = defineRoute(
    {
      method: 'post',
      path: '/user/presets',
      summary: `Save an order preset (at most ${contract.MAX_PRESETS_PER_USER}; names unique whatever their case)`,
      tag: 'Orders',
      access: 'client',
      scope: 'orders:write',
      bodyFor: () => createPresetSchema(today()),
      bodyDoc: presetBodyDoc(today()),
      responses: {
        201: { description: 'Saved', schema: contract.presetResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const row = await createPreset(db, ctx.state.user.id, ctx.input.body);
      ctx.status = 201;
      ctx.body = { message: PRESET_SAVED, preset: presentPreset(row) } satisfies PresetResponse;
    },
  );

  const update = defineRoute(
    {
      method: 'patch',
      path: '/user/presets/:id',
      summary: 'Rename a preset and/or replace its fields (checked against its service)',
      tag: 'Orders',
      access: 'client',
      scope: 'orders:write',
      params: idParams,
      // The shape first; once the preset is loaded, its fields against the rules of its service.
      body: updatePresetSchema,
      bodyFor: (ctx) => updatePresetSchemaFor(ctx.state.preset.service_type, today()),
      responses: {
        200: { description: 'Updated', schema: contract.presetResponseSchema },
        ...errorResponses(409),
      },
      after: [ownPreset()],
    },
    async (ctx) => {
      const row = await updatePreset(db, ctx.state.user.id, ctx.state.preset.id, ctx.input.body);
      ctx.body = { message: PRESET_UPDATED, preset: presentPreset(row) } satisfies PresetResponse;
    },
  );

  const remove = defineRoute(
    {
      method: 'delete',
      path: '/user/presets/:id',
      summary: 'Delete a preset',
      tag: 'Orders',
      access: 'client',
      scope: 'orders:write',
      params: idParams,
      responses: { 204: { description: 'Deleted' } },
    },
    async (ctx) => {
      await deletePreset(db, ctx.state.user.id, ctx.input.params.id);
      ctx.status = 204;
    },
  );

  return [list, create, update, remove];
}
