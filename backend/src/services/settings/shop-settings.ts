import { basisPointsOf, percentOf, type ShopSettings } from '@stitchdesk/shared';
import type { Knex } from 'knex';

/** The row of migration 0140, as stored. */
interface ShopSettingsRow {
  business_name: string;
  address: string[];
  contact_email: string | null;
  contact_phone: string | null;
  social_links: Partial<ShopSettings['socialLinks']>;
  tax_id: string | null;
  tax_rate_basis_points: number;
  tax_label: string;
  currency: string;
  payment_instructions: string;
  super_rush_fee_cents: number;
  reminder_days: number[];
  hold_files_until_paid: boolean;
  require_staff_mfa: boolean;
}

function settingsOf(row: ShopSettingsRow): ShopSettings {
  return {
    businessName: row.business_name,
    address: row.address,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    socialLinks: {
      facebook: row.social_links.facebook ?? null,
      instagram: row.social_links.instagram ?? null,
      linkedin: row.social_links.linkedin ?? null,
    },
    taxId: row.tax_id,
    taxRatePercent: percentOf(row.tax_rate_basis_points),
    taxLabel: row.tax_label,
    currency: row.currency,
    paymentInstructions: row.payment_instructions,
    superRushFeeCents: row.super_rush_fee_cents,
    reminderDays: row.reminder_days,
    holdFilesUntilPaid: row.hold_files_until_paid,
    requireStaffMfa: row.require_staff_mfa,
  };
}

function rowOf(settings: ShopSettings): ShopSettingsRow {
  return {
    business_name: settings.businessName,
    address: settings.address,
    contact_email: settings.contactEmail,
    contact_phone: settings.contactPhone,
    social_links: settings.socialLinks,
    tax_id: settings.taxId,
    tax_rate_basis_points: basisPointsOf(settings.taxRatePercent),
    tax_label: settings.taxLabel,
    currency: settings.currency,
    payment_instructions: settings.paymentInstructions,
    super_rush_fee_cents: settings.superRushFeeCents,
    reminder_days: settings.reminderDays,
    hold_files_until_paid: settings.holdFilesUntilPaid,
    require_staff_mfa: settings.requireStaffMfa,
  };
}

/**
 * Per database handle: the settings this process holds, and a generation that moves whenever they
 * may have changed, so a read that overlapped a change is not kept. Only a watched handle
 * (settings-watch.ts: LISTENing for the trigger's NOTIFY) keeps anything; otherwise every call reads.
 */
interface Cache {
  watched: boolean;
  generation: number;
  settings: Promise<ShopSettings> | null;
}
const caches = new WeakMap<Knex, Cache>();

function cacheOf(db: Knex): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { watched: false, generation: 0, settings: null };
    caches.set(db, cache);
  }
  return cache;
}

async function readSettings(db: Knex | Knex.Transaction): Promise<ShopSettings> {
  const row = await db<ShopSettingsRow>('shop_settings').first();
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return settingsOf(row);
}

/**
 * The shop's settings (the shared zod schema's type). Cached in this process while it listens for
 * changes, so every API process sees a save at once; a transaction reads its own view.
 */
export async function shopSettingsOf(db: Knex | Knex.Transaction): Promise<ShopSettings> {
  if ('isTransaction' in db && db.isTransaction) return readSettings(db);
  const cache = cacheOf(db);
  if (!cache.watched) return readSettings(db);
  if (cache.settings) return cache.settings;
  const generation = cache.generation;
  const loading = readSettings(db);
  cache.settings = loading;
  loading.then(
    () => {
      if (cache.generation !== generation && cache.settings === loading) cache.settings = null;
    },
    () => {
      if (cache.settings === loading) cache.settings = null;
    },
  );
  return loading;
}

/** Forgets what this process holds for `db` (a NOTIFY arrived, or a save here committed). */
export function forgetShopSettings(db: Knex): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.settings = null;
}

/** settings-watch.ts: whether `db`'s settings may be kept (true only while notifications arrive). */
export function setShopSettingsWatched(db: Knex, watched: boolean): void {
  const cache = cacheOf(db);
  cache.watched = watched;
  forgetShopSettings(db);
}

/** PUT /staff/settings: every field at once, in its own transaction; this process forgets at commit. */
export async function updateShopSettings(db: Knex, settings: ShopSettings): Promise<ShopSettings> {
  const saved = await db.transaction(async (trx) => {
    const [row] = await trx<ShopSettingsRow>('shop_settings')
      .update({
        ...rowOf(settings),
        social_links: JSON.stringify(settings.socialLinks),
        updated_at: trx.fn.now(),
      } as never)
      .returning('*');
    return settingsOf(row);
  });
  forgetShopSettings(db);
  return saved;
}
