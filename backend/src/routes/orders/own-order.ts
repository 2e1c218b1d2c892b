import type { Middleware } from 'koa';
import { notFound } from '../../errors.ts';
import type { SignedIn } from '../../middleware/auth.ts';
import type { InTransaction } from '../../middleware/transaction.ts';
import type { WithInput } from '../../middleware/validate.ts';
import type { OrderRow } from '../../db/rows.ts';
import { findOrderOfUser, ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';

/** The state `ownOrderForUpdate()` types: the signed-in client's order of `:orderId`. */
export interface WithOrder {
  order: OrderRow;
}

/**
 * Loads the signed-in client's order named by `:orderId` and locks it for the route's transaction,
 * so concurrent edits apply one after another; someone else's order is simply not found.
 */
export function ownOrderForUpdate(): Middleware<
  SignedIn & InTransaction & WithOrder,
  WithInput<{ params: { orderId: string } }>
> {
  return async (ctx, next) => {
    const { user, trx } = ctx.state;
    const order = await findOrderOfUser(trx, user.id, ctx.input.params.orderId, { forUpdate: true });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    ctx.state.order = order;
    await next();
  };
}
