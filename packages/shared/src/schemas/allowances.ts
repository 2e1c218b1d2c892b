import { z } from 'zod';

/*
 * A client's allowances (issue 27): the per-window upload and order limits and the storage quota,
 * which staff may raise for one high-volume client. A null field is the server's default.
 */

export const ALLOWANCE_KINDS = ['uploadsPerWindow', 'ordersPerWindow', 'storageQuotaMb'] as const;
export type AllowanceKind = (typeof ALLOWANCE_KINDS)[number];

export const ALLOWANCE_LABELS: Record<AllowanceKind, string> = {
  uploadsPerWindow: 'Uploads per window',
  ordersPerWindow: 'Orders per window',
  storageQuotaMb: 'Storage quota (MB)',
};

/** Large enough for any shop, small enough that a typo cannot switch a limit off. */
export const MAX_ALLOWANCE = 1_000_000;

const allowance = z
  .number({ error: 'Allowances must be whole numbers' })
  .int({ error: 'Allowances must be whole numbers' })
  .min(1, { error: 'Allowances must be at least 1' })
  .max(MAX_ALLOWANCE, { error: `Allowances must be at most ${MAX_ALLOWANCE}` })
  .nullable();

/** PUT /staff/clients/:id/allowances: every kind, null for the default. */
export const updateAllowancesSchema = z
  .object({
    uploadsPerWindow: allowance,
    ordersPerWindow: allowance,
    storageQuotaMb: allowance,
  })
  .strict();
export type UpdateAllowancesInput = z.output<typeof updateAllowancesSchema>;

const isoDateTime = z.iso.datetime().describe('ISO 8601 timestamp');

const allowanceValue = z.object({
  value: z.number().int().describe('In force: the override, or the default'),
  override: z.number().int().nullable().describe('The client’s own, or null for the default'),
  default: z.number().int(),
});

export const allowanceEventSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(ALLOWANCE_KINDS),
    from: z.number().int().nullable().describe('The override before; null: the default'),
    to: z.number().int().nullable().describe('The override after; null: the default'),
    by: z.object({ id: z.uuid(), username: z.string() }).nullable(),
    at: isoDateTime,
  })
  .meta({ id: 'AllowanceEvent' });
export type AllowanceEvent = z.output<typeof allowanceEventSchema>;

export const clientAllowancesResponseSchema = z
  .object({
    uploadsPerWindow: allowanceValue,
    ordersPerWindow: allowanceValue,
    storageQuotaMb: allowanceValue,
    uploadWindowSeconds: z.number().int(),
    orderWindowSeconds: z.number().int(),
    history: z.array(allowanceEventSchema).describe('Newest first'),
  })
  .meta({ id: 'ClientAllowances' });
export type ClientAllowancesResponse = z.output<typeof clientAllowancesResponseSchema>;
