import type { Knex } from 'knex';
import { USERS_CHANGED_CHANNEL } from '../channels.ts';

/*
 * A user's notifications ETag is built from users.notifications_version (moved by the user's own
 * "mark all read") and the number of their notifications. A new notification used to bump the
 * recipient's users row: for the admin, who hears of every unassigned client's order, that one row
 * lock made all order creations wait on each other. Now a notification is only an INSERT, and this
 * trigger tells the API processes' user caches (services/accounts/user-cache.ts) that the recipient's count
 * moved, as 0004's does for the users row itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION stitchdesk_notifications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${USERS_CHANGED_CHANNEL}', COALESCE(NEW.user_id, OLD.user_id)::text);
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER notifications_changed
      AFTER INSERT OR DELETE ON notifications
      FOR EACH ROW EXECUTE FUNCTION stitchdesk_notifications_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS notifications_changed ON notifications');
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_notifications_changed()');
}
