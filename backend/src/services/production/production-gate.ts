import type { Knex } from 'knex';
import {
  depositAllowsProduction,
  depositCents,
  depositOwedCents,
  formatCents,
  requiresDeposit,
} from '@stitchdesk/shared';
import type { OrderRow, ProofRow } from '../../db/rows.ts';
import {
  CHANGED_AFTER_APPROVAL,
  NO_PRICE_FOR_PRODUCTION,
  NOT_APPROVED,
  depositNeededMessage,
} from './messages.ts';
import type { Requirement } from './requirement.ts';

type Db = Knex | Knex.Transaction;

async function proofRequirement(db: Db, order: OrderRow): Promise<Requirement> {
  const latest = await db<ProofRow>('proofs')
    .select('decision', 'decided_at')
    .where({ order_id: order.id })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first();
  const label = 'Proof approved';
  if (!latest) return { label, met: false, detail: 'No proof sent yet', refusal: NOT_APPROVED };
  if (latest.decision !== 'approved' || !latest.decided_at) {
    const detail =
      latest.decision === 'changes-requested'
        ? 'The client requested changes'
        : 'Awaiting the client’s decision';
    return { label, met: false, detail, refusal: NOT_APPROVED };
  }
  const editedSince = await db('revisions')
    .where({ order_id: order.id })
    .andWhere('created_at', '>', latest.decided_at)
    .first('id');
  if (editedSince) {
    return {
      label,
      met: false,
      detail: 'The client changed the order since: send a new proof',
      refusal: CHANGED_AFTER_APPROVAL,
    };
  }
  return { label, met: true, detail: null, refusal: '' };
}

/**
 * What production needs: what the client approved and, for the deposit services, the deposit paid
 * (packages/shared's deposit rule). In the order the refusals are given.
 */
export async function productionRequirements(db: Db, order: OrderRow): Promise<Requirement[]> {
  const requirements = [await proofRequirement(db, order)];
  if (!requiresDeposit(order.service_type)) return requirements;
  if (order.price_cents === null) {
    requirements.push({
      label: 'Price set',
      met: false,
      detail: 'No price yet',
      refusal: NO_PRICE_FOR_PRODUCTION,
    });
    return requirements;
  }
  const deposit = depositCents(order.service_type, order.price_cents);
  const owed = depositOwedCents(order.service_type, order.price_cents, order.paid_cents);
  requirements.push({
    label: 'Deposit paid',
    met: depositAllowsProduction(order.service_type, order.price_cents, order.paid_cents),
    detail: owed === 0 ? null : `${formatCents(owed)} owed`,
    refusal: depositNeededMessage(deposit, order.paid_cents),
  });
  return requirements;
}
