import type { Knex } from 'knex';
import {
  OPEN_STATUSES,
  ORDER_STATUSES,
  parseOrderNumber,
  type OrderStatus,
  type QueueFlag,
  type ServiceKey,
  type StaffQueueResponse,
} from '@stitchdesk/shared';
import type { StaffOrderRow } from '../../db/rows.ts';
import { STAFF_ORDER_COLUMNS, visibleOrders } from './visible.ts';
import { likePattern, offsetOf, type StaffViewer } from './viewer.ts';

export interface QueueFilters {
  status?: OrderStatus;
  service?: ServiceKey;
  /** A client's user id. */
  client?: string;
  /** The employee the order is assigned to (its own, else the client's). */
  employee?: string;
  /** Part of the title, or of the client's name or e-mail. */
  q?: string;
  /** Only overdue work, or only Super Rush orders. */
  flag?: QueueFlag;
  /** The time of the answer: what is overdue is decided against it. */
  now: Date;
  page: number;
  pageSize: number;
}

const OPEN_SQL = `orders.status = ANY(?::text[])`;
const open = [[...OPEN_STATUSES]];

/** Visible orders narrowed by every filter except status (the status tabs count over this). */
function filtered(db: Knex, viewer: StaffViewer, filters: QueueFilters): Knex.QueryBuilder {
  const query = visibleOrders(db, viewer);
  if (filters.service) query.where('orders.service_type', filters.service);
  if (filters.client) query.where('orders.user_id', filters.client);
  if (filters.employee) query.where('assignee.id', filters.employee);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const number = parseOrderNumber(filters.q);
    query.where((text) => {
      text
        .where('orders.title', 'ilike', pattern)
        .orWhere('client.username', 'ilike', pattern)
        .orWhere('client.email', 'ilike', pattern);
      if (number !== null) text.orWhere('orders.number', number);
    });
  }
  if (filters.flag === 'rush') query.where('orders.super_rush', true);
  if (filters.flag === 'overdue') query.whereRaw(OPEN_SQL, open).andWhere('orders.due_at', '<', filters.now);
  return query;
}

/** One page of the queue as rows, with the per-status counts and paging of the response. */
export type StaffQueuePage = Omit<StaffQueueResponse, 'orders'> & { orders: StaffOrderRow[] };

/**
 * One page of the queue with the number of orders in each status over the same visibility and
 * filters (except status). Open work comes first: Super Rush, then by due time (the earliest first);
 * then finished and cancelled orders, newest first. Two queries whatever the page size.
 */
export async function staffQueue(
  db: Knex,
  viewer: StaffViewer,
  filters: QueueFilters,
): Promise<StaffQueuePage> {
  const countRows = await filtered(db, viewer, filters)
    .select('orders.status')
    .count<{ status: OrderStatus; count: number }[]>({ count: '*' })
    .groupBy('orders.status');
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of countRows) counts[row.status] = Number(row.count);

  const page = filtered(db, viewer, filters).select(STAFF_ORDER_COLUMNS);
  if (filters.status) page.where('orders.status', filters.status);
  const rows: StaffOrderRow[] = await page
    .orderByRaw(
      `(orders.super_rush AND ${OPEN_SQL}) DESC, (${OPEN_SQL}) DESC,` +
        ` CASE WHEN ${OPEN_SQL} THEN orders.due_at END ASC, orders.created_at DESC, orders.id DESC`,
      [...open, ...open, ...open],
    )
    .limit(filters.pageSize)
    .offset(offsetOf(filters.page, filters.pageSize));

  const total = filters.status
    ? counts[filters.status]
    : ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  return {
    orders: rows,
    counts,
    total,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}
