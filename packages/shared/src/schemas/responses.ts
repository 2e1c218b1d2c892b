import { addressSchema } from './addresses.ts';
import { z } from 'zod';
import { clientMachinesSchema, CONVERSION_FORMATS } from './machine-profile.ts';
import { SIZES } from '../catalog.ts';
import { ROLES, STAFF_ROLES } from '../roles.ts';
import { SERVICE_KEYS, SERVICE_LABELS, type ServiceLabel } from '../services.ts';
import { ORDER_STATUSES } from '../status.ts';
import { PAYMENT_METHODS } from './workflow.ts';
import { MONEY_STATES } from '../workflow/money.ts';
import { coveredBySchema } from './plans.ts';

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

/** 402 of a finished file held until its order is paid (the shop's "hold files until paid"). */
export const heldFileErrorSchema = z
  .object({
    error: z.string(),
    message: z.string().describe('"Pay the balance of $10.00 to download the finished files"'),
    amountCents: z.number().int().describe('The order’s price'),
    balanceCents: z.number().int().describe('What is left to pay before the files open'),
    currency: z.string().describe('ISO 4217 code of both amounts'),
  })
  .meta({ id: 'HeldFile' });

/** The stitch formats read (the stitch package's `STITCH_FORMATS`); the written ones are `MACHINE_FORMATS`. */
export const STITCH_FILE_FORMATS = [
  'DST',
  'PES',
  'EXP',
  'JEF',
  'VP3',
  'XXX',
  'PEC',
  'HUS',
  'SEW',
  'U01',
  'SHV',
] as const;

/** What a stitch file holds, computed from its records at upload (see @stitchdesk/stitch). */
export const stitchSummarySchema = z
  .object({
    format: z.enum(STITCH_FILE_FORMATS).describe('Detected from the content'),
    stitches: z.number().int().describe('Needle penetrations (not jumps, trims or colour changes)'),
    colors: z.number().int().describe('Colour blocks that sew at least one stitch'),
    trims: z.number().int(),
    jumps: z.number().int(),
    widthMm: z.number().describe('Extent of the stitched points, mm, one decimal'),
    heightMm: z.number(),
    runMinutes: z
      .number()
      .describe(
        "Estimated sewing time, minutes, one decimal: the stitches at `speedSpm` plus each trim's and colour change's seconds of the client's machine profile (defaults 4 s and 10 s)",
      ),
    speedSpm: z
      .number()
      .describe(
        "The speed `runMinutes` is at: the machine profile's of the order's client (or the uploading client), else the default 800",
      ),
    threadMeters: z
      .object({
        top: z.number().describe('Top thread for the whole design, metres, two decimals'),
        bobbin: z.number().describe('Bobbin thread for the whole design, metres'),
        perColor: z
          .array(z.object({ stop: z.number().int(), top: z.number(), bobbin: z.number() }))
          .optional()
          .describe(
            "One per listed stop (`stops`), in sewing order. Absent in a client's order answers: GET /order/:orderId/files/:fileId/stitch has it",
          ),
      })
      .optional()
      .describe(
        "Thread the design takes: 2 × the stitch lengths + 2 × the fabric's thickness (the profile's `fabricMm`) per penetration, 2/3 top and 1/3 bobbin. Absent for files read before stitch lengths were kept",
      ),
    threads: z
      .array(z.object({ hex: z.string(), name: z.string().optional() }))
      .describe('One per stop, in sewing order'),
    colorSource: z
      .enum(['file', 'order', 'default'])
      .describe("Where the colours come from: the file's own, the order's colours, or the default sequence"),
    stops: z
      .array(
        z.object({
          index: z.number().int(),
          hex: z.string(),
          name: z.string().optional(),
          stitches: z.number().int(),
          thread: z
            .object({
              brand: z.string().describe('The brand of the chart, e.g. Janome'),
              code: z.string().describe('The code on the spool'),
              name: z.string(),
              hex: z.string().describe('The thread’s own colour, #rrggbb'),
              deltaE: z
                .number()
                .optional()
                .describe(
                  'CIEDE2000 difference between the stop’s colour and this thread, two decimals: under 1 is hard to see, over 5 plain. Absent in a client’s order answers (staff read it; a client never does)',
                ),
              pinned: z.boolean().describe('True when staff chose the code; it wins over the nearest'),
            })
            .optional()
            .describe(
              "The thread to load, in the chart of the order's client: a code staff pinned, else the nearest by CIEDE2000. In answers about one order and a client's own uploads (absent in the order list and staff uploads)",
            ),
        }),
      )
      .describe(
        'The colour sequence: stop 1…n with its thread and stitch count. The first 100 at most; a client’s order answers list the first 4 (GET /order/:orderId/files/:fileId/stitch and staff answers list all the summary keeps), the rest counted in `stopsOmitted`',
      ),
    stopsOmitted: z
      .number()
      .int()
      .optional()
      .describe('Stops not listed (`colors` counts them all); absent when all are listed'),
    qaOmitted: z
      .number()
      .int()
      .optional()
      .describe(
        "Findings not listed in `qa`: a client's order answers list the most severe one, GET /order/:orderId/files/:fileId/stitch lists all with their places; absent when all are listed",
      ),
    previewUrl: z
      .url()
      .describe('Signed, expiring URL of the design rendered as SVG in these thread colours'),
    qa: z
      .array(
        z.object({
          code: z.string().describe('What was found, e.g. short-stitches, larger-than-hoop'),
          severity: z.enum(['error', 'warning', 'info']),
          message: z.string().describe('Plain words for people'),
          where: z
            .array(
              z.union([
                z.object({ stitch: z.number().int(), xMm: z.number(), yMm: z.number() }),
                z.object({
                  box: z.object({
                    xMm: z.number(),
                    yMm: z.number(),
                    widthMm: z.number(),
                    heightMm: z.number(),
                  }),
                }),
              ]),
            )
            .describe('Up to 20 places, mm in the design’s coordinates (y down); stitch numbered from 1'),
          count: z.number().int().describe('How many places in all'),
          format: z.enum(STITCH_FILE_FORMATS).optional(),
        }),
      )
      .optional()
      .describe(
        "The quality check for the client's machines (formats, hoop, needles), errors first; absent before it ran. A client's order answers list the most severe finding without its places (`qaOmitted` counts the rest)",
      ),
    threadPins: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        "Thread codes staff pinned, by stop number: they win over the nearest thread of the client's chart",
      ),
    worksheetFailure: z
      .string()
      .optional()
      .describe(
        "Why this delivered file's production worksheet could not be made, in plain words (its stitch job stopped after the stitch worker died twice making it); absent otherwise",
      ),
    formats: z
      .array(
        z.object({
          format: z
            .enum(CONVERSION_FORMATS)
            .describe('The format written: pes is PES version 6, pes1 PES version 1'),
          name: z.string().describe('`<design>.<ext>`, distinct per design and format'),
          url: z
            .url()
            .describe(
              "Signed, expiring URL (the file's own signature) of the design in that format: the file's URL with `/as/<format>` after its name; the answer is saved as `name`",
            ),
        }),
      )
      .describe('The design in every format a machine takes, converted on request'),
  })
  .meta({ id: 'StitchSummary' });

export const fileRefSchema = z.object({
  url: z.url().describe('Absolute signed URL, usable without a token'),
  name: z.string(),
  stitch: stitchSummarySchema.optional().describe('Present for a stitch file the server could read'),
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

/* ---- The production workflow (issue 13): fields beside the spec's, never instead of them ---- */

export const priceSummarySchema = z
  .object({
    amountCents: z.number().int().nullable().describe('Null: "Price to be confirmed" until staff set it'),
    paidCents: z.number().int(),
    balanceCents: z.number().int().describe('Price less what was paid; 0 while the price is not set'),
    depositDueCents: z.number().int().describe('Of the 50% advance (patches), what is still owed; else 0'),
    coveredBy: coveredBySchema
      .optional()
      .describe('The monthly plan whose allowance the order used ($0.00); absent: priced as usual'),
    subtotalCents: z
      .number()
      .int()
      .nullable()
      .describe(
        'The work’s price plus the Super Rush fee, before tax; null while the price is to be confirmed',
      ),
    taxCents: z
      .number()
      .int()
      .nullable()
      .describe('Tax on the subtotal at taxRatePercent, rounded half up to the cent; null while unpriced'),
    superRushFeeCents: z
      .number()
      .int()
      .describe('The Super Rush fee the order was placed with (the settings’ then); 0 when not Super Rush'),
    taxRatePercent: z
      .number()
      .nullable()
      .describe('The tax rate the order was priced at (8.25 = 8.25%); null while unpriced'),
    taxLabel: z.string().nullable().describe('What the tax is called on the invoice ("Sales tax")'),
  })
  .meta({ id: 'PriceSummary' });

export const PROOF_DECISIONS = ['approved', 'changes-requested'] as const;

export const proofResponseSchema = z
  .object({
    _id: z.uuid(),
    files: z.array(fileRefSchema),
    note: z.string(),
    createdAt: isoDateTime,
    decision: z.enum(PROOF_DECISIONS).nullable().describe('Null while the client has not decided'),
    decidedAt: isoDateTime.nullable(),
    comment: z.string().nullable().describe('The client’s words when they requested changes'),
    commentFiles: z
      .array(fileRefSchema)
      .describe('Pictures the client sent with the change request (the revision’s attachments)'),
  })
  .meta({ id: 'Proof' });

export const shipmentSchema = z
  .object({
    carrier: z.string().describe('UPS, USPS, FedEx, DHL, or the name given for another carrier'),
    trackingNumber: z.string(),
    trackingUrl: z.url().nullable().describe('The carrier’s tracking page; null for another carrier'),
    shippedAt: isoDateTime,
  })
  .meta({ id: 'Shipment' });

const workflowFields = {
  superRush: z.boolean(),
  invoiceUrl: z
    .url()
    .nullable()
    .describe('The invoice PDF by its signed, expiring URL (no token); null until the order has a price'),
  dueAt: isoDateTime.describe('When the work is due'),
  price: priceSummarySchema,
  proofs: z.array(proofResponseSchema).describe('Oldest first; only the latest can be decided'),
  estimatedShipDate: calendarDate.nullable().describe('Approval + 4 business days (patches, apparel)'),
  estimatedDelivery: z
    .object({ from: calendarDate, to: calendarDate })
    .nullable()
    .describe('Ship date + 3 to 4 business days'),
  shipment: shipmentSchema.nullable().describe('Set when goods move to Shipped'),
  shipTo: addressSchema
    .nullable()
    .describe(
      'Goods: where they ship, a copy made when it was given (later edits of the saved address do not change it)',
    ),
  shipToNeeded: z
    .boolean()
    .describe('Goods still to ship without a ship-to: "Ship-to address needed", for the client to give'),
};

export const orderSchema = z
  .object({
    _id: z.uuid(),
    number: z
      .int()
      .positive()
      .describe('The short, sequential order number people read and search by: "#1042" on screen'),
    serviceType: serviceLabel,
    orderStatus: status,
    createdAt: isoDateTime,
    email: z.string(),
    readStatus: z.boolean(),
    ...blockSchemas,
    deliveredFiles: z
      .array(fileRefSchema)
      .describe(
        "The ordered block's completeOrder as files: {url, name}, with `stitch` for a stitch file (in the order's colours when the file has none)",
      ),
    filesHeld: z
      .boolean()
      .describe(
        'The shop holds finished files until paid and this order has delivered files and a balance above 0: the client’s links to them (and their conversions and worksheets) answer 402 until it is paid',
      ),
    ...workflowFields,
  })
  .meta({
    id: 'Order',
    description: 'All four blocks are always present; only the ordered service’s block is filled.',
  });

export const revisionSchema = z
  .object({
    _id: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.int().positive().describe('The revised order’s number: "#1042"'),
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
    orderNumber: z
      .number()
      .int()
      .nullable()
      .describe('The order\'s number ("#1042" on screen), beside orderId'),
    serviceType: serviceLabel
      .nullable()
      .describe(
        "The order's service label, for the link to its page (clientpanel/orders/<serviceType>/<orderId>)",
      ),
  })
  .meta({ id: 'Notification' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export const registerResponseSchema = z.object({
  message: z.string(),
  user: z.object({ id: z.uuid(), username: z.string(), email: z.string() }),
});
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });

export const tokenResponseSchema = z.object({
  token: z.string().describe('JWT (HS256); exp in seconds'),
});
/** With two-factor on, the password alone earns a ticket for POST /user/login/mfa, not a token. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  ticket: z.string().describe('Short-lived; sent back with a code to POST /user/login/mfa'),
});
export const loginResponseSchema = z.union([tokenResponseSchema, mfaChallengeSchema]);
export const userInfoSchema = z.object({
  user: z.object({
    username: z.string(),
    email: z.string(),
    assignTo: z.uuid().nullable(),
    emailVerified: z.boolean().describe('The address was confirmed from its e-mailed link'),
    mfaEnabled: z.boolean().describe('Two-factor sign-in is on'),
    mfaSetupRequired: z
      .boolean()
      .describe('Staff must turn on two-factor sign-in before the console opens (REQUIRE_STAFF_MFA)'),
  }),
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
  stitch: stitchSummarySchema.optional().describe('Present for a stitch file the server could read'),
});

/* ---- Staff console ---- */

const person = z.object({ id: z.uuid(), username: z.string() });

/** What a history entry records: a status move, or a workflow step that leaves the status alone. */
export const ORDER_EVENT_KINDS = [
  'status',
  'price',
  'payment',
  'proof',
  'approved',
  'changes-requested',
  'assignee',
  'due',
] as const;

export const orderEventSchema = z
  .object({
    id: z.uuid(),
    fromStatus: status.nullable(),
    toStatus: status,
    note: z.string(),
    actor: z.object({ id: z.uuid(), username: z.string(), role }).nullable(),
    createdAt: isoDateTime,
    kind: z.enum(ORDER_EVENT_KINDS),
    clientMessage: z.string().nullable().describe('What the client was told (bell and e-mail), if anything'),
  })
  .meta({ id: 'OrderEvent' });

export const staffOrderSummarySchema = z
  .object({
    _id: z.uuid(),
    number: z.int().positive().describe('The order number people read: "#1042"'),
    serviceType: serviceLabel,
    serviceKey: z.enum(SERVICE_KEYS),
    title: z.string(),
    orderStatus: status,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    client: z.object({ id: z.uuid(), username: z.string(), email: z.string() }),
    assignedTo: person.nullable(),
    superRush: z.boolean(),
    dueAt: isoDateTime,
    overdue: z.boolean().describe('Open and past its due time, at the time of the answer'),
    money: z
      .object({ state: z.enum(MONEY_STATES), owedCents: z.number().int() })
      .describe('Paid, deposit due or balance due (and how much), or no price yet'),
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

export const paymentResponseSchema = z
  .object({
    _id: z.uuid(),
    amountCents: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    paidAt: isoDateTime,
    recordedBy: person.nullable(),
    refundOf: z
      .uuid()
      .nullable()
      .describe('A refund (negative amountCents, its reason in reference) names the payment it gives back'),
    refundableCents: z.number().int().describe('What this payment can still give back (0 for a refund)'),
    provider: z.string().describe('Who took or gave back the money: manual (staff) or stripe'),
    receiptUrl: z
      .string()
      .nullable()
      .describe('A payment taken online: its receipt PDF by a signed, expiring URL; null otherwise'),
  })
  .meta({ id: 'Payment' });

export const nextStepSchema = z
  .object({
    status,
    ready: z.boolean().describe('Every requirement met: the move will be accepted'),
    requirements: z.array(
      z.object({
        label: z.string().describe('"Proof approved", "Deposit paid"'),
        met: z.boolean(),
        detail: z.string().nullable().describe('What is missing, in words: "$75.00 owed"'),
      }),
    ),
  })
  .meta({ id: 'NextStep' });

export const staffOrderDetailSchema = z.object({
  order: orderSchema,
  summary: staffOrderSummarySchema,
  events: z.array(orderEventSchema),
  revisions: z.array(revisionSchema),
  allowedTransitions: z.array(status),
  nextSteps: z
    .array(nextStepSchema)
    .describe('For each allowed move, what it needs: the rules the server enforces on that move'),
  employees: z.array(person).describe('The active employees the order can be assigned to'),
  payments: z.array(paymentResponseSchema).describe('The ledger, oldest first'),
  clientMachineProfile: clientMachinesSchema
    .nullable()
    .describe(
      "The order's client's machines, what a delivery is written and checked for; null while they never saved a profile (the defaults apply)",
    ),
});

const offerStatusSchema = z
  .enum(['open', 'accepted', 'declined', 'expired'])
  .describe('open until accepted, declined or 30 days old (expired)');

export const quoteReplySchemaOut = z
  .object({
    id: z.uuid(),
    message: z.string(),
    sentAt: isoDateTime,
    by: z
      .object({ username: z.string() })
      .nullable()
      .describe('The staff member who wrote it (null once that account is gone)'),
    offer: z
      .object({
        service: z.enum(SERVICE_KEYS),
        title: z.string(),
        amountCents: z.number().int().describe('The price staff offered, in cents'),
        status: offerStatusSchema,
        orderNumber: z.number().int().optional().describe('The order accepting it placed'),
      })
      .nullable()
      .describe('The offer the reply made, if any'),
  })
  .meta({ id: 'QuoteReply' });

export const staffQuoteSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    services: z.string(),
    message: z.string(),
    handled: z.boolean(),
    status: z.enum(['new', 'replied', 'won', 'lost']).describe('new → replied (staff answered) → won / lost'),
    createdAt: isoDateTime,
    artwork: z
      .array(fileRefSchema.extend({ size: z.number().int(), contentType: z.string() }))
      .describe('The files the requester sent with the request, oldest first'),
    replies: z.array(quoteReplySchemaOut).describe("The quote's history, oldest first"),
  })
  .meta({ id: 'StaffQuote' });

export const offerSchema = z
  .object({
    id: z.uuid(),
    service: z.enum(['digitizing', 'vector', 'patches', 'customApparel']),
    title: z.string(),
    instructions: z.string(),
    price: z.object({ amountCents: z.number().int().describe('The price staff offered, in cents') }),
    status: offerStatusSchema,
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    orderId: z.uuid().nullable().describe('The order accepting it placed'),
    orderNumber: z.number().int().nullable(),
  })
  .meta({ id: 'QuoteOffer' });

export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });
export const offerResponseSchema = z.object({ message: z.string(), offer: offerSchema });

export const staffQuoteReplyResponseSchema = z.object({
  message: z.string(),
  quote: staffQuoteSchema.describe('The quote, its history (`replies`) with this reply last'),
});

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
    emailVerified: z.boolean().describe('The client confirmed the address from its e-mailed link'),
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

/** An invitation to join the staff (POST /staff/employees/invite), until accepted or revoked. */
export const staffInvitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    username: z.string(),
    status: z.enum(['pending', 'expired']),
    expiresAt: isoDateTime,
    createdAt: isoDateTime,
  })
  .meta({ id: 'StaffInvitation' });
export const staffInvitationsResponseSchema = z.object({ invitations: z.array(staffInvitationSchema) });
export const staffInvitationResponseSchema = z.object({
  message: z.string(),
  invitation: staffInvitationSchema,
});

/** POST /user/mfa/setup: the secret (also as an otpauth:// URI for a QR code), shown once. */
export const mfaSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
/** POST /user/mfa/enable: ten one-time recovery codes, shown once (only their hashes are kept). */
export const mfaEnabledResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()).length(10),
});

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
