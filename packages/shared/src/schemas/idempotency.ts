import { z } from 'zod';

/** The request header a client sends so that a retried POST is answered once (order creation). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

/** Visible ASCII only: a UUID is typical, but any client-chosen token of that kind is accepted. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, { error: IDEMPOTENCY_KEY_INVALID });
