import type { Knex } from 'knex';
import type { DefaultState, Middleware } from 'koa';
import type { SignedIn } from './auth.ts';

/** The state `transaction()` types: the rest of the pipeline writes through `ctx.state.trx`. */
export interface InTransaction {
  trx: Knex.Transaction;
}

/**
 * Runs the rest of the route in one database transaction: committed when the handler returns,
 * rolled back when anything after it throws (the error then reaches the error middleware as is).
 * `Before`: the state the middleware before it leave (a signed-in user unless said otherwise), so
 * the route's state type keeps what they set.
 */
export function transaction<Before extends DefaultState = SignedIn>(
  db: Knex,
): Middleware<Before & InTransaction> {
  return (ctx, next) =>
    db.transaction(async (trx) => {
      ctx.state.trx = trx;
      await next();
    });
}
