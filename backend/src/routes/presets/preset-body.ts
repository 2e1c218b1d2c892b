import {
  createPresetSchema,
  serverEarliestDate,
  updatePresetSchemaFor,
  type CreatePresetInput,
  type UpdatePresetInput,
} from '@stitchdesk/shared';
import type { DefaultState, Middleware } from 'koa';
import type { SignedIn } from '../../middleware/auth.ts';
import type { InTransaction } from '../../middleware/transaction.ts';
import { validate, type WithInput } from '../../middleware/validate.ts';
import { ownPresetForUpdate, type PresetRow } from '../../services/orders/presets.ts';

/** The state a route has once it loaded the caller's own preset. */
export interface WithPreset {
  preset: PresetRow;
}

/** Validates a new preset's body; built per request so "today" (delivery dates) is today. */
export function createPresetBody(): Middleware<DefaultState, WithInput<{ body: CreatePresetInput }>> {
  return (ctx, next) =>
    validate({ body: createPresetSchema({ earliestDate: serverEarliestDate() }) })(ctx, next);
}

/** Validates a change against the rules of the loaded preset's own service. */
export function updatePresetBody(): Middleware<
  SignedIn & InTransaction & WithPreset,
  WithInput<{ params: { id: string }; body: UpdatePresetInput }>
> {
  return (ctx, next) => {
    const schema = updatePresetSchemaFor(ctx.state.preset.service_type, {
      earliestDate: serverEarliestDate(),
    });
    return validate({ body: schema })(ctx, next);
  };
}

/** Loads the caller's preset of `:id`, locked for the route's transaction; another's is not found. */
export function ownPreset(): Middleware<
  SignedIn & InTransaction & WithPreset,
  WithInput<{ params: { id: string } }>
> {
  return async (ctx, next) => {
    ctx.state.preset = await ownPresetForUpdate(ctx.state.trx, ctx.state.user.id, ctx.input.params.id);
    await next();
  };
}
