import { z } from 'zod';
import { SIZES } from '../catalog.ts';
import { ROLES, STAFF_ROLES } from '../roles.ts';
import { SERVICE_KEYS, SERVICE_LABELS, type ServiceLabel } from '../services.ts';
import { ORDER_STATUSES } from '../status.ts';

/*
 * The response shapes of every endpoint under /api/v1, as zod schemas. api.ts infers its response
 * types from them, and the backend's OpenAPI document converts them, so the contract is written once.
 */

const serviceLabel = z.enum(Object.values(SERVICE_LABELS) as [ServiceLabel, ...ServiceLabel[]]);
const status = z.enum(ORDER_STATUSES);
const isoDateTime = z.iso.datetime().describe('ISO 8601 timestamp');
const calendarDate = z.iso.date().describe('YYYY-MM-DD');
const role = z.enum(ROLES);

export const apiErrorSchema = z
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

export const fileRefSchema = z.object({
  url: z.url().describe('Absolute signed URL, usable without a token'),
  name: z.string(),
});
export const designSizeSchema = z.object({ height: z.number(), width: z.number() });
const designSize = designSizeSchema.nullable();
const blockBase = {
  orderTitle: z.string(),
  otherInstructions: z.string(),
  attachment: z.array(fileRefSchema),
};

export const blockSchemas = {
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
};

export const orderSchema = z
  .object({
    _id: z.uuid(),
    serviceType: serviceLabel,
    orderStatus: status,
    createdAt: isoDateTime,
    email: z.string(),
    readStatus: z.boolean(),
    ...blockSchemas,
  })
  .meta({
    id: 'Order',
    description: 'All four blocks are always present; only the ordered service’s block is filled.',
  });

export const revisionSchema = z
  .object({
    _id: z.uuid(),
    orderId: z.uuid(),
    orderStatus: status.describe("The order's current status"),
    changes: z
      .object({
        digitizing: blockSchemas.digitizing.optional(),
        vector: blockSchemas.vector.optional(),
        patches: blockSchemas.patches.optional(),
        customApparel: blockSchemas.customApparel.optional(),
      })
      .describe("One block, keyed by the order's service"),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Revision' });

export const notificationSchema = z
  .object({
    _id: z.uuid(),
    message: z.string(),
    readStatus: z.boolean(),
    createdAt: isoDateTime,
    orderId: z.uuid().nullable(),
  })
  .meta({ id: 'Notification' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export const registerResponseSchema = z.object({
  message: z.string(),
  user: z.object({ id: z.uuid(), username: z.string(), email: z.string() }),
});
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });

export const loginResponseSchema = z.object({
  token: z.string().describe('JWT (HS256); exp in seconds'),
});
export const userInfoSchema = z.object({
  user: z.object({ username: z.string(), email: z.string(), assignTo: z.uuid().nullable() }),
  employees: z.array(z.object({ id: z.uuid(), username: z.string() })),
});
export const notificationsResponseSchema = z.object({
  notification: z.array(notificationSchema),
});
export const ordersResponseSchema = z.array(orderSchema);
export const createOrderResponseSchema = z.object({
  message: z.string(),
  order: orderSchema,
});
export const createRevisionResponseSchema = z.object({
  message: z.string(),
  revision: revisionSchema,
});
export const revisionsResponseSchema = z.object({
  revisions: z.array(revisionSchema),
});
export const uploadResponseSchema = z.object({
  url: z.url(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});

/* ---- Staff console ---- */

const person = z.object({ id: z.uuid(), username: z.string() });

export const orderEventSchema = z
  .object({
    id: z.uuid(),
    fromStatus: status.nullable(),
    toStatus: status,
    note: z.string(),
    actor: z.object({ id: z.uuid(), username: z.string(), role }).nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'OrderEvent' });

export const staffOrderSummarySchema = z
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

/** One count per status, every status present. */
const statusCounts = z.record(status, z.number().int());

const page = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
export const staffPageSchema = z.object(page);

export const staffQueueResponseSchema = z.object({
  orders: z.array(staffOrderSummarySchema),
  counts: statusCounts,
  ...page,
});

export const staffOrderDetailSchema = z.object({
  order: orderSchema,
  summary: staffOrderSummarySchema,
  events: z.array(orderEventSchema),
  revisions: z.array(revisionSchema),
  allowedTransitions: z.array(status),
});

export const staffQuoteSchema = z
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

export const staffQuotesResponseSchema = z.object({
  quotes: z.array(staffQuoteSchema),
  ...page,
});
export const staffQuoteResponseSchema = z.object({
  message: z.string(),
  quote: staffQuoteSchema,
});

export const staffClientSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    assignedTo: person.nullable(),
    orderCount: z.number().int(),
    createdAt: isoDateTime,
    disabled: z.boolean(),
  })
  .meta({ id: 'StaffClient' });

export const staffClientResponseSchema = z.object({
  message: z.string(),
  client: staffClientSchema,
});

export const staffClientsResponseSchema = z.object({
  clients: z.array(staffClientSchema),
  ...page,
});

export const staffEmployeeSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    disabled: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'StaffEmployee' });

export const staffEmployeesResponseSchema = z.object({
  employees: z.array(staffEmployeeSchema),
});
export const staffEmployeeResponseSchema = z.object({
  message: z.string(),
  employee: staffEmployeeSchema,
});

/** /healthz and /readyz, at the server root. */
export const healthResponseSchema = z.object({
  status: z.string(),
  database: z.enum(['ok', 'unavailable']).optional(),
  storage: z.enum(['ok', 'unavailable']).optional(),
});

/** A client's order preset (GET/POST/PATCH /user/presets): `fields` as the service's preset fields. */
export const presetSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    service: serviceLabel,
    fields: z
      .record(z.string(), z.unknown())
      .describe('The service’s new-order fields but title and files, as the request gave them'),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Preset' });
export const presetsResponseSchema = z.object({ presets: z.array(presetSchema) });
export const presetResponseSchema = z.object({ message: z.string(), preset: presetSchema });
