import { parseOrderNumber, type Order, type ServiceKey } from '@stitchdesk/shared';
import { orderServiceKey, orderTitle } from '../../lib/order-data.ts';
import { clientActions, type ClientAction } from './needs-me.ts';

/** One list row with what the filters compare, computed once per data change (not per keystroke). */
export interface OrderRow {
  order: Order;
  title: string;
  titleLower: string;
  /** `YYYY-MM` of createdAt in local time: the value an `<input type="month">` produces. */
  monthKey: string;
  service: ServiceKey | null;
  /** What the order waits for from the client ("Approve proof"…); empty when nothing. */
  actions: ClientAction[];
}

export interface OrderFilter {
  search: string;
  /** `YYYY-MM`, or '' for every month. */
  month: string;
  /** Only the orders that wait for the client. */
  needsMe?: boolean;
}

export function monthKeyOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function toOrderRows(
  orders: readonly Order[],
  /** Order id → the shop's messages not read yet. */
  unread: Readonly<Record<string, number>> = {},
): OrderRow[] {
  return orders.map((order) => {
    const title = orderTitle(order);
    return {
      order,
      title,
      titleLower: title.toLowerCase(),
      monthKey: monthKeyOf(order.createdAt),
      service: orderServiceKey(order),
      actions: clientActions(order, unread[order._id] ?? 0),
    };
  });
}

/**
 * docs/product.md §My Orders: case-insensitive substring of the title, and the month and year of createdAt. A
 * search that is an order number ("1042", "#1042") also finds that order.
 */
export function filterOrderRows(
  rows: readonly OrderRow[],
  { search, month, needsMe = false }: OrderFilter,
): readonly OrderRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle && !month && !needsMe) return rows;
  const number = needle ? parseOrderNumber(needle) : null;
  return rows.filter(
    (row) =>
      (!month || row.monthKey === month) &&
      (!needsMe || row.actions.length > 0) &&
      (!needle || row.titleLower.includes(needle) || row.order.number === number),
  );
}
