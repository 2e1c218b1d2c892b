import type { DefaultContext, Middleware } from 'koa';
import type { SignedIn } from '../../middleware/auth.ts';
import type { WithInput } from '../../middleware/validate.ts';
import { ownPreset as findOwnPreset, type PresetRow } from '../../services/orders/presets.ts';

/** The state a route has once it loaded the caller's own preset. */
export interface WithPreset {
  preset: PresetRow;
}

/**
 * Loads the caller's preset of `:id`, which names the rules its new fields are checked by; another's
 * is not found. The change itself locks it (services/orders/presets.ts).
 */
export function ownPreset(): Middleware<
  SignedIn & WithPreset,
  DefaultContext & WithInput<{ params: { id: string } }>
> {
  return async (ctx, next) => {
    ctx.state.preset = await findOwnPreset(ctx.deps.db, ctx.state.user.id, ctx.input.params.id);
    await next();
  };
}
