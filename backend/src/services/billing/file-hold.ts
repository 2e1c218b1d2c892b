import { heldBalanceCents } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { FileRow } from '../../db/rows.ts';
import { shopSettingsOf } from '../settings/shop-settings.ts';

type Db = Knex | Knex.Transaction;

/** What a held file answers instead of its bytes: the order's price, what is left of it, the currency. */
export interface FileHold {
  amountCents: number;
  balanceCents: number;
  currency: string;
}

/**
 * The shop's "hold finished files until paid", from the settings cache: what an order answer's
 * `filesHeld` and the order list's ETag are made of.
 */
export async function holdsFilesUntilPaid(db: Db): Promise<boolean> {
  return (await shopSettingsOf(db)).holdFilesUntilPaid;
}

/**
 * Whether `file` is held until its order is paid (the shop setting "hold files until paid"): only a
 * delivered file (kind 'delivery': the finished work, and what is made of it) of an order that still
 * owes part of its price. The client's own attachments, proofs and message files are never held; nor
 * is anything opened by a staff link, which the caller decides before asking. The setting comes from
 * the settings cache, so every API process holds or releases at once when it changes.
 */
export async function holdOfFile(db: Db, file: Pick<FileRow, 'kind' | 'order_id'>): Promise<FileHold | null> {
  if (file.kind !== 'delivery' || file.order_id === null) return null;
  const settings = await shopSettingsOf(db);
  if (!settings.holdFilesUntilPaid) return null;
  const order = await db('orders')
    .where({ id: file.order_id })
    .first<{ price_cents: number | null; paid_cents: number } | undefined>('price_cents', 'paid_cents');
  if (!order || order.price_cents === null) return null;
  const balanceCents = heldBalanceCents(true, order.price_cents, order.paid_cents);
  return balanceCents === null
    ? null
    : { amountCents: order.price_cents, balanceCents, currency: settings.currency };
}
