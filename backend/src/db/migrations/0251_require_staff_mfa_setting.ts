import type { Knex } from 'knex';

/*
 * Issue 36: whether staff need two-factor sign-in is one of the shop's settings, set on the console's
 * Settings page. REQUIRE_STAFF_MFA stays an operator's floor: when it is true the requirement holds
 * whatever the setting says (services/accounts/staff-mfa.ts), so it needs no seeding here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shop_settings', (t) => {
    t.boolean('require_staff_mfa').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shop_settings', (t) => {
    t.dropColumn('require_staff_mfa');
  });
}
