import {
  ORDER_STATUSES,
  SERVICE_KEYS,
  SERVICE_LABELS,
  SIZES,
  type ApiError,
  type Blocks,
  type CreateOrderResponse,
  type CreateRevisionResponse,
  type LoginResponse,
  type MessageResponse,
  type Notification,
  type NotificationsResponse,
  type Order,
  type OrderEvent,
  type RegisterResponse,
  type Revision,
  type RevisionsResponse,
  type ServiceLabel,
  type StaffClient,
  type StaffClientsResponse,
  type StaffEmployee,
  type StaffEmployeeResponse,
  type StaffEmployeesResponse,
  type StaffOrderDetail,
  type StaffOrderSummary,
  type StaffQueueResponse,
  type StaffQuote,
  type StaffQuoteResponse,
  type StaffQuotesResponse,
  type UploadResponse,
  type UserInfo,
} from '@stitchdesk/shared';
import { z } from 'zod';

/*
 * The response shapes of packages/shared/src/api.ts as zod schemas, for the OpenAPI document only.
 * Each is typed `z.ZodType<TheApiType>`, so the compiler refuses any drift from api.ts.
 */

const serviceLabel = z.enum(Object.values(SERVICE_LABELS) as [ServiceLabel, ...ServiceLabel[]]);
const status = z.enum(ORDER_STATUSES);
const isoDateTime = z.iso.datetime().describe('ISO 8601 timestamp');
const calendarDate = z.iso.date().describe('YYYY-MM-DD');
const role = z.enum(['client', 'employee', 'admin']);

export const apiErrorSchema: z.ZodType<ApiError> = z
  .object({
    error: z.string(),
    message: z.string().describe('The same text as error'),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    retryAfterSeconds: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('With 429: the Retry-After header in seconds, to say when to try again'),
  })
  .meta({ id: 'ApiError' });

const fileRef = z.object({
  url: z.url().describe('Absolute signed URL, usable without a token'),
  name: z.string(),
});
const designSize = z.object({ height: z.number(), width: z.number() }).nullable();
const blockBase = { orderTitle: z.string(), otherInstructions: z.string(), attachment: z.array(fileRef) };

const blocks = {
  digitizing: z
    .object({
      ...blockBase,
      designName: z.string(),
      designCategory: z.string(),
      designSize,
      completeOrder: z.array(z.object({ url: z.url() })),
    })
    .meta({ id: 'DigitizingBlock' }),
  vector: z
    .object({
      ...blockBase,
      designName: z.string(),
      designColors: z.array(z.string()),
      designCategory: z.string(),
      designSize,
      completeOrder: z.array(z.url()),
    })
    .meta({ id: 'VectorBlock' }),
  patches: z
    .object({
      ...blockBase,
      designName: z.string(),
      patchCategory: z.string(),
      designColors: z.array(z.string()),
      backing: z.string(),
      designSize,
      quantity: z.number().nullable(),
      estimatedDeliveryDate: calendarDate.nullable(),
      completeOrder: z.array(z.url()),
    })
    .meta({ id: 'PatchesBlock' }),
  customApparel: z
    .object({
      ...blockBase,
      garmentCategory: z.string(),
      garmentColors: z.array(z.string()),
      garmentGSM: z.number().nullable(),
      sizes: z.array(z.object({ size: z.enum(SIZES), quantity: z.number() })),
      quantity: z.number().nullable(),
      shippingEstimatedTime: calendarDate.nullable(),
      completeOrder: z.array(z.url()),
    })
    .meta({ id: 'CustomApparelBlock' }),
} satisfies { [K in keyof Blocks]: z.ZodType<Blocks[K]> };

export const orderSchema: z.ZodType<Order> = z
  .object({
    _id: z.uuid(),
    serviceType: serviceLabel,
    orderStatus: status,
    createdAt: isoDateTime,
    email: z.string(),
    readStatus: z.boolean(),
    ...blocks,
  })
  .meta({
    id: 'Order',
    description: 'All four blocks are always present; only the ordered service’s block is filled.',
  });

export const revisionSchema: z.ZodType<Revision> = z
  .object({
    _id: z.uuid(),
    orderId: z.uuid(),
    orderStatus: status.describe("The order's current status"),
    changes: z
      .object({
        digitizing: blocks.digitizing.optional(),
        vector: blocks.vector.optional(),
        patches: blocks.patches.optional(),
        customApparel: blocks.customApparel.optional(),
      })
      .describe("One block, keyed by the order's service"),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Revision' });

export const notificationSchema: z.ZodType<Notification> = z
  .object({
    _id: z.uuid(),
    message: z.string(),
    readStatus: z.boolean(),
    createdAt: isoDateTime,
    orderId: z.uuid().nullable(),
  })
  .meta({ id: 'Notification' });

export const messageSchema: z.ZodType<MessageResponse> = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResponse' });
export const registerResponseSchema: z.ZodType<RegisterResponse> = z.object({
  message: z.string(),
  user: z.object({ id: z.uuid(), username: z.string(), email: z.string() }),
});
export const loginResponseSchema: z.ZodType<LoginResponse> = z.object({
  token: z.string().describe('JWT (HS256); exp in seconds'),
});
export const userInfoSchema: z.ZodType<UserInfo> = z.object({
  user: z.object({ username: z.string(), email: z.string(), assignTo: z.uuid().nullable() }),
  employees: z.array(z.object({ id: z.uuid(), username: z.string() })),
});
export const notificationsResponseSchema: z.ZodType<NotificationsResponse> = z.object({
  notification: z.array(notificationSchema),
});
export const ordersResponseSchema: z.ZodType<Order[]> = z.array(orderSchema);
export const createOrderResponseSchema: z.ZodType<CreateOrderResponse> = z.object({
  message: z.string(),
  order: orderSchema,
});
export const createRevisionResponseSchema: z.ZodType<CreateRevisionResponse> = z.object({
  message: z.string(),
  revision: revisionSchema,
});
export const revisionsResponseSchema: z.ZodType<RevisionsResponse> = z.object({
  revisions: z.array(revisionSchema),
});
export const uploadResponseSchema: z.ZodType<UploadResponse> = z.object({
  url: z.url(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});

/* ---- Staff console ---- */

const person = z.object({ id: z.uuid(), username: z.string() });

const orderEventSchema: z.ZodType<OrderEvent> = z
  .object({
    id: z.uuid(),
    fromStatus: status.nullable(),
    toStatus: status,
    note: z.string(),
    actor: z.object({ id: z.uuid(), username: z.string(), role }).nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'OrderEvent' });

const staffOrderSummarySchema: z.ZodType<StaffOrderSummary> = z
  .object({
    _id: z.uuid(),
    serviceType: serviceLabel,
    serviceKey: z.enum(SERVICE_KEYS),
    title: z.string(),
    orderStatus: status,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    client: z.object({ id: z.uuid(), username: z.string(), email: z.string() }),
    assignedTo: person.nullable(),
  })
  .meta({ id: 'StaffOrderSummary' });

const statusCounts = z.object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])),
) as unknown as z.ZodType<StaffQueueResponse['counts']>;

const page = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const staffQueueResponseSchema: z.ZodType<StaffQueueResponse> = z.object({
  orders: z.array(staffOrderSummarySchema),
  counts: statusCounts,
  ...page,
});

export const staffOrderDetailSchema: z.ZodType<StaffOrderDetail> = z.object({
  order: orderSchema,
  summary: staffOrderSummarySchema,
  events: z.array(orderEventSchema),
  revisions: z.array(revisionSchema),
  allowedTransitions: z.array(status),
});

const staffQuoteSchema: z.ZodType<StaffQuote> = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    services: z.string(),
    message: z.string(),
    handled: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'StaffQuote' });

export const staffQuotesResponseSchema: z.ZodType<StaffQuotesResponse> = z.object({
  quotes: z.array(staffQuoteSchema),
  ...page,
});
export const staffQuoteResponseSchema: z.ZodType<StaffQuoteResponse> = z.object({
  message: z.string(),
  quote: staffQuoteSchema,
});

const staffClientSchema: z.ZodType<StaffClient> = z
  .object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    assignedTo: person.nullable(),
    orderCount: z.number().int(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'StaffClient' });

export const staffClientsResponseSchema: z.ZodType<StaffClientsResponse> = z.object({
  clients: z.array(staffClientSchema),
  ...page,
});

const staffEmployeeSchema: z.ZodType<StaffEmployee> = z
  .object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    role: z.enum(['employee', 'admin']),
    disabled: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'StaffEmployee' });

export const staffEmployeesResponseSchema: z.ZodType<StaffEmployeesResponse> = z.object({
  employees: z.array(staffEmployeeSchema),
});
export const staffEmployeeResponseSchema: z.ZodType<StaffEmployeeResponse> = z.object({
  message: z.string(),
  employee: staffEmployeeSchema,
});

export const healthSchema = z.object({ status: z.string() });
