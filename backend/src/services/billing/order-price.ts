import type { Knex } from 'knex';
import { basisPointsOf, orderPriceOf, percentOf, type ShopSettings } from '@stitchdesk/shared';
import type { OrderRow } from '../../db/rows.ts';
import { shopSettingsOf } from '../settings/shop-settings.ts';

/*
 * An order's price as its row keeps it (migration 0300): `price_cents` is the total the client owes,
 * worked out by the shared orderPriceOf from the work's price and the terms fixed on the order (the
 * Super Rush fee at placement, the tax rate and label when first priced), so that a later change of
 * the shop's settings never re-prices it.
 */

type Terms = Pick<OrderRow, 'super_rush_fee_cents' | 'tax_rate_basis_points' | 'tax_label'>;
export type PricedColumns = Pick<
  OrderRow,
  'price_cents' | 'work_price_cents' | 'tax_rate_basis_points' | 'tax_label'
>;

/** The columns of an order priced at `workCents` on its fee and tax terms (which the columns keep). */
function columnsAt(
  feeCents: number,
  tax: { basisPoints: number; label: string },
  workCents: number,
): PricedColumns {
  const price = orderPriceOf(workCents, {
    superRushFeeCents: feeCents,
    taxRatePercent: percentOf(tax.basisPoints),
  });
  return {
    price_cents: price.amountCents,
    work_price_cents: workCents,
    tax_rate_basis_points: tax.basisPoints,
    tax_label: tax.label,
  };
}

const settingsTax = (settings: ShopSettings) => ({
  basisPoints: basisPointsOf(settings.taxRatePercent),
  label: settings.taxLabel,
});

/**
 * A new order's price columns and its Super Rush fee: the settings' fee when it is Super Rush, and
 * when the work has a price (null: to be confirmed by staff) the settings' tax on work + fee.
 */
export function placementPriceColumns(
  settings: ShopSettings,
  superRush: boolean,
  workCents: number | null,
): PricedColumns & Pick<OrderRow, 'super_rush_fee_cents'> {
  const feeCents = superRush ? settings.superRushFeeCents : 0;
  if (workCents === null)
    return {
      super_rush_fee_cents: feeCents,
      price_cents: null,
      work_price_cents: null,
      tax_rate_basis_points: null,
      tax_label: null,
    };
  return { super_rush_fee_cents: feeCents, ...columnsAt(feeCents, settingsTax(settings), workCents) };
}

/**
 * An existing order priced again at `workCents` (staff's price, a revision's list price): on the
 * tax it was first priced at, or, never priced before, the settings' tax now. Null: to be confirmed.
 */
export async function repricedColumns(
  trx: Knex.Transaction,
  order: Terms,
  workCents: number | null,
): Promise<PricedColumns> {
  const kept =
    order.tax_rate_basis_points === null || order.tax_label === null
      ? null
      : { basisPoints: order.tax_rate_basis_points, label: order.tax_label };
  if (workCents === null)
    return {
      price_cents: null,
      work_price_cents: null,
      tax_rate_basis_points: order.tax_rate_basis_points,
      tax_label: order.tax_label,
    };
  const tax = kept ?? settingsTax(await shopSettingsOf(trx));
  return columnsAt(order.super_rush_fee_cents, tax, workCents);
}
