import { MAX_PRESETS_PER_USER, type PresetFields, type ServiceKey } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { conflict, notFound } from '../../errors.ts';
import { ownedBy } from '../../policies.ts';
import type { PresetRow } from '../../db/rows.ts';
import { uniquely } from '../../db/unique.ts';

export type { PresetRow };

type Db = Knex | Knex.Transaction;

export const PRESET_NOT_FOUND = 'Preset not found';
export const PRESET_NAME_TAKEN = 'You already have a preset with this name';
export const TOO_MANY_PRESETS = `You can keep at most ${MAX_PRESETS_PER_USER} presets; delete one first`;

/** Runs a write that may hit the unique (user, lower(name)) index, answering 409 when it does. */
const uniqueName = <T>(write: () => Promise<T>): Promise<T> =>
  uniquely(write, () => conflict(PRESET_NAME_TAKEN));

/** The user's presets, by name (case-insensitively). */
export function listPresets(db: Knex, userId: string): Promise<PresetRow[]> {
  return db<PresetRow>('order_presets')
    .where(ownedBy(userId, 'order_presets'))
    .orderByRaw('lower(name)')
    .orderBy('id');
}

/**
 * A new preset. The user's row is locked first so concurrent creations are counted one after the
 * other: without it, each could see 49 presets and all be stored.
 */
export async function createPreset(
  db: Knex,
  userId: string,
  input: { name: string; service: ServiceKey; fields: PresetFields },
): Promise<PresetRow> {
  return db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).forNoKeyUpdate().first('id');
    const [{ count }] = await trx('order_presets')
      .where(ownedBy(userId, 'order_presets'))
      .count<{ count: string }[]>('*');
    if (Number(count) >= MAX_PRESETS_PER_USER) throw conflict(TOO_MANY_PRESETS);
    const [row] = await uniqueName(() =>
      trx<PresetRow>('order_presets')
        .insert({
          user_id: userId,
          service_type: input.service,
          name: input.name,
          // node-postgres writes an object parameter as its JSON.
          fields: input.fields,
        })
        .returning('*'),
    );
    return row;
  });
}

/** The user's own preset; another user's answers 404 as an unknown one does. */
export async function ownPreset(
  db: Db,
  userId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<PresetRow> {
  const query = db<PresetRow>('order_presets').where({ id }).where(ownedBy(userId, 'order_presets')).first();
  const row = await (forUpdate ? query.forUpdate() : query);
  if (!row) throw notFound(PRESET_NOT_FOUND);
  return row;
}

/** Renames the user's preset `id` and/or replaces its fields, the preset locked for the change. */
export async function updatePreset(
  db: Knex,
  userId: string,
  id: string,
  change: { name?: string; fields?: PresetFields },
): Promise<PresetRow> {
  return db.transaction(async (trx) => {
    const preset = await ownPreset(trx, userId, id, { forUpdate: true });
    const update: Record<string, unknown> = { updated_at: trx.fn.now() };
    if (change.name !== undefined) update.name = change.name;
    if (change.fields !== undefined) update.fields = JSON.stringify(change.fields);
    const [row] = await uniqueName(() =>
      trx<PresetRow>('order_presets').where({ id: preset.id }).update(update).returning('*'),
    );
    return row;
  });
}

export async function deletePreset(db: Knex, userId: string, id: string): Promise<void> {
  const deleted = await db('order_presets').where({ id }).where(ownedBy(userId, 'order_presets')).delete();
  if (deleted === 0) throw notFound(PRESET_NOT_FOUND);
}
