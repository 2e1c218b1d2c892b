import type { Knex } from 'knex';

/*
 * The production workflow (issue 13): Super Rush and due times, prices, proofs and approval, and
 * the payments ledger.
 *
 * - orders.due_at is stored (and indexed) so the staff queue sorts and flags overdue work in SQL;
 *   the server sets it on every insert. The default only covers rows inserted by hand.
 * - orders.paid_cents is the ledger's sum, kept on the order row in the same transaction as each
 *   payment (under the order's row lock): the list's stamp (xmin) moves with it, and the queue and
 *   the deposit check read one row.
 * - payments is append-only: an UPDATE is refused by a trigger. Rows go only with their order.
 * - A proof's files are `files` rows of kind 'proof' with proof_id set (order_id too, so the
 *   files_version trigger of 0005 moves the order's stamp when they join it).
 * - order_events gains a kind (a status move, or a workflow step that leaves the status alone) and
 *   the words the client was told.
 */

// Written out: a migration keeps the schema it made, whatever the code's lists become later.
const STATUSES = [
  'Pending',
  'In Progress',
  'In Production',
  'Shipped',
  'Completed',
  'Revision Requested',
  'Cancelled',
  'Awaiting Approval',
];
const OLD_STATUSES = STATUSES.filter((s) => s !== 'Awaiting Approval');
const FILE_KINDS = ['attachment', 'delivery', 'proof'];
const EVENT_KINDS = ['status', 'price', 'payment', 'proof', 'approved', 'changes-requested'];
const PAYMENT_METHODS = ['card', 'bank-transfer', 'paypal', 'cash', 'other'];
const DECISIONS = ['approved', 'changes-requested'];

const STATUS_CHECKS: [table: string, column: string, name: string, nullable: boolean][] = [
  ['orders', 'status', 'orders_status_check', false],
  ['revisions', 'status', 'revisions_status_check', false],
  ['order_events', 'from_status', 'order_events_from_status_check', true],
  ['order_events', 'to_status', 'order_events_to_status_check', false],
];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

async function setStatusChecks(knex: Knex, statuses: string[]): Promise<void> {
  for (const [table, column, name] of STATUS_CHECKS) {
    await knex.raw(`ALTER TABLE ?? DROP CONSTRAINT IF EXISTS ??`, [table, name]);
    await knex.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (?? IN (${list(statuses)}))`, [
      table,
      name,
      column,
    ]);
  }
}

export async function up(knex: Knex): Promise<void> {
  await setStatusChecks(knex, STATUSES);

  await knex.schema.alterTable('orders', (t) => {
    t.boolean('super_rush').notNullable().defaultTo(false);
    t.timestamp('due_at', { useTz: true }).notNullable().defaultTo(knex.raw("now() + interval '60 minutes'"));
    t.integer('price_cents').nullable();
    t.integer('paid_cents').notNullable().defaultTo(0);
    t.date('estimated_ship_date').nullable();
    t.date('estimated_delivery_from').nullable();
    t.date('estimated_delivery_to').nullable();
  });
  await knex.raw('ALTER TABLE orders ADD CONSTRAINT orders_price_cents_check CHECK (price_cents >= 0)');
  await knex.raw('ALTER TABLE orders ADD CONSTRAINT orders_paid_cents_check CHECK (paid_cents >= 0)');
  // Orders placed before due times existed: digital work an hour after it was placed, goods at the
  // end of the 8th business day (the default the code states in business-days.ts).
  await knex.raw(`
    UPDATE orders SET due_at = CASE
      WHEN service_type IN ('digitizing', 'vector') THEN created_at + interval '60 minutes'
      ELSE (
        SELECT (d::date + 1)::timestamp AT TIME ZONE 'UTC' - interval '1 millisecond'
        FROM generate_series(
          (created_at AT TIME ZONE 'UTC')::date + 1,
          (created_at AT TIME ZONE 'UTC')::date + 20,
          interval '1 day'
        ) AS g(d)
        WHERE extract(isodow FROM d) < 6
        ORDER BY d OFFSET 7 LIMIT 1
      )
    END`);
  // The queue's default order: open rush work first, then by due time.
  await knex.raw('CREATE INDEX orders_due_at_index ON orders (due_at, id)');
  await knex.raw('CREATE INDEX orders_super_rush_due_at_index ON orders (due_at) WHERE super_rush');

  await knex.schema.alterTable('order_events', (t) => {
    t.text('kind').notNullable().defaultTo('status').checkIn(EVENT_KINDS, 'order_events_kind_check');
    t.text('client_message').nullable();
  });

  await knex.schema.createTable('proofs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('note').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('decision').nullable().checkIn(DECISIONS, 'proofs_decision_check');
    t.timestamp('decided_at', { useTz: true }).nullable();
    t.uuid('decided_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('comment').nullable();
    // What was approved: [{ fileId, name, sha256 }] of the proof's files at that moment.
    t.jsonb('approved_files').nullable();
    t.uuid('revision_id').nullable().references('id').inTable('revisions').onDelete('SET NULL');
    t.index(['order_id', 'created_at']);
    t.index(['created_by']);
    t.index(['decided_by']);
    t.index(['revision_id']);
  });

  await knex.raw('ALTER TABLE files DROP CONSTRAINT files_kind_check');
  await knex.raw(`ALTER TABLE files ADD CONSTRAINT files_kind_check CHECK (kind IN (${list(FILE_KINDS)}))`);
  await knex.schema.alterTable('files', (t) => {
    t.uuid('proof_id').nullable().references('id').inTable('proofs').onDelete('CASCADE');
    t.index(['proof_id']);
  });

  await knex.schema.createTable('payments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('amount_cents').notNullable();
    t.text('method').notNullable().checkIn(PAYMENT_METHODS, 'payments_method_check');
    t.text('reference').notNullable().defaultTo('');
    t.timestamp('paid_at', { useTz: true }).notNullable();
    t.uuid('recorded_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    // Who took the money: 'manual' (staff recorded it) or, later, a payment provider's name with
    // its own id for the charge (unique per provider, so a webhook delivered twice records once).
    t.text('provider').notNullable().defaultTo('manual');
    t.text('provider_ref').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['order_id', 'paid_at']);
    t.index(['recorded_by']);
    t.unique(['provider', 'provider_ref']);
  });
  await knex.raw('ALTER TABLE payments ADD CONSTRAINT payments_amount_cents_check CHECK (amount_cents > 0)');
  await knex.raw(`
    CREATE FUNCTION stitchdesk_payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'payments is an append-only ledger';
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER payments_append_only BEFORE UPDATE ON payments
      FOR EACH ROW EXECUTE FUNCTION stitchdesk_payments_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments');
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_payments_append_only()');
  await knex('files').where({ kind: 'proof' }).delete();
  await knex.schema.alterTable('files', (t) => {
    t.dropColumn('proof_id');
  });
  await knex.raw('ALTER TABLE files DROP CONSTRAINT files_kind_check');
  await knex.raw(
    `ALTER TABLE files ADD CONSTRAINT files_kind_check CHECK (kind IN (${list(FILE_KINDS.slice(0, 2))}))`,
  );
  await knex.schema.dropTable('proofs');
  await knex.schema.alterTable('order_events', (t) => {
    t.dropColumn('kind');
    t.dropColumn('client_message');
  });
  await knex.schema.alterTable('orders', (t) => {
    for (const column of ['super_rush', 'due_at', 'price_cents', 'paid_cents']) t.dropColumn(column);
    for (const column of ['estimated_ship_date', 'estimated_delivery_from', 'estimated_delivery_to'])
      t.dropColumn(column);
  });
  await knex('orders').where({ status: 'Awaiting Approval' }).update({ status: 'In Progress' });
  await knex('revisions').where({ status: 'Awaiting Approval' }).update({ status: 'In Progress' });
  await knex('order_events').where({ to_status: 'Awaiting Approval' }).delete();
  await knex('order_events')
    .where({ from_status: 'Awaiting Approval' })
    .update({ from_status: 'In Progress' });
  await setStatusChecks(knex, OLD_STATUSES);
}
