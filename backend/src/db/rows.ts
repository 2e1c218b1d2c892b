import type { StitchSummary } from '@stitchdesk/stitch';
import type {
  Address,
  CoveredBy,
  PlanName,
  PlanService,
  ApiTokenScope,
  NextStep,
  OrderEventKind,
  OrderStatus,
  PaymentMethod,
  PresetFields,
  Role,
  ServiceKey,
  StaffRole,
  MachineProfile,
  MessageSide,
  ThreadChartInfo,
  WebhookEventData,
  WebhookEventType,
} from '@stitchdesk/shared';

/** Database rows as Knex returns them (snake_case columns; timestamptz as Date; bigint as number). */

export interface OrderRow {
  id: string;
  /** The short number people say and search by ("#1042"); sequential, given by the database. */
  number: number;
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
  /* The production workflow (migration 0010). */
  super_rush: boolean;
  due_at: Date;
  /** What the client owes (work + Super Rush fee + tax); null: the price is to be confirmed by staff. */
  price_cents: number | null;
  /** Migration 0300: the work's price before fee and tax (null with price_cents). */
  work_price_cents: number | null;
  /** The settings' Super Rush fee when the order was placed Super Rush; 0 otherwise. */
  super_rush_fee_cents: number;
  /** The tax rate and label the order was first priced at; null until it is priced. */
  tax_rate_basis_points: number | null;
  tax_label: string | null;
  /** The payments ledger's sum, kept in step with it. */
  paid_cents: number;
  /** Calendar dates (`YYYY-MM-DD`, read as text), set by an approval. */
  estimated_ship_date: string | null;
  estimated_delivery_from: string | null;
  estimated_delivery_to: string | null;
  /** Set when goods move to Shipped (migration 0060): the carrier's name as the client reads it. */
  shipment_carrier: string | null;
  shipment_tracking_number: string | null;
  shipment_tracking_url: string | null;
  shipped_at: Date | null;
  /** The employee the order is given to; null: the client's assignee works on it. */
  assigned_to: string | null;
  /** Goods only (migration 0180): a copy of where to ship, null until the client gives one. */
  ship_to: Address | null;
  /** The monthly plan whose allowance the order used (migration 0160); null: priced as usual. */
  covered_by: CoveredBy | null;
}

export type FileKind = 'attachment' | 'delivery' | 'proof' | 'message';

export interface FileRow {
  id: string;
  /** Null for a quote request's artwork, sent by a visitor without an account (`quote_id`). */
  owner_id: string | null;
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
  /** The proof the file belongs to (kind 'proof'). */
  proof_id?: string | null;
  /** Thread codes staff pinned, by stop number ("1"…). */
  thread_pins?: Record<string, string> | null;
  /** The message the file was sent with (kind 'message'). */
  message_id?: string | null;
  /** The quote request the file was sent with (its artwork; no owner). */
  quote_id?: string | null;
}

/** What presenting a file in an order needs of its row (an order list reads only these). */
export type PresentedFileRow = Pick<
  FileRow,
  'id' | 'order_id' | 'revision_id' | 'kind' | 'name' | 'created_at' | 'stitch' | 'proof_id' | 'thread_pins'
>;

export interface ProofRow {
  id: string;
  order_id: string;
  created_by: string | null;
  note: string;
  created_at: Date;
  decision: 'approved' | 'changes-requested' | null;
  decided_at: Date | null;
  decided_by: string | null;
  comment: string | null;
  approved_files: { fileId: string; name: string; sha256: string }[] | null;
  revision_id: string | null;
}

export interface PaymentRow {
  id: string;
  order_id: string;
  amount_cents: number;
  method: PaymentMethod;
  reference: string;
  paid_at: Date;
  recorded_by: string | null;
  recorded_by_username: string | null;
  provider: string;
  provider_ref: string | null;
  /** The payment a refund gives back (its amount is then negative, migration 0210); null for a payment. */
  refund_of: string | null;
  created_at: Date;
  /** The line's place in its order's ledger, 1 for the first: its receipt's number (payments-query.ts). */
  sequence: number;
  /** Taken or given back through a payment provider (not recorded by hand): what has a receipt. */
  online: boolean;
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

/** A notification as its list reads it: with the number and service of the order it is about. */
export interface NotificationListRow extends NotificationRow {
  order_number: number | null;
  order_service: ServiceKey | null;
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
  kind: OrderEventKind;
  client_message: string | null;
}

export interface QuoteRow {
  id: string;
  name: string;
  email: string;
  services: string;
  message: string;
  handled: boolean;
  status: QuoteStatus;
  created_at: Date;
}

export type QuoteStatus = 'new' | 'replied' | 'won' | 'lost';

/** A reply staff sent to a quote request, with its author's name. */
export interface QuoteReplyRow {
  id: string;
  quote_id: string;
  message: string;
  author_name: string | null;
  created_at: Date;
  /** The offer the reply made, if any (all null when it made none). */
  offer_service: ServiceKey | null;
  offer_title: string | null;
  offer_amount_cents: number | null;
  offer_status: 'open' | 'accepted' | 'declined' | null;
  offer_created_at: Date | null;
  offer_order_number: number | null;
}

/** An offer staff made with a reply to a quote, with its quote's e-mail and its order's number. */
export interface QuoteOfferRow {
  id: string;
  quote_id: string;
  service: ServiceKey;
  title: string;
  amount_cents: number;
  instructions: string;
  status: 'open' | 'accepted' | 'declined';
  order_id: string | null;
  order_number: number | null;
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
  email_verified_at: Date | null;
}

/** Staff's private notes on a client (client_notes), with who saved them last. */
export interface ClientNotesRow {
  notes: string;
  updated_at: Date;
  updated_by: string | null;
  updated_by_username: string | null;
}

/** An account as a new one is answered and the staff list shows it. */
export interface AccountRow<R extends Role = Role> {
  id: string;
  username: string;
  email: string;
  role: R;
  disabled: boolean;
  created_at: Date;
}

export type StaffUserRow = AccountRow<StaffRole>;

export interface UserRow {
  id: string;
  username: string;
  email: string;
  role: string;
  assign_to: string | null;
}

/** A row of addresses (migration 0180): one entry of a client's address book. */
export interface AddressRow {
  id: string;
  user_id: string;
  name: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  phone: string;
  default_shipping: boolean;
  default_billing: boolean;
  created_at: Date;
  updated_at: Date;
}

/** An open staff invitation, with whether its link has expired. */
export interface InvitationRow {
  id: string;
  email: string;
  username: string;
  expires_at: Date;
  created_at: Date;
  expired: boolean;
}

/** The profile's own row (GET /user/getuser/info). */
export interface ProfileRow extends Pick<UserRow, 'username' | 'email' | 'assign_to'> {
  role: Role;
  email_verified_at: Date | null;
  mfa_enabled: boolean;
}

/** A row of order_presets. */
export interface PresetRow {
  id: string;
  user_id: string;
  /** The service KEY (digitizing, vector, patches, customApparel). */
  service_type: ServiceKey;
  name: string;
  fields: PresetFields;
  created_at: Date;
  updated_at: Date;
}

/** What the staff order page shows, as rows: the order, its files, history and the client's revisions. */
export interface StaffOrderDetailRows {
  order: StaffOrderRow;
  files: FileRow[];
  events: OrderEventRow[];
  revisions: RevisionRow[];
  proofs: ProofRow[];
  payments: PaymentRow[];
  /** For each allowed move, what it needs (the server's own rules). */
  nextSteps: NextStep[];
  employees: { id: string; username: string }[];
  /** The client's machines; null while they never saved a profile. */
  clientMachines: SavedMachines | null;
}

/** A client's saved machine profile (defaults filling fields older profiles lack) and the chart it names. */
export interface SavedMachines {
  profile: MachineProfile;
  chart: Pick<ThreadChartInfo, 'brand' | 'name'>;
}

/**
 * Turns a stored file into its absolute signed URL (see services/files/signing.ts); `invoice` gives
 * an order's signed invoice link, from the same signer and with the same expiry.
 */
export type FileUrl = ((file: Pick<FileRow, 'id' | 'name'>) => string) & {
  invoice(order: Pick<OrderRow, 'id' | 'number'>): string;
};

/** An order message (migration 0100) with its author's name. */
export interface MessageRow {
  id: string;
  order_id: string;
  author_id: string | null;
  author_username: string | null;
  side: MessageSide;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

export interface ThreadItem {
  row: MessageRow;
  files: FileRow[];
  /** Written by the other side and not seen by the reader's side before this read. */
  unread: boolean;
}

/** A row of api_tokens (its hash and rate-limit window stay in the services). */
export interface ApiTokenRow {
  id: string;
  user_id: string;
  name: string;
  scopes: ApiTokenScope[];
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** A client's webhook endpoint; its secrets are stored sealed (services/webhooks/secrets.ts). */
export interface WebhookEndpointRow {
  id: string;
  user_id: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  disabled_at: Date | null;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A delivered file as a webhook event keeps it: its link is signed when the delivery is first sent. */
export interface StoredFileRef {
  id: string;
  name: string;
  size: number;
}

/** The data an event is recorded with: its payload, but files as references (see StoredFileRef). */
export type StoredEventData<T extends WebhookEventType> = T extends 'order.completed'
  ? Omit<WebhookEventData<'order.completed'>, 'files'> & { files: StoredFileRef[] }
  : WebhookEventData<T>;

/** One event for one endpoint, and how its delivery went; `data` as emitWebhookEvent wrote it for its type. */
export type DeliveryRow = { [T in WebhookEventType]: DeliveryRowOf<T> }[WebhookEventType];

interface DeliveryRowOf<T extends WebhookEventType> {
  id: string;
  endpoint_id: string;
  event_type: T;
  occurred_at: Date;
  data: StoredEventData<T>;
  body: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  response_code: number | null;
  error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
  /** `attempts` when the current round of retries began (0, or the count at the last redelivery). */
  round_start: number;
  /** True when a person started the current round (a redelivery). */
  redelivery: boolean;
}

/** One attempt of a delivery, as its log shows it. */
export interface DeliveryAttemptRow {
  id: string;
  delivery_id: string;
  /** 1, 2, … across the delivery's whole life (redeliveries included). */
  number: number;
  succeeded: boolean;
  response_code: number | null;
  error: string | null;
  redelivery: boolean;
  attempted_at: Date;
}

/** A client's monthly plan (migration 0160). */
export interface ClientPlanRow {
  id: string;
  client_id: string;
  service: PlanService;
  plan: PlanName;
  status: 'active' | 'canceling' | 'ended';
  period_start: Date;
  period_end: Date;
  source: 'stripe' | 'staff';
  stripe_subscription_id: string | null;
}

/** A charge of a client's plans as the Plans page lists it: a paid invoice, or a refunded duplicate (migrations 0240, 0290). */
export interface PlanPaymentLine {
  service: PlanService;
  plan: PlanName;
  amountCents: number;
  currency: string;
  paidAt: Date;
  period: { start: Date; end: Date } | null;
  receiptUrl: string | null;
  refunded: boolean;
}

/* ---- The client's statement (services/billing/statement/) ---- */

/** An order that still owes money: priced, not cancelled, paid less than its price. */
export interface OutstandingOrderRow {
  id: string;
  number: number;
  title: string;
  status: string;
  service_type: ServiceKey;
  price_cents: number;
  paid_cents: number;
}

/** A ledger line of one of the client's orders, with its place in that order's ledger (its receipt number). */
export interface StatementPaymentRow {
  id: string;
  order_id: string;
  number: number;
  amount_cents: number;
  method: PaymentMethod;
  paid_at: Date;
  /** 1 for the order's first payment, 2 for its second… */
  sequence: number;
}

export interface StatementRows {
  /** The settings' currency, which every amount is in. */
  currency: string;
  orders: OutstandingOrderRow[];
  payments: StatementPaymentRow[];
}
