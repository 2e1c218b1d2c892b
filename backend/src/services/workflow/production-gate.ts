import type { Knex } from 'knex';
import { DEPOSIT_SERVICES, depositCents } from '@stitchdesk/shared';
import { conflict } from '../../errors.ts';
import type { OrderRow, ProofRow } from '../../db/rows.ts';
import { PROOF_COLUMNS } from './proofs-query.ts';
import {
  CHANGED_AFTER_APPROVAL,
  NO_PRICE_FOR_PRODUCTION,
  NOT_APPROVED,
  depositNeededMessage,
} from './messages.ts';

/**
 * Production starts only on what the client approved and, for the deposit services (patches), once
 * 50% of the price is paid (the site's "50% advance payment before production"). Throws the 409 a person reads when the
 * order (locked by the caller) is not ready.
 */
export async function assertReadyForProduction(trx: Knex.Transaction, order: OrderRow): Promise<void> {
  const latest = await trx<ProofRow>('proofs')
    .select(...PROOF_COLUMNS)
    .where({ order_id: order.id })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first();
  if (latest?.decision !== 'approved' || !latest.decided_at) throw conflict(NOT_APPROVED);
  const editedSince = await trx('revisions')
    .where({ order_id: order.id })
    .andWhere('created_at', '>', latest.decided_at)
    .first('id');
  if (editedSince) throw conflict(CHANGED_AFTER_APPROVAL);

  if (!DEPOSIT_SERVICES.includes(order.service_type)) return;
  if (order.price_cents === null) throw conflict(NO_PRICE_FOR_PRODUCTION);
  const deposit = depositCents(order.service_type, order.price_cents);
  if (order.paid_cents < deposit) throw conflict(depositNeededMessage(deposit, order.paid_cents));
}
