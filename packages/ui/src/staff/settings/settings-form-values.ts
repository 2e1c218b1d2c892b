import { SOCIAL_NETWORKS, type ShopSettings, type ShopSettingsInput } from '@stitchdesk/shared';
import { dollarsToCents } from '../../lib/money.ts';

/** The Settings form as typed: every control holds text, the checkbox a boolean. */
export interface SettingsFormValues {
  businessName: string;
  /** One address line per text line. */
  address: string;
  contactEmail: string;
  contactPhone: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  taxId: string;
  taxRatePercent: string;
  taxLabel: string;
  currency: string;
  paymentInstructions: string;
  /** Dollars and cents ("15.00"); stored as cents. */
  superRushFee: string;
  /** "3, 7" */
  reminderDays: string;
  holdFilesUntilPaid: boolean;
  requireStaffMfa: boolean;
}

export type SettingsTextField = Exclude<keyof SettingsFormValues, 'holdFilesUntilPaid' | 'requireStaffMfa'>;

export const SUPER_RUSH_FEE_NOT_AMOUNT = 'Enter the Super Rush fee in dollars, such as 15.00 (0 for none)';

export function formValuesOf(settings: ShopSettings): SettingsFormValues {
  return {
    businessName: settings.businessName,
    address: settings.address.join('\n'),
    contactEmail: settings.contactEmail ?? '',
    contactPhone: settings.contactPhone ?? '',
    facebook: settings.socialLinks.facebook ?? '',
    instagram: settings.socialLinks.instagram ?? '',
    linkedin: settings.socialLinks.linkedin ?? '',
    taxId: settings.taxId ?? '',
    taxRatePercent: String(settings.taxRatePercent),
    taxLabel: settings.taxLabel,
    currency: settings.currency,
    paymentInstructions: settings.paymentInstructions,
    superRushFee: (settings.superRushFeeCents / 100).toFixed(2),
    reminderDays: settings.reminderDays.join(', '),
    holdFilesUntilPaid: settings.holdFilesUntilPaid,
    requireStaffMfa: settings.requireStaffMfa,
  };
}

/** A typed number, or NaN for the schema to refuse with its own words (an empty box is not 0). */
function numberOf(typed: string): number {
  return typed.trim() === '' ? Number.NaN : Number(typed.trim());
}

/**
 * The form's text as the shared schema's input, so the schema's messages are the form's. The fee is
 * the one field read before the schema: "15.00" becomes 1500 cents, and text that is no amount says so.
 */
export function settingsInputOf(values: SettingsFormValues): {
  input: ShopSettingsInput;
  superRushFeeError: string | null;
} {
  const feeCents = dollarsToCents(values.superRushFee);
  const socialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, values[network]]),
  ) as ShopSettingsInput['socialLinks'];
  return {
    input: {
      businessName: values.businessName,
      address: values.address
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      contactEmail: values.contactEmail,
      contactPhone: values.contactPhone,
      socialLinks,
      taxId: values.taxId,
      taxRatePercent: numberOf(values.taxRatePercent),
      taxLabel: values.taxLabel,
      currency: values.currency,
      paymentInstructions: values.paymentInstructions,
      superRushFeeCents: feeCents ?? 0,
      reminderDays: values.reminderDays
        .split(',')
        .map((day) => day.trim())
        .filter((day) => day !== '')
        .map(Number),
      holdFilesUntilPaid: values.holdFilesUntilPaid,
      requireStaffMfa: values.requireStaffMfa,
    },
    superRushFeeError: feeCents === null ? SUPER_RUSH_FEE_NOT_AMOUNT : null,
  };
}

/** The schema's error paths (`socialLinks.facebook`, `address.2`, `reminderDays.0`) → the form's fields. */
export function fieldOfIssuePath(path: string): SettingsTextField | null {
  const [head, next] = path.split('.');
  if (head === 'socialLinks')
    return (SOCIAL_NETWORKS as readonly string[]).includes(next) ? (next as SettingsTextField) : null;
  if (head === 'superRushFeeCents') return 'superRushFee';
  const fields: readonly string[] = [
    'businessName',
    'address',
    'contactEmail',
    'contactPhone',
    'taxId',
    'taxRatePercent',
    'taxLabel',
    'currency',
    'paymentInstructions',
    'reminderDays',
  ];
  return fields.includes(head) ? (head as SettingsTextField) : null;
}
