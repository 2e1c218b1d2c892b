import {
  ORDER_STATUSES,
  SERVICE_LABELS,
  type Blocks,
  type NextStep,
  type OrderStatus,
  type ServiceKey,
  type StaffOrderDetail,
  type StaffOrderSummary,
  type StaffClientPage,
  type StaffQueueResponse,
  withProfileDefaults,
} from '@stitchdesk/shared';
import { makeOrder, untaxedPrice } from './orders.ts';

export const CLIENT = {
  id: '00000000-0000-4000-8000-00000000c001',
  username: 'Ana Client',
  email: 'ana@example.test',
};

export function summary(input: {
  id: string;
  number?: number;
  title: string;
  status?: OrderStatus;
  service?: ServiceKey;
}): StaffOrderSummary {
  const service = input.service ?? 'digitizing';
  return {
    _id: input.id,
    number: input.number ?? 1001,
    serviceType: SERVICE_LABELS[service],
    serviceKey: service,
    title: input.title,
    orderStatus: input.status ?? 'Pending',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
    client: CLIENT,
    assignedTo: null,
    superRush: false,
    dueAt: '2026-01-05T11:00:00.000Z',
    overdue: false,
    money: { state: 'paid', owedCents: 0 },
  };
}

export function counts(values: Partial<Record<OrderStatus, number>>): Record<OrderStatus, number> {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, values[status] ?? 0])) as Record<
    OrderStatus,
    number
  >;
}

export function queue(
  orders: StaffOrderSummary[],
  countValues: Partial<Record<OrderStatus, number>> = {},
): StaffQueueResponse {
  return { orders, counts: counts(countValues), total: orders.length, page: 1, pageSize: 25 };
}

export function detail(input: {
  id: string;
  title: string;
  status: OrderStatus;
  service?: ServiceKey;
  allowed: OrderStatus[];
  /** The checklist of each move; every move ready when absent. */
  nextSteps?: NextStep[];
  delivered?: string[];
  attachment?: { url: string; name: string }[];
  /** The client's saved machines; none saved when absent. */
  clientMachineProfile?: StaffOrderDetail['clientMachineProfile'];
}): StaffOrderDetail {
  const service = input.service ?? 'digitizing';
  const completeOrder =
    service === 'digitizing' ? (input.delivered ?? []).map((url) => ({ url })) : (input.delivered ?? []);
  const order = makeOrder({
    _id: input.id,
    service,
    title: input.title,
    status: input.status,
    block: { attachment: input.attachment ?? [], completeOrder } as Partial<Blocks[ServiceKey]>,
  });
  return {
    order,
    summary: summary({ id: input.id, title: input.title, status: input.status, service }),
    events: [],
    revisions: [],
    allowedTransitions: input.allowed,
    nextSteps: input.nextSteps ?? input.allowed.map((status) => ({ status, ready: true, requirements: [] })),
    employees: [],
    payments: [],
    clientMachineProfile: input.clientMachineProfile ?? null,
  };
}

/** A stored file's signed URL, as the API gives it. */
export const fileUrl = (id: string, name: string) =>
  `http://localhost:3000/api/v1/files/${id}/${name}?exp=1&sig=s`;

/** A 50-piece "Club patch" order at $150 with `paidCents` paid; the deposit due is half the price. */
export function clubPatchDetail(input: {
  id: string;
  status: OrderStatus;
  allowed: OrderStatus[];
  paidCents: number;
}): StaffOrderDetail {
  const d = detail({ ...input, title: 'Club patch', service: 'patches' });
  d.order.price = untaxedPrice({
    amountCents: 15000,
    paidCents: input.paidCents,
    balanceCents: 15000 - input.paidCents,
    depositDueCents: Math.max(0, 7500 - input.paidCents),
  });
  return d;
}

/** A client's machines as staff read them: DST and PES version 1 on a 6-needle machine. */
export const CLIENT_MACHINES: NonNullable<StaffClientPage['machineProfile']> = {
  ...withProfileDefaults({
    formats: ['DST', 'PES'],
    pesVersion: 1,
    needles: 6,
    hoopMm: { width: 200, height: 300 },
    threadChart: '00000000-0000-4000-8000-0000000c4a27',
    speedSpm: 1000,
  }),
  threadChartName: { brand: 'Madeira', name: 'Polyneon 40' },
};

/** GET /staff/clients/:id of CLIENT with nothing in any part: no address, order, plan, notes or debt. */
export function emptyClientPage(): StaffClientPage {
  const allowance = (value: number) => ({ value, default: value, override: null });
  return {
    client: {
      ...CLIENT,
      emailVerified: true,
      createdAt: '2026-01-02T10:00:00.000Z',
      disabled: false,
      orderCount: 0,
      assignedEmployee: null,
      notes: '',
      notesUpdatedAt: null,
      notesUpdatedBy: null,
    },
    addresses: [],
    machineProfile: null,
    allowances: {
      uploadsPerWindow: allowance(100),
      ordersPerWindow: allowance(20),
      storageQuotaMb: allowance(2048),
      uploadWindowSeconds: 600,
      orderWindowSeconds: 3600,
      history: [],
    },
    plans: [],
    owed: { currency: 'USD', outstandingCents: 0, orders: 0 },
    recentOrders: [],
  };
}
