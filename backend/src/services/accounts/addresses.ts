import {
  ADDRESS_NOT_FOUND,
  addressFieldsSchema,
  MAX_ADDRESSES_PER_USER,
  type Address,
  type CreateAddress,
  type UpdateAddress,
} from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { addressOfRow } from '../../db/address-row.ts';
import type { AddressRow } from '../../db/rows.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { ownedBy } from '../../policies.ts';

export type { AddressRow };

type Db = Knex | Knex.Transaction;

export const TOO_MANY_ADDRESSES = `You can keep at most ${MAX_ADDRESSES_PER_USER} addresses; delete one first`;

function columnsOf(fields: Partial<Address>): Partial<AddressRow> {
  const columns: Partial<AddressRow> = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.company !== undefined) columns.company = fields.company;
  if (fields.line1 !== undefined) columns.line1 = fields.line1;
  if (fields.line2 !== undefined) columns.line2 = fields.line2;
  if (fields.city !== undefined) columns.city = fields.city;
  if (fields.region !== undefined) columns.region = fields.region;
  if (fields.postalCode !== undefined) columns.postal_code = fields.postalCode;
  if (fields.country !== undefined) columns.country = fields.country;
  if (fields.phone !== undefined) columns.phone = fields.phone;
  return columns;
}

/** The client's addresses: the default shipping one first, then the oldest first. */
export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db<AddressRow>('addresses')
    .where(ownedBy(userId, 'addresses'))
    .orderBy('default_shipping', 'desc')
    .orderBy('created_at')
    .orderBy('id');
}

/** The client's own address; another client's answers 404 as an unknown one does. */
export async function ownAddress(
  db: Db,
  userId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<AddressRow> {
  const query = db<AddressRow>('addresses').where({ id }).where(ownedBy(userId, 'addresses')).first();
  const row = await (forUpdate ? query.forUpdate() : query);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

/** The client's default shipping address, if any. */
export function defaultShippingAddress(db: Db, userId: string): Promise<AddressRow | undefined> {
  return db<AddressRow>('addresses')
    .where(ownedBy(userId, 'addresses'))
    .where({ default_shipping: true })
    .first();
}

/**
 * Serialises the client's address-book writes: the count under the limit and the one default of
 * each kind are decided one write at a time (the partial unique indexes would refuse a second
 * default, but as a 500 rather than the move the client asked for).
 */
async function lockAddressBook(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('users').where({ id: userId }).forNoKeyUpdate().first('id');
}

/** Clears the client's other defaults of the kinds this write sets. */
async function clearDefaults(
  trx: Knex.Transaction,
  userId: string,
  keepId: string | null,
  kinds: { defaultShipping?: boolean; defaultBilling?: boolean },
): Promise<void> {
  for (const [flag, column] of [
    [kinds.defaultShipping, 'default_shipping'],
    [kinds.defaultBilling, 'default_billing'],
  ] as const) {
    if (flag !== true) continue;
    const query = trx('addresses')
      .where(ownedBy(userId, 'addresses'))
      .where({ [column]: true });
    if (keepId) query.whereNot({ id: keepId });
    await query.update({ [column]: false, updated_at: trx.fn.now() });
  }
}

/**
 * A new address. The client's first address becomes the default of both kinds, so a client with
 * one address never has to tick anything for orders and invoices to find it.
 */
export function createAddress(db: Knex, userId: string, input: CreateAddress): Promise<AddressRow> {
  return db.transaction(async (trx) => {
    await lockAddressBook(trx, userId);
    const [{ count }] = await trx('addresses')
      .where(ownedBy(userId, 'addresses'))
      .count<{ count: string }[]>('*');
    const existing = Number(count);
    if (existing >= MAX_ADDRESSES_PER_USER) throw conflict(TOO_MANY_ADDRESSES);
    const { defaultShipping, defaultBilling, ...fields } = input;
    const kinds = {
      defaultShipping: defaultShipping ?? existing === 0,
      defaultBilling: defaultBilling ?? existing === 0,
    };
    await clearDefaults(trx, userId, null, kinds);
    const [row] = await trx<AddressRow>('addresses')
      .insert({
        user_id: userId,
        ...columnsOf(fields),
        default_shipping: kinds.defaultShipping,
        default_billing: kinds.defaultBilling,
      })
      .returning('*');
    return row;
  });
}

/**
 * Changes the client's address `id`. The merged address is checked again, so a new country is
 * checked against the stored postal code (and the other way round).
 */
export function updateAddress(
  db: Knex,
  userId: string,
  id: string,
  change: UpdateAddress,
): Promise<AddressRow> {
  return db.transaction(async (trx) => {
    await lockAddressBook(trx, userId);
    const current = await ownAddress(trx, userId, id, { forUpdate: true });
    const { defaultShipping, defaultBilling, ...fields } = change;
    const merged = addressFieldsSchema.safeParse({ ...addressOfRow(current), ...fields });
    if (!merged.success) {
      const details = merged.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      throw badRequest(details[0].message, details);
    }
    await clearDefaults(trx, userId, id, { defaultShipping, defaultBilling });
    const update: Record<string, unknown> = { ...columnsOf(merged.data), updated_at: trx.fn.now() };
    if (defaultShipping !== undefined) update.default_shipping = defaultShipping;
    if (defaultBilling !== undefined) update.default_billing = defaultBilling;
    const [row] = await trx<AddressRow>('addresses').where({ id }).update(update).returning('*');
    return row;
  });
}

/** Deletes the client's address `id`; orders that were shipped to it keep their own copy. */
export async function deleteAddress(db: Knex, userId: string, id: string): Promise<void> {
  const deleted = await db('addresses').where({ id }).where(ownedBy(userId, 'addresses')).delete();
  if (deleted === 0) throw notFound(ADDRESS_NOT_FOUND);
}
