import { parseOrderNumber, type Order, type ServiceKey } from '@stitchdesk/shared';
import { orderServiceKey, orderTitle } from '../../lib/order-data.ts';

/** One list row with what the filters compare, computed once per data change (not per keystroke). */
export interface OrderRow {
  order: Order;
  title: string;
  titleLower: string;
  /** `YYYY-MM` of createdAt in local time: the value an `<input type="month">` produces. */
  monthKey: string;
  service: ServiceKey | null;
}

export interface OrderFilter {
  search: string;
  /** `YYYY-MM`, or '' for every month. */
  month: string;
}

export function monthKeyOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function toOrderRows(orders: readonly Order[]): OrderRow[] {
  return orders.map((order) => {
    const title = orderTitle(order);
    return {
      order,
      title,
      titleLower: title.toLowerCase(),
      monthKey: monthKeyOf(order.createdAt),
      service: orderServiceKey(order),
    };
  });
}

/**
 * Spec §2: case-insensitive substring of the title, and the month and year of createdAt. A search
 * that is an order number ("1042", "#1042") also finds that order.
 */
export function filterOrderRows(
  rows: readonly OrderRow[],
  { search, month }: OrderFilter,
): readonly OrderRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle && !month) return rows;
  const number = needle ? parseOrderNumber(needle) : null;
  return rows.filter(
    (row) =>
      (!month || row.monthKey === month) &&
      (!needle || row.titleLower.includes(needle) || row.order.number === number),
  );
}
