import type { Knex } from 'knex';
import { businessDetailsFromEnv } from '../../config.ts';
import { SHOP_SETTINGS_CHANGED_CHANNEL } from '../channels.ts';

/*
 * The shop's settings (issue 35): one row, not key/value pairs. The settings are a fixed, typed set
 * read together on every invoice and price, so one row gives each its column type and CHECK, one
 * primary-key read for all of them, and one UPDATE (one NOTIFY) per save. `id` is a boolean that can
 * only be true, so a second row cannot exist.
 *
 * The first values are today's environment variables (BUSINESS_NAME, BUSINESS_ADDRESS,
 * PAYMENT_INSTRUCTIONS, CURRENCY), which from now on only seed a new database. Every API process
 * caches the row (services/settings/shop-settings.ts); the trigger tells them all when it changes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shop_settings', (t) => {
    t.boolean('id').primary().defaultTo(true);
    t.text('business_name').notNullable();
    t.specificType('address', 'text[]').notNullable().defaultTo('{}');
    t.text('contact_email').nullable();
    t.text('contact_phone').nullable();
    t.jsonb('social_links').notNullable().defaultTo('{}');
    t.text('tax_id').nullable();
    t.integer('tax_rate_basis_points').notNullable().defaultTo(0);
    t.text('tax_label').notNullable().defaultTo('Tax');
    t.specificType('currency', 'char(3)').notNullable();
    t.text('payment_instructions').notNullable();
    t.integer('super_rush_fee_cents').notNullable().defaultTo(0);
    t.specificType('reminder_days', 'integer[]').notNullable().defaultTo('{3,7}');
    t.boolean('hold_files_until_paid').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    ALTER TABLE shop_settings
      ADD CONSTRAINT shop_settings_one_row CHECK (id),
      ADD CONSTRAINT shop_settings_tax_rate CHECK (tax_rate_basis_points BETWEEN 0 AND 10000),
      ADD CONSTRAINT shop_settings_super_rush_fee CHECK (super_rush_fee_cents >= 0)`);
  const business = businessDetailsFromEnv(process.env);
  await knex('shop_settings').insert({
    business_name: business.name,
    address: business.address,
    currency: business.currency,
    payment_instructions: business.paymentInstructions,
  });
  await knex.raw(`
    CREATE FUNCTION stitchdesk_shop_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${SHOP_SETTINGS_CHANGED_CHANNEL}', '');
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER shop_settings_changed AFTER INSERT OR UPDATE OR DELETE ON shop_settings
      FOR EACH STATEMENT EXECUTE FUNCTION stitchdesk_shop_settings_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('shop_settings');
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_shop_settings_changed()');
}
