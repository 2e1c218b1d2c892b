import { formatMoney, heldFileErrorSchema, heldFilesMessage } from '@stitchdesk/shared';
import type { ParameterizedContext } from 'koa';
import type { z } from 'zod';
import type { WithSignedFile } from '../../middleware/signed-url.ts';
import { holdOfFile } from '../../services/billing/file-hold.ts';
import type { ResponseDoc } from '../route-docs.ts';

/** The 402 a route serving a delivered file's bytes documents. */
export const HELD_UNTIL_PAID: Record<number, ResponseDoc> = {
  402: {
    description: 'A finished file held until the order is paid (the shop holds files until paid)',
    schema: heldFileErrorSchema,
  },
};

/**
 * Answers 402 with what is owed when the signed file is held until its order is paid
 * (services/billing/file-hold.ts); true when it did. Staff's links are never held. Asked before
 * anything else, a 304 included: a copy fetched before the hold must not be confirmed either.
 */
export async function answeredHeld(ctx: ParameterizedContext<WithSignedFile>): Promise<boolean> {
  if (ctx.state.fileAudience === 'staff') return false;
  const hold = await holdOfFile(ctx.deps.db, ctx.state.file);
  if (!hold) return false;
  const message = heldFilesMessage(formatMoney(hold.balanceCents, hold.currency));
  ctx.status = 402;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = { error: message, message, ...hold } satisfies z.input<typeof heldFileErrorSchema>;
  return true;
}
