import type { Knex } from 'knex';

/*
 * Refunds are lines of the same append-only ledger: a negative amount naming the payment it gives
 * back (`refund_of`), so what each payment still has to refund is its amount plus its refunds, and
 * orders.paid_cents stays the ledger's plain sum. A refund through Stripe carries Stripe's refund id
 * as its provider reference: the unique (provider, provider_ref, order_id) of 0150 and the lookup by
 * that id make a refund our route recorded and its `charge.refunded` event count once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.uuid('refund_of').nullable().references('id').inTable('payments').onDelete('CASCADE');
    t.index(['refund_of']);
  });
  await knex.raw('ALTER TABLE payments DROP CONSTRAINT payments_amount_cents_check');
  await knex.raw(`
    ALTER TABLE payments ADD CONSTRAINT payments_amount_cents_check
      CHECK ((refund_of IS NULL AND amount_cents > 0) OR (refund_of IS NOT NULL AND amount_cents < 0))`);
  // A provider's own refunds are looked up by their id alone (one refund may give back several orders' shares).
  await knex.raw(
    'CREATE INDEX payments_provider_refund_ref ON payments (provider, provider_ref) WHERE refund_of IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX payments_provider_refund_ref');
  await knex.raw('ALTER TABLE payments DROP CONSTRAINT payments_amount_cents_check');
  // Refund lines cannot satisfy the old check: they go with the column that made them refunds, and
  // each order's paid amount is the sum of what is left.
  await knex('payments').whereNotNull('refund_of').delete();
  await knex.raw(`
    UPDATE orders o SET paid_cents = coalesce((SELECT sum(amount_cents) FROM payments p WHERE p.order_id = o.id), 0)
     WHERE paid_cents <> coalesce((SELECT sum(amount_cents) FROM payments p WHERE p.order_id = o.id), 0)`);
  await knex.raw('ALTER TABLE payments ADD CONSTRAINT payments_amount_cents_check CHECK (amount_cents > 0)');
  await knex.schema.alterTable('payments', (t) => t.dropColumn('refund_of'));
}
