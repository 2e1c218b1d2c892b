import { orderPriceOf, percentOf, type OrderPrice } from '@stitchdesk/shared';
import type { OrderRow } from './rows.ts';

/*
 * What an order's row says of its price in parts (migration 0300), for the order's answer and its
 * invoice: the same orderPriceOf that priced it (services/billing/order-price.ts), on the terms the
 * row keeps, so the lines shown always add up to the total.
 */

type PricedRow = Pick<
  OrderRow,
  'price_cents' | 'work_price_cents' | 'super_rush_fee_cents' | 'tax_rate_basis_points' | 'tax_label'
>;

/** The parts of a priced order's price as it was priced; null while the price is to be confirmed. */
export interface OrderPriceParts extends OrderPrice {
  taxRatePercent: number;
  /** Null only on a row priced before the label was kept (its rate is then 0). */
  taxLabel: string | null;
}

/**
 * What the order's answer and invoice show of its price. A row priced outside orderPriceOf (before
 * migration 0300, whose backfill says the same) is its own work's price, with no fee and no tax.
 */
export function priceParts(order: PricedRow): OrderPriceParts | null {
  if (order.price_cents === null) return null;
  const taxRatePercent = percentOf(order.tax_rate_basis_points ?? 0);
  const price = orderPriceOf(order.work_price_cents ?? order.price_cents, {
    superRushFeeCents: order.work_price_cents === null ? 0 : order.super_rush_fee_cents,
    taxRatePercent,
  });
  return { ...price, amountCents: order.price_cents, taxRatePercent, taxLabel: order.tax_label };
}
