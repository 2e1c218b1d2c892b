import type { Knex } from 'knex';

/*
 * Shipping and the staff order page (issue 26): the carrier and tracking number goods shipped with,
 * and the employee an order is assigned to (null: the client's assignee works on it). History
 * entries gain the kinds 'assignee' and 'due' for those changes made on the order page.
 */
const KINDS = ['status', 'price', 'payment', 'proof', 'approved', 'changes-requested'];
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.text('shipment_carrier').nullable();
    t.text('shipment_tracking_number').nullable();
    t.text('shipment_tracking_url').nullable();
    t.timestamp('shipped_at', { useTz: true }).nullable();
    t.uuid('assigned_to').nullable().references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.raw('ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check');
  await knex.raw(
    `ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check CHECK (kind IN (${list([...KINDS, 'assignee', 'due'])}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('order_events').whereIn('kind', ['assignee', 'due']).delete();
  await knex.raw('ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check');
  await knex.raw(
    `ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check CHECK (kind IN (${list(KINDS)}))`,
  );
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('shipment_carrier');
    t.dropColumn('shipment_tracking_number');
    t.dropColumn('shipment_tracking_url');
    t.dropColumn('shipped_at');
    t.dropColumn('assigned_to');
  });
}
