import type {
  OrderEvent,
  OrderStatus,
  Role,
  StaffClient,
  StaffEmployee,
  StaffOrderSummary,
  StaffQuote,
} from '@stitchdesk/shared';
import { SERVICE_LABELS } from '@stitchdesk/shared';
import type { StaffOrderRow } from './orders.ts';

/** Staff rows → the Staff* shapes of packages/shared/src/api.ts. */

export function presentStaffOrderSummary(row: StaffOrderRow): StaffOrderSummary {
  return {
    _id: row.id,
    serviceType: SERVICE_LABELS[row.service_type],
    serviceKey: row.service_type,
    title: row.title,
    orderStatus: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    client: { id: row.user_id, username: row.client_username, email: row.client_email },
    assignedTo:
      row.assignee_id && row.assignee_username
        ? { id: row.assignee_id, username: row.assignee_username }
        : null,
  };
}

export interface OrderEventRow {
  id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  note: string;
  created_at: Date;
  actor_id: string | null;
  actor_username: string | null;
  actor_role: Role | null;
}

export function presentOrderEvent(row: OrderEventRow): OrderEvent {
  return {
    id: row.id,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    note: row.note,
    actor:
      row.actor_id && row.actor_username && row.actor_role
        ? { id: row.actor_id, username: row.actor_username, role: row.actor_role }
        : null,
    createdAt: row.created_at.toISOString(),
  };
}

export interface QuoteRow {
  id: string;
  name: string;
  email: string;
  services: string;
  message: string;
  handled: boolean;
  created_at: Date;
}

export function presentQuote(row: QuoteRow): StaffQuote {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    services: row.services,
    message: row.message,
    handled: row.handled,
    createdAt: row.created_at.toISOString(),
  };
}

export interface ClientRow {
  id: string;
  username: string;
  email: string;
  created_at: Date;
  assignee_id: string | null;
  assignee_username: string | null;
  order_count: number;
  disabled: boolean;
}

export function presentClient(row: ClientRow): StaffClient {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    assignedTo:
      row.assignee_id && row.assignee_username
        ? { id: row.assignee_id, username: row.assignee_username }
        : null,
    orderCount: Number(row.order_count),
    createdAt: row.created_at.toISOString(),
    disabled: row.disabled,
  };
}

export interface StaffUserRow {
  id: string;
  username: string;
  email: string;
  role: 'employee' | 'admin';
  disabled: boolean;
  created_at: Date;
}

export function presentEmployee(row: StaffUserRow): StaffEmployee {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
  };
}
