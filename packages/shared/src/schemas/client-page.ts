import { z } from 'zod';
import { savedAddressSchema } from './addresses.ts';
import { clientAllowancesResponseSchema } from './allowances.ts';
import { clientMachinesSchema } from './machine-profile.ts';
import { clientPlanSchema } from './plans.ts';
import { text } from './text.ts';
import { SERVICE_LABELS, type ServiceLabel } from '../services.ts';
import { ORDER_STATUSES } from '../status.ts';

/*
 * A client whole, as staff see them (issue 36 item 6: GET /staff/clients/:id), and staff's private
 * notes on them (PUT /staff/clients/:id/notes). The notes are the shop's own: no client-facing answer
 * carries them.
 */

export const MAX_CLIENT_NOTES = 5000;
export const CLIENT_NOTES_SAVED = 'Notes saved';

/** PUT /staff/clients/:id/notes: the whole text, replacing what was there (empty clears it). */
export const clientNotesSchema = z
  .object({
    notes: text('multiline', { error: 'Notes must be text' })
      .trim()
      .max(MAX_CLIENT_NOTES, {
        error: `Notes are at most ${MAX_CLIENT_NOTES.toLocaleString('en-US')} characters`,
      }),
  })
  .strict();
export type ClientNotesInput = z.input<typeof clientNotesSchema>;

const isoDateTime = z.iso.datetime().describe('ISO 8601 timestamp');
const person = z.object({ id: z.uuid(), username: z.string() });
const serviceLabel = z.enum(Object.values(SERVICE_LABELS) as [ServiceLabel, ...ServiceLabel[]]);

const notesFields = {
  notes: z.string().describe('Staff’s private notes on the client; "" when none'),
  notesUpdatedAt: isoDateTime.nullable().describe('When the notes were last saved; null: never'),
  notesUpdatedBy: person.nullable().describe('Who saved them last; null: never, or that account is gone'),
};

export const clientNotesResponseSchema = z.object({ message: z.string(), ...notesFields });
export type ClientNotesResponse = z.infer<typeof clientNotesResponseSchema>;

export const clientOrderSchema = z
  .object({
    id: z.uuid(),
    number: z.int().positive().describe('The order number people read: "#1042"'),
    title: z.string(),
    serviceType: serviceLabel,
    status: z.enum(ORDER_STATUSES),
    createdAt: isoDateTime,
    amountCents: z.int().nullable().describe('Null: the price is not set yet'),
    balanceCents: z.int().describe('Price less what was paid; 0 while the price is not set'),
  })
  .meta({ id: 'StaffClientOrder' });

export const staffClientPageSchema = z
  .object({
    client: z.object({
      id: z.uuid(),
      username: z.string(),
      email: z.string(),
      emailVerified: z.boolean().describe('The client confirmed the address from its e-mailed link'),
      createdAt: isoDateTime,
      disabled: z.boolean(),
      orderCount: z.int().describe('Every order the client placed'),
      assignedEmployee: person.nullable().describe('The employee the client gave their work to'),
      ...notesFields,
    }),
    addresses: z.array(savedAddressSchema).describe('The address book, the default shipping one first'),
    machineProfile: clientMachinesSchema
      .nullable()
      .describe('Null while the client never saved one (deliveries then use the defaults)'),
    allowances: clientAllowancesResponseSchema,
    plans: z.array(clientPlanSchema).describe('The plans in force, with this period’s used and remaining'),
    owed: z.object({
      currency: z.string(),
      outstandingCents: z.int().describe('What the client’s statement says is owed'),
      orders: z.int().describe('How many orders owe it'),
    }),
    recentOrders: z.array(clientOrderSchema).describe('The 10 newest orders'),
  })
  .meta({ id: 'StaffClientPage' });
export type StaffClientPage = z.infer<typeof staffClientPageSchema>;
export type StaffClientOrder = z.infer<typeof clientOrderSchema>;
