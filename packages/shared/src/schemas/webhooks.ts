import { z } from 'zod';
import { SERVICE_LABELS, type ServiceLabel } from '../services.ts';
import { ORDER_STATUSES } from '../status.ts';
import { text } from './text.ts';

/*
 * Webhooks (Standard Webhooks): a client's endpoints, their delivery log, and the payload of each
 * event. An event is one entry of WEBHOOK_EVENT_DATA: its name, what it means and its data's schema;
 * the list, the checkboxes of the panel and the OpenAPI document all come from there.
 */

const isoDateTime = z.iso.datetime().describe('ISO 8601 timestamp');
const serviceLabel = z.enum(Object.values(SERVICE_LABELS) as [ServiceLabel, ...ServiceLabel[]]);
const orderStatus = z.enum(ORDER_STATUSES);

/** What every event's data says of its order. */
const orderRef = {
  orderId: z.uuid(),
  number: z.number().int().describe('The order number people quote (shown as #1042)'),
  title: z.string(),
  serviceType: serviceLabel,
};

export const WEBHOOK_EVENT_DATA = {
  'order.created': {
    label: 'Order placed',
    data: z
      .object({ ...orderRef, status: orderStatus, createdAt: isoDateTime })
      .meta({ id: 'WebhookOrderCreated' }),
  },
  'order.status_changed': {
    label: 'Order status changed',
    data: z
      .object({ ...orderRef, from: orderStatus, to: orderStatus, changedAt: isoDateTime })
      .meta({ id: 'WebhookOrderStatusChanged' }),
  },
  'proof.sent': {
    label: 'Proof ready for approval',
    data: z
      .object({ ...orderRef, proofId: z.uuid(), note: z.string(), sentAt: isoDateTime })
      .meta({ id: 'WebhookProofSent' }),
  },
  'order.completed': {
    label: 'Order completed (files delivered)',
    data: z
      .object({
        ...orderRef,
        completedAt: isoDateTime,
        files: z
          .array(z.object({ name: z.string(), size: z.number().int(), url: z.url() }))
          .describe('The delivered files; each URL is signed and expires after about a week'),
      })
      .meta({ id: 'WebhookOrderCompleted' }),
  },
  'payment.recorded': {
    label: 'Payment recorded',
    data: z
      .object({
        ...orderRef,
        amountCents: z.number().int(),
        paidCents: z.number().int(),
        priceCents: z.number().int(),
        recordedAt: isoDateTime,
      })
      .meta({ id: 'WebhookPaymentRecorded' }),
  },
  'payment.refunded': {
    label: 'Payment refunded',
    data: z
      .object({
        ...orderRef,
        amountCents: z.number().int().describe('How much was given back (a positive number)'),
        reason: z.string(),
        paidCents: z.number().int().describe('What stays paid on the order after the refund'),
        priceCents: z.number().int().nullable(),
        refundedAt: isoDateTime,
      })
      .meta({ id: 'WebhookPaymentRefunded' }),
  },
  'message.created': {
    label: 'Message about an order',
    data: z
      .object({
        ...orderRef,
        messageId: z.uuid(),
        from: z.enum(['client', 'shop']).describe('Who wrote it: the client or the shop'),
        body: z.string(),
        attachments: z.number().int().describe('How many pictures or files came with it'),
        createdAt: isoDateTime,
      })
      .meta({ id: 'WebhookMessageCreated' }),
  },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_DATA;
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_DATA) as [WebhookEventType, ...WebhookEventType[]];
export type WebhookEventData<T extends WebhookEventType = WebhookEventType> = z.input<
  (typeof WEBHOOK_EVENT_DATA)[T]['data']
>;

/** The body of every delivery: `{type, timestamp, data}`, `data` being the event's own schema. */
export const webhookEnvelopeSchema = z
  .object({
    type: z.enum(WEBHOOK_EVENTS),
    timestamp: isoDateTime.describe('When the event happened'),
    data: z.union(WEBHOOK_EVENTS.map((type) => WEBHOOK_EVENT_DATA[type].data)),
  })
  .meta({ id: 'WebhookEvent' });

/** The `webhook-id` of a delivery, the same on every attempt (Standard Webhooks' message id). */
export const webhookMessageId = (deliveryId: string) => `msg_${deliveryId}`;

export const MAX_WEBHOOK_URL = 2000;
/** Endpoints one client may register. */
export const MAX_WEBHOOKS_PER_USER = 10;
export const WEBHOOK_URL_INVALID = 'Enter the full URL of your endpoint, starting with https://';
export const WEBHOOK_EVENTS_REQUIRED = 'Choose at least one event';

export const webhookUrlSchema = text('line', { error: WEBHOOK_URL_INVALID })
  .trim()
  .max(MAX_WEBHOOK_URL, { error: `The URL must be at most ${MAX_WEBHOOK_URL} characters` })
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_URL_INVALID }));

export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events are ${WEBHOOK_EVENTS.join(', ')}` }))
  .min(1, { error: WEBHOOK_EVENTS_REQUIRED })
  .transform((events) => [...new Set(events)]);

export const createWebhookSchema = z
  .object({ url: webhookUrlSchema, events: webhookEventsSchema })
  .strict()
  .meta({ id: 'CreateWebhook' });

export const updateWebhookSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    enabled: z.boolean().optional().describe('true turns a disabled endpoint back on'),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' })
  .meta({ id: 'UpdateWebhook' });

export const webhookSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    status: z.enum(['active', 'disabled']),
    disabledReason: z.string().nullable(),
    createdAt: isoDateTime,
    /** Until then the previous secret signs too (after a rotation). */
    previousSecretExpiresAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Webhook' });

const secret = z.string().describe('whsec_ + base64 of the signing key: shown once, keep it safe');

export const createdWebhookSchema = webhookSchema.extend({ secret }).meta({ id: 'CreatedWebhook' });
export const webhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export const rotatedSecretSchema = z
  .object({ secret, previousSecretExpiresAt: isoDateTime })
  .meta({ id: 'RotatedWebhookSecret' });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookAttemptSchema = z
  .object({
    number: z
      .number()
      .int()
      .describe('1, 2, … counted over the delivery’s whole life, redeliveries included'),
    succeeded: z.boolean(),
    responseCode: z.number().int().nullable().describe('The HTTP status answered; null: no answer'),
    error: z.string().nullable().describe('Why it failed when there was no 2xx answer'),
    redelivery: z.boolean().describe('True for the first attempt of a redelivery someone asked for'),
    at: isoDateTime,
  })
  .meta({ id: 'WebhookAttempt' });

/** Most attempts one delivery of the log lists (the latest). */
export const WEBHOOK_ATTEMPT_LOG_LIMIT = 20;

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    messageId: z.string().describe('The webhook-id header of every attempt'),
    type: z.enum(WEBHOOK_EVENTS),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z
      .number()
      .int()
      .describe('Attempts made so far; a redelivery adds to them (the same webhook-id, a new attempt)'),
    attemptLog: z
      .array(webhookAttemptSchema)
      .max(WEBHOOK_ATTEMPT_LOG_LIMIT)
      .describe('The latest attempts, oldest first'),
    responseCode: z.number().int().nullable().describe('The last answer’s HTTP status; null: none'),
    error: z.string().nullable().describe('Why the last attempt failed when there was no answer'),
    createdAt: isoDateTime,
    lastAttemptAt: isoDateTime.nullable(),
    nextAttemptAt: isoDateTime.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });

export const webhookDeliveriesResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

export type CreateWebhookInput = z.input<typeof createWebhookSchema>;
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;
export type Webhook = z.infer<typeof webhookSchema>;
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;
export type RotatedSecret = z.infer<typeof rotatedSecretSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;
