import { z } from 'zod';

/*
 * The shop's own details (issue 35): who the invoices are from, how to pay them, the public site's
 * contact details, and the money rules the shop sets (tax, Super Rush fee, payment reminders,
 * holding finished files until paid). Kept in PostgreSQL, edited by the admin on the Settings page.
 */

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin'] as const;
export type SocialNetworkKey = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetworkKey, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

export const DEFAULT_REMINDER_DAYS = [3, 7];
export const MAX_REMINDERS = 5;
/** A fee above this is a typo (a million dollars in cents). */
export const MAX_SUPER_RUSH_FEE_CENTS = 100_000_000;

/** A three-letter code Intl can write amounts in (ISO 4217). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const webLink = z
  .url({ protocol: /^https?$/, error: 'Enter a full web address starting with https://' })
  .max(500, { error: 'Web addresses must be at most 500 characters' });

/** Digits with the usual separators and an optional leading +; 7 to 15 digits (E.164's most). */
const phone = z
  .string()
  .trim()
  .max(30, { error: 'Enter a valid phone number' })
  .refine((v) => /^\+?[0-9][0-9 ().-]*$/.test(v) && /^(?:\D*\d){7,15}\D*$/.test(v), {
    error: 'Enter a valid phone number',
  });

/** At most two decimals, as a percentage between 0 and 100. */
const taxRatePercent = z
  .number({ error: 'Tax rate must be a number' })
  .min(0, { error: 'Tax rate must be between 0 and 100' })
  .max(100, { error: 'Tax rate must be between 0 and 100' })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    error: 'Tax rate takes at most two decimals',
  });

export const shopSettingsSchema = z
  .object({
    businessName: z
      .string()
      .trim()
      .min(1, { error: 'Enter the business name' })
      .max(200, { error: 'Business name must be at most 200 characters' }),
    /** Lines as the invoice prints them. */
    address: z
      .array(z.string().trim().min(1).max(200, { error: 'Address lines must be at most 200 characters' }))
      .max(6, { error: 'Address takes at most 6 lines' }),
    contactEmail: z.preprocess(
      blankToNull,
      z.email({ error: 'Enter a valid e-mail address' }).max(254).nullable(),
    ),
    contactPhone: z.preprocess(blankToNull, phone.nullable()),
    socialLinks: z
      .object({
        facebook: z.preprocess(blankToNull, webLink.nullable()),
        instagram: z.preprocess(blankToNull, webLink.nullable()),
        linkedin: z.preprocess(blankToNull, webLink.nullable()),
      })
      .strict(),
    taxId: z.preprocess(
      blankToNull,
      z.string().trim().max(64, { error: 'Tax ID must be at most 64 characters' }).nullable(),
    ),
    taxRatePercent,
    taxLabel: z
      .string()
      .trim()
      .min(1, { error: 'Enter the tax label (e.g. Sales tax)' })
      .max(40, { error: 'Tax label must be at most 40 characters' }),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, { error: 'Enter a currency code such as USD or EUR' }),
    paymentInstructions: z
      .string()
      .trim()
      .max(2000, { error: 'Payment instructions must be at most 2000 characters' }),
    superRushFeeCents: z
      .number({ error: 'Super Rush fee must be a whole number of cents' })
      .int({ error: 'Super Rush fee must be a whole number of cents' })
      .min(0, { error: 'Super Rush fee must not be negative' })
      .max(MAX_SUPER_RUSH_FEE_CENTS, { error: 'Super Rush fee is too large' }),
    /** Days after the invoice on which an unpaid balance gets a reminder. */
    reminderDays: z
      .array(
        z
          .number({ error: 'Reminder days must be whole numbers' })
          .int({ error: 'Reminder days must be whole numbers' })
          .min(1, { error: 'Reminder days must be at least 1' })
          .max(365, { error: 'Reminder days must be at most 365' }),
      )
      .max(MAX_REMINDERS, { error: `At most ${MAX_REMINDERS} reminders` })
      .refine((days) => new Set(days).size === days.length, { error: 'Reminder days must differ' })
      .transform((days) => [...days].sort((a, b) => a - b)),
    holdFilesUntilPaid: z.boolean({ error: 'Hold files until paid is on or off' }),
    /** Staff must have two-factor sign-in before the console opens (REQUIRE_STAFF_MFA forces it on). */
    requireStaffMfa: z
      .boolean({ error: 'Require two-factor sign-in for staff is on or off' })
      .default(false)
      .describe('Staff need two-factor sign-in before the console opens'),
  })
  .strict();

/** PUT /staff/settings takes every field; GET answers the same shape. */
export type ShopSettings = z.output<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

export const SETTINGS_SAVED = 'Settings saved';

export const shopSettingsResponseSchema = z.object({ settings: shopSettingsSchema });
export type ShopSettingsResponse = { settings: ShopSettings };
export const shopSettingsSavedResponseSchema = z.object({
  message: z.string(),
  settings: shopSettingsSchema,
});
export type ShopSettingsSavedResponse = { message: string; settings: ShopSettings };

/**
 * What the public site shows: the contact details, and what the order forms price with (the Super
 * Rush fee beside its checkbox, the tax line of the estimate); nothing private (no tax ID, payment
 * words or reminders).
 */
export const publicShopSettingsSchema = shopSettingsSchema.pick({
  businessName: true,
  address: true,
  contactEmail: true,
  contactPhone: true,
  socialLinks: true,
  superRushFeeCents: true,
  taxRatePercent: true,
  taxLabel: true,
});
export type PublicShopSettings = z.output<typeof publicShopSettingsSchema>;
/**
 * GET /settings/public. Beside the details: whether clients can pay by card here (Stripe's keys are
 * set: the Pay buttons show) and the currency amounts are written in.
 */
export const publicShopSettingsResponseSchema = z.object({
  settings: publicShopSettingsSchema,
  cardPayments: z
    .boolean()
    .describe('Card payment (Stripe Checkout) is on: orders and the statement offer Pay'),
  currency: z.string().describe('ISO 4217 code of every amount (the settings’ currency)'),
});
export type PublicShopSettingsResponse = {
  settings: PublicShopSettings;
  cardPayments: boolean;
  currency: string;
};

export function publicPartOf(settings: ShopSettings): PublicShopSettings {
  const { businessName, address, contactEmail, contactPhone, socialLinks } = settings;
  const { superRushFeeCents, taxRatePercent, taxLabel } = settings;
  return {
    businessName,
    address,
    contactEmail,
    contactPhone,
    socialLinks,
    superRushFeeCents,
    taxRatePercent,
    taxLabel,
  };
}

/** `tel:` form of a phone number as typed. */
export function phoneHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}
