import type { DefaultContext, Middleware } from 'koa';
import { notFound } from '../../errors.ts';
import type { SignedIn } from '../../middleware/auth.ts';
import type { WithInput } from '../../middleware/validate.ts';
import type { OrderRow } from '../../db/rows.ts';
import { findOrderOfUser, ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';

/** The state `ownOrder()` types: the signed-in client's order of `:orderId`. */
export interface WithOrder {
  order: OrderRow;
}

/**
 * Loads the signed-in client's order named by `:orderId` (someone else's is simply not found), for
 * the steps after it: the block its service asks for. The change itself locks the row.
 */
export function ownOrder(): Middleware<
  SignedIn & WithOrder,
  DefaultContext & WithInput<{ params: { orderId: string } }>
> {
  return async (ctx, next) => {
    const order = await findOrderOfUser(ctx.deps.db, ctx.state.user.id, ctx.input.params.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    ctx.state.order = order;
    await next();
  };
}
