import type { Knex } from 'knex';

/*
 * A client's order list is cached per users.orders_version (its ETag and its kept bytes are keyed by
 * it), and each order's entry in it by the order row's xmin. Both move here, with the data, whoever
 * writes it (a service, a job, a script, psql), so no write has to remember to move them:
 *
 * - A file or proof of an order inserted, changed or deleted updates the order's row
 *   (orders.parts_version), which renews its xmin. Any change of the row counts, not a list of
 *   columns: a column the list shows later cannot be left out.
 * - An order inserted, changed or deleted moves its owner's orders_version once per transaction, at
 *   commit (a deferred trigger: the owner's row is locked for the last moment only, as the calls it
 *   replaces did at the end of each write). users_changed (0004) then tells every process.
 * - The owner's e-mail, which every entry shows, moves orders_version when it changes.
 */

const BUMPED_SETTING = 'stitchdesk.orders_versions_moved';

export async function up(knex: Knex): Promise<void> {
  // Files and proofs both move it now.
  await knex.raw('ALTER TABLE orders RENAME COLUMN files_version TO parts_version');
  await knex.raw('DROP TRIGGER IF EXISTS order_files_changed ON files');
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_order_files_changed()');
  await knex.raw(`
    CREATE FUNCTION stitchdesk_order_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- OLD is null for an INSERT and NEW for a DELETE; neither matches an id.
      UPDATE orders SET parts_version = parts_version + 1 WHERE id IN (OLD.order_id, NEW.order_id);
      RETURN NULL;
    END
    $$`);
  for (const table of ['files', 'proofs']) {
    await knex.raw(`
      CREATE TRIGGER ${table}_order_part_added_or_removed AFTER INSERT OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION stitchdesk_order_part_changed()`);
    await knex.raw(`
      CREATE TRIGGER ${table}_order_part_changed AFTER UPDATE ON ${table}
        FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION stitchdesk_order_part_changed()`);
  }

  // Once per owner and transaction: the version only has to differ from every committed one, and a
  // transaction that writes 10,000 orders would otherwise update the owner's row 10,000 times.
  await knex.raw(`
    CREATE FUNCTION stitchdesk_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      owner_id uuid;
      moved text := coalesce(current_setting('${BUMPED_SETTING}', true), '');
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
        RETURN NULL;
      END IF;
      FOR owner_id IN SELECT DISTINCT id FROM unnest(ARRAY[OLD.user_id, NEW.user_id]) AS id WHERE id IS NOT NULL LOOP
        CONTINUE WHEN position(owner_id::text IN moved) > 0;
        UPDATE users SET orders_version = orders_version + 1 WHERE id = owner_id;
        moved := moved || owner_id::text || ',';
        PERFORM set_config('${BUMPED_SETTING}', moved, true);
      END LOOP;
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE CONSTRAINT TRIGGER orders_changed AFTER INSERT OR UPDATE OR DELETE ON orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stitchdesk_orders_changed()`);

  await knex.raw(`
    CREATE FUNCTION stitchdesk_orders_owner_email_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.orders_version := NEW.orders_version + 1;
      RETURN NEW;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER orders_owner_email_changed BEFORE UPDATE OF email ON users
      FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email)
      EXECUTE FUNCTION stitchdesk_orders_owner_email_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS orders_owner_email_changed ON users');
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_orders_owner_email_changed()');
  await knex.raw('DROP TRIGGER IF EXISTS orders_changed ON orders');
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_orders_changed()');
  for (const table of ['files', 'proofs']) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_order_part_added_or_removed ON ${table}`);
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_order_part_changed ON ${table}`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_order_part_changed()');
  await knex.raw('ALTER TABLE orders RENAME COLUMN parts_version TO files_version');
  await knex.raw(`
    CREATE FUNCTION stitchdesk_order_files_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE orders SET files_version = files_version + 1 WHERE id IN (OLD.order_id, NEW.order_id);
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER order_files_changed
      AFTER INSERT OR DELETE OR UPDATE OF order_id, revision_id, kind, name ON files
      FOR EACH ROW EXECUTE FUNCTION stitchdesk_order_files_changed()`);
}
