import type { Knex } from 'knex';
import { usersChanged } from '../accounts/user-cache.ts';

type Db = Knex | Knex.Transaction;

/**
 * Moves users.orders_version of `userId`, the owner whose order list changed. Call it inside the
 * transaction of every write that changes what that list shows (an order created, revised, moved or
 * delivered; its files linked), so the version moves exactly when the list does: the list's ETag and
 * its cached bytes are keyed by it. A future write to the owner's e-mail (shown in each order) must
 * bump it too.
 */
export async function bumpOrdersVersion(trx: Db, userId: string): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .update({ orders_version: trx.raw('orders_version + 1') });
  usersChanged(trx, [userId]);
}
