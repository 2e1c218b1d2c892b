import type { Knex } from 'knex';

/*
 * An order's price in parts (issue 35): `price_cents` stays the total the client owes (balance,
 * deposit, statement, checkout and reminders read it), and beside it the work's price before the
 * Super Rush fee and tax, and the terms it was priced on, copied from the shop's settings so that a
 * later change of the fee or the rate never re-prices an old order: the fee when the order was
 * placed Super Rush (0 otherwise), and the tax rate and label when it was first priced (null until
 * then). Orders priced before this cost what they cost: their work's price is their price, with no
 * fee and no tax.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.integer('work_price_cents').nullable();
    t.integer('super_rush_fee_cents').notNullable().defaultTo(0);
    t.integer('tax_rate_basis_points').nullable();
    t.text('tax_label').nullable();
  });
  await knex.raw(`UPDATE orders
     SET work_price_cents = price_cents,
         tax_rate_basis_points = 0,
         tax_label = (SELECT tax_label FROM shop_settings LIMIT 1)
   WHERE price_cents IS NOT NULL`);
  await knex.raw(`ALTER TABLE orders
    ADD CONSTRAINT orders_work_price_cents_check CHECK (work_price_cents >= 0),
    ADD CONSTRAINT orders_super_rush_fee_cents_check CHECK (super_rush_fee_cents >= 0),
    ADD CONSTRAINT orders_tax_rate_basis_points_check
      CHECK (tax_rate_basis_points BETWEEN 0 AND 10000),
    ADD CONSTRAINT orders_priced_terms_check
      CHECK (work_price_cents IS NULL OR tax_rate_basis_points IS NOT NULL)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    for (const column of ['work_price_cents', 'super_rush_fee_cents', 'tax_rate_basis_points', 'tax_label'])
      t.dropColumn(column);
  });
}
