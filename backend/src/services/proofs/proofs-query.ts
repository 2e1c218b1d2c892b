import type { Knex } from 'knex';
import type { ProofRow } from '../../db/rows.ts';
import { rowsOfOrders, rowsOfUserOrders } from '../orders/children-query.ts';

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
export function proofsOfOrders(db: Db, orderIds: readonly string[]): Promise<ProofRow[]> {
  return rowsOfOrders<ProofRow>(db, 'proofs', PROOF_COLUMNS, orderIds);
}

/** Every proof of `userId`'s orders (or of only `orderIds` of them). */
export function proofsOfUserOrders(
  db: Db,
  userId: string,
  orderIds?: readonly string[],
): Promise<ProofRow[]> {
  return rowsOfUserOrders<ProofRow>(db, 'proofs', PROOF_COLUMNS, userId, orderIds);
}
