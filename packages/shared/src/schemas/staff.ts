import { SERVICE_KEYS } from '../services.ts';
import { z } from 'zod';
import { ORDER_STATUSES } from '../status.ts';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './auth.ts';
import { emailAddress, MAX_LONG_TEXT, queryInteger, requiredText } from './fields.ts';
import { text } from './text.ts';
import { QUEUE_FLAGS } from './workflow.ts';
import { shipmentInputSchema } from '../shipment.ts';

export const statusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a valid status' }),
  note: text('multiline').trim().max(MAX_LONG_TEXT).optional().default(''),
  confirmBalance: z
    .boolean()
    .optional()
    .default(false)
    .describe('Go on although a balance is owed (else 409 naming the amount); recorded in the history'),
  shipment: shipmentInputSchema
    .optional()
    .describe('Required when goods move to Shipped: the carrier and tracking number'),
});

/** POST /staff/orders/:id/assignee: who works on the order; null leaves it to the client's assignee. */
export const orderAssigneeSchema = z.object({
  employeeId: z.uuid({ error: 'Choose an employee' }).nullable(),
});

/** How far ahead a due time may be moved: a year is far beyond any job the shop takes. */
const MAX_DUE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** POST /staff/orders/:id/due: a new due time, with why (kept in the history). */
export const orderDueSchema = z.object({
  dueAt: z.iso
    .datetime({ offset: true, error: 'Enter a valid due time' })
    .transform((value) => new Date(value).toISOString())
    .refine((iso) => new Date(iso).getTime() <= Date.now() + MAX_DUE_AHEAD_MS, {
      error: 'The due time must be within a year',
    })
    .describe('ISO 8601 timestamp with its offset'),
  note: text('multiline').trim().max(MAX_LONG_TEXT).optional().default(''),
});
export type StatusChangeInput = z.input<typeof statusChangeSchema>;

export const deliverySchema = z.object({
  fileIds: z.array(z.uuid()).min(1, { error: 'Add at least one file to deliver' }).max(50),
  note: text('multiline').trim().max(MAX_LONG_TEXT).optional().default(''),
  confirmSizeMismatch: z
    .array(z.uuid())
    .max(50)
    .optional()
    .default([])
    .describe(
      "Ids of stitch files to deliver although their size is more than 5% off the order's design size (recorded in the history)",
    ),
  confirmQuality: z
    .array(z.uuid())
    .max(50)
    .optional()
    .default([])
    .describe(
      "Ids of stitch files to deliver although the quality check found errors for the client's machines (recorded in the history)",
    ),
  confirmBalance: z
    .boolean()
    .optional()
    .default(false)
    .describe('Go on although a balance is owed (else 409 naming the amount); recorded in the history'),
});
export type DeliveryInput = z.input<typeof deliverySchema>;

const page = queryInteger('page', { min: 1, max: 100_000, fallback: 1 });
const pageSize = queryInteger('pageSize', { min: 1, max: 100, fallback: 25 });

export const staffQueueQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  service: text().trim().max(50).optional(),
  client: z.uuid().optional(),
  employee: z.uuid().optional(),
  q: text().trim().max(200).optional(),
  flag: z.enum(QUEUE_FLAGS, { error: 'flag must be overdue or rush' }).optional(),
  page,
  pageSize,
});

export const createEmployeeSchema = z.object({
  username: requiredText('Username', 50),
  email: emailAddress(),
  password: text('secret').min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT }).max(256),
});
export type CreateEmployeeInput = z.input<typeof createEmployeeSchema>;

export const updateEmployeeSchema = z
  .object({
    username: requiredText('Username', 50).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => v.username !== undefined || v.disabled !== undefined, { error: 'Nothing to change' });
export type UpdateEmployeeInput = z.input<typeof updateEmployeeSchema>;

/** PATCH /staff/clients/:id (admin): disable or enable a client account. */
export const updateClientSchema = z.object({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});
export type UpdateClientInput = z.input<typeof updateClientSchema>;

export const quoteHandledSchema = z.object({ handled: z.boolean() });

/** POST /staff/quotes/:id/reply: what staff answer a quote request (e-mailed to the requester). */
export const quoteReplySchema = z.object({
  message: z
    .string({ error: 'Write a reply' })
    .trim()
    .min(1, { error: 'Write a reply' })
    .max(10_000, { error: 'A reply is at most 10,000 characters' }),
  /** An offer the requester may accept as an order at this price (staff's, in whole cents). */
  offer: z
    .object({
      service: z.enum(SERVICE_KEYS, { error: 'Choose a service' }),
      title: z
        .string({ error: 'Give the offer a title' })
        .trim()
        .min(1, { error: 'Give the offer a title' })
        .max(200, { error: 'A title is at most 200 characters' }),
      amountCents: z
        .number({ error: 'The price must be a whole number of cents' })
        .int({ error: 'The price must be a whole number of cents' })
        .min(1, { error: 'The price must be more than $0.00' })
        .max(100_000_000, { error: 'The price is at most $1,000,000.00' }),
      instructions: z
        .string()
        .trim()
        .max(10_000, { error: 'Instructions are at most 10,000 characters' })
        .optional(),
    })
    .optional(),
});
export type QuoteReplyInput = z.input<typeof quoteReplySchema>;
export type QuoteHandledInput = z.input<typeof quoteHandledSchema>;

/** `handled=true|false` filters the quotes inbox; absent lists every quote. */
export const staffQuotesQuerySchema = z.object({
  handled: z
    .enum(['true', 'false'], { error: 'handled must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  page,
  pageSize,
});

export const staffClientsQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  page,
  pageSize,
});
