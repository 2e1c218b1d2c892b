import type { Knex } from 'knex';

/*
 * The order list keeps each order's encoded JSON and, when the list changes, encodes again only the
 * orders whose row changed: it compares the row's xmin, which every UPDATE renews. An order's entry
 * also shows its files (attachments, deliveries), which live in their own table; this trigger bumps
 * orders.files_version whenever a file joins, leaves or changes on an order, so that is an UPDATE of
 * the order too, whoever made it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.bigInteger('files_version').notNullable().defaultTo(0);
  });
  await knex.raw(`
    CREATE FUNCTION stitchdesk_order_files_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- OLD is null for an INSERT and NEW for a DELETE; neither matches an id.
      UPDATE orders SET files_version = files_version + 1 WHERE id IN (OLD.order_id, NEW.order_id);
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER order_files_changed
      AFTER INSERT OR DELETE OR UPDATE OF order_id, revision_id, kind, name ON files
      FOR EACH ROW EXECUTE FUNCTION stitchdesk_order_files_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS order_files_changed ON files');
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_order_files_changed()');
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('files_version');
  });
}
