import type { Middleware } from 'koa';
import type { SignedIn } from '../../middleware/auth.ts';
import type { InTransaction } from '../../middleware/transaction.ts';
import type { WithInput } from '../../middleware/validate.ts';
import { ownPresetForUpdate, type PresetRow } from '../../services/orders/presets.ts';

/** The state a route has once it loaded the caller's own preset. */
export interface WithPreset {
  preset: PresetRow;
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
