import type { Knex } from 'knex';
import type { ProofRow } from '../../db/rows.ts';
import { ownedBy } from '../../policies.ts';
import { oldestFirst } from '../../db/oldest-first.ts';

type Db = Knex | Knex.Transaction;

export const PROOF_COLUMNS = [
  'id',
  'order_id',
  'created_by',
  'note',
  'created_at',
  'decision',
  'decided_at',
  'decided_by',
  'comment',
  'approved_files',
  'revision_id',
] as const;

/** The proofs of these orders, oldest first. */
export async function proofsOfOrders(db: Db, orderIds: readonly string[]): Promise<ProofRow[]> {
  if (orderIds.length === 0) return [];
  return db<ProofRow>('proofs')
    .select(...PROOF_COLUMNS)
    .whereRaw('order_id = ANY(?::uuid[])', [[...orderIds]])
    .orderBy(oldestFirst());
}

/** Every proof of `userId`'s orders (or of only `orderIds` of them), in one query whatever the count. */
export async function proofsOfUserOrders(
  db: Db,
  userId: string,
  orderIds?: readonly string[],
): Promise<ProofRow[]> {
  const query = db<ProofRow>('proofs')
    .select(...PROOF_COLUMNS.map((column) => `proofs.${column}`))
    .join('orders', 'orders.id', 'proofs.order_id')
    .where(ownedBy(userId));
  if (orderIds) query.whereRaw('proofs.order_id = ANY(?::uuid[])', [[...orderIds]]);
  return query.orderBy(oldestFirst('proofs'));
}
