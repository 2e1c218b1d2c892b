import type { OrderStatus, Role, ServiceKey, StaffRole } from '@stitchdesk/shared';
import type { StitchSummary } from '@stitchdesk/stitch';

/** Database rows as Knex returns them (snake_case columns; timestamptz as Date; bigint as number). */

export interface OrderRow {
  id: string;
  user_id: string;
  /** The service KEY (digitizing, vector, patches, customApparel). */
  service_type: ServiceKey;
  status: OrderStatus;
  title: string;
  /** The ordered block's own fields, without attachment and completeOrder (those come from files). */
  details: Record<string, unknown>;
  read_status: boolean;
  created_at: Date;
  updated_at: Date;
}

export type FileKind = 'attachment' | 'delivery';

export interface FileRow {
  id: string;
  owner_id: string;
  order_id: string | null;
  revision_id: string | null;
  kind: FileKind;
  name: string;
  size: number;
  content_type: string;
  sha256: string;
  storage_key: string;
  created_at: Date;
  /** What a stitch file holds, read at upload (in the default colours); null for other files. */
  stitch: StitchSummary | null;
}

export interface RevisionRow {
  id: string;
  order_id: string;
  user_id: string;
  status: OrderStatus;
  /** The revised block without attachment (the revision's own files carry those). */
  changes: Record<string, unknown>;
  created_at: Date;
}

export interface NotificationRow {
  id: string;
  user_id: string;
  message: string;
  read_status: boolean;
  order_id: string | null;
  created_at: Date;
}

/** An order with the people staff need next to it. */
export interface StaffOrderRow extends OrderRow {
  client_username: string;
  client_email: string;
  assignee_id: string | null;
  assignee_username: string | null;
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

export interface QuoteRow {
  id: string;
  name: string;
  email: string;
  services: string;
  message: string;
  handled: boolean;
  created_at: Date;
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

export interface StaffUserRow {
  id: string;
  username: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  created_at: Date;
}

export interface UserRow {
  id: string;
  username: string;
  email: string;
  role: string;
  assign_to: string | null;
}
