/**
 * The API contract (DESIGN §3): the request and response shapes of every endpoint under /api/v1.
 * The order shapes are the spec's own, kept exactly (the `completeOrder` asymmetry included).
 */
import type { Size } from './catalog.ts';
import type { ServiceKey, ServiceLabel } from './services.ts';
import type { OrderStatus } from './status.ts';

export const API_PREFIX = '/api/v1';
export const TOKEN_STORAGE_KEY = 'token';
export const NOTIFICATION_POLL_MS = 5000;

export type Role = 'client' | 'employee' | 'admin';

export interface ApiError {
  error: string;
  message: string;
  details?: { path: string; message: string }[];
  /** With a 429 (or 503): the Retry-After header's seconds, for a client to say when to try again. */
  retryAfterSeconds?: number;
}

export interface FileRef {
  url: string;
  name: string;
}

export interface DesignSize {
  height: number;
  width: number;
}

interface BlockBase {
  orderTitle: string;
  otherInstructions: string;
  attachment: FileRef[];
}

export interface DigitizingBlock extends BlockBase {
  designName: string;
  designCategory: string;
  designSize: DesignSize | null;
  completeOrder: { url: string }[];
}

export interface VectorBlock extends BlockBase {
  designName: string;
  designColors: string[];
  designCategory: string;
  designSize: DesignSize | null;
  completeOrder: string[];
}

export interface PatchesBlock extends BlockBase {
  designName: string;
  patchCategory: string;
  designColors: string[];
  backing: string;
  designSize: DesignSize | null;
  quantity: number | null;
  estimatedDeliveryDate: string | null;
  completeOrder: string[];
}

export interface CustomApparelBlock extends BlockBase {
  garmentCategory: string;
  garmentColors: string[];
  garmentGSM: number | null;
  sizes: { size: Size; quantity: number }[];
  quantity: number | null;
  shippingEstimatedTime: string | null;
  completeOrder: string[];
}

export interface Blocks {
  digitizing: DigitizingBlock;
  vector: VectorBlock;
  patches: PatchesBlock;
  customApparel: CustomApparelBlock;
}

export interface Order extends Blocks {
  _id: string;
  serviceType: ServiceLabel;
  orderStatus: OrderStatus;
  createdAt: string;
  email: string;
  readStatus: boolean;
}

export interface Revision {
  _id: string;
  orderId: string;
  orderStatus: OrderStatus;
  changes: Partial<Blocks>;
  createdAt: string;
}

export interface Notification {
  _id: string;
  message: string;
  readStatus: boolean;
  createdAt: string;
  orderId: string | null;
}

export interface UserInfo {
  user: { username: string; email: string; assignTo: string | null };
  employees: { id: string; username: string }[];
}

export interface RegisterResponse {
  message: string;
  user: { id: string; username: string; email: string };
}
export interface LoginResponse {
  token: string;
}
export interface MessageResponse {
  message: string;
}
export interface NotificationsResponse {
  notification: Notification[];
}
export interface CreateOrderResponse {
  message: string;
  order: Order;
}
export interface CreateRevisionResponse {
  message: string;
  revision: Revision;
}
export interface RevisionsResponse {
  revisions: Revision[];
}
export interface UploadResponse {
  url: string;
  name: string;
  size: number;
  contentType: string;
}

/** The claims of our JWT. `exp` is in seconds (spec §3, §9). */
export interface TokenClaims {
  sub: string;
  role: Role;
  exp: number;
  iat: number;
}

/* ---- Staff console ---- */

export interface OrderEvent {
  id: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string;
  actor: { id: string; username: string; role: Role } | null;
  createdAt: string;
}

export interface StaffOrderSummary {
  _id: string;
  serviceType: ServiceLabel;
  serviceKey: ServiceKey;
  title: string;
  orderStatus: OrderStatus;
  createdAt: string;
  updatedAt: string;
  client: { id: string; username: string; email: string };
  assignedTo: { id: string; username: string } | null;
}

export interface StaffQueueResponse {
  orders: StaffOrderSummary[];
  counts: Record<OrderStatus, number>;
  total: number;
  page: number;
  pageSize: number;
}

export interface StaffOrderDetail {
  order: Order;
  summary: StaffOrderSummary;
  events: OrderEvent[];
  revisions: Revision[];
  allowedTransitions: OrderStatus[];
}

export interface StaffQuote {
  id: string;
  name: string;
  email: string;
  services: string;
  message: string;
  handled: boolean;
  createdAt: string;
}

export interface StaffClient {
  id: string;
  username: string;
  email: string;
  assignedTo: { id: string; username: string } | null;
  orderCount: number;
  createdAt: string;
}

export interface StaffEmployee {
  id: string;
  username: string;
  email: string;
  role: 'employee' | 'admin';
  disabled: boolean;
  createdAt: string;
}

/** A page of a staff list. */
export interface StaffPage {
  total: number;
  page: number;
  pageSize: number;
}

export interface StaffQuotesResponse extends StaffPage {
  quotes: StaffQuote[];
}

export interface StaffQuoteResponse {
  message: string;
  quote: StaffQuote;
}

export interface StaffClientsResponse extends StaffPage {
  clients: StaffClient[];
}

export interface StaffEmployeesResponse {
  employees: StaffEmployee[];
}

export interface StaffEmployeeResponse {
  message: string;
  employee: StaffEmployee;
}
