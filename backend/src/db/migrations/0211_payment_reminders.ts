import type { Knex } from 'knex';

/*
 * Payment reminders. An order's invoice exists from the moment it has a price (docs/product.md
 * §Payments: "each priced order has an invoice"), so `orders.invoiced_at` is when it was first priced:
 * at placement for list-priced orders, when staff first set it otherwise. A trigger keeps it for every
 * way an order gets its price (placement, staff, an accepted offer); a later change of the price
 * leaves it alone. `payment_reminders` records each reminder day reached per order, so a day's
 * reminder goes once however often the job runs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.timestamp('invoiced_at', { useTz: true }).nullable();
  });
  await knex.raw(`
    UPDATE orders o SET invoiced_at = coalesce(
      (SELECT min(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'price'), o.created_at)
     WHERE o.price_cents IS NOT NULL`);
  // The price is read through to_jsonb so that the trigger names no column of another migration
  // (0010's own down drops price_cents); WHEN keeps it to the rows not invoiced yet.
  await knex.raw(`
    CREATE FUNCTION stitchdesk_orders_invoiced_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF to_jsonb(NEW) ->> 'price_cents' IS NOT NULL THEN
        NEW.invoiced_at := now();
      END IF;
      RETURN NEW;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER orders_invoiced_at BEFORE INSERT OR UPDATE ON orders
      FOR EACH ROW WHEN (NEW.invoiced_at IS NULL) EXECUTE FUNCTION stitchdesk_orders_invoiced_at()`);
  // The reminder job's scan: orders invoiced within its window, not cancelled.
  await knex.raw(
    "CREATE INDEX orders_invoiced_at ON orders (invoiced_at) WHERE invoiced_at IS NOT NULL AND status <> 'Cancelled'",
  );

  await knex.schema.createTable('payment_reminders', (t) => {
    t.uuid('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('day').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['order_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_reminders');
  await knex.raw('DROP INDEX orders_invoiced_at');
  await knex.raw('DROP TRIGGER orders_invoiced_at ON orders');
  await knex.raw('DROP FUNCTION stitchdesk_orders_invoiced_at()');
  await knex.schema.alterTable('orders', (t) => t.dropColumn('invoiced_at'));
}
