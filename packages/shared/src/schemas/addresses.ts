// The package's entry without locales: its Node entry loads every locale's names by a computed
// require, which the prerender bundle cannot follow; only the codes are needed here (names come
// from Intl.DisplayNames).
import countries from 'i18n-iso-countries/index.js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { text } from './text.ts';

/*
 * A client's address book (GET/POST /user/addresses, PATCH/DELETE /user/addresses/:id) and the
 * ship-to of a goods order. The country is an ISO 3166-1 alpha-2 code; the postal code is checked
 * against the country's format wherever postcode-validator knows one (elsewhere any short code).
 */

/** Enough for a shop with several sites and warehouses; few enough to pick from on a phone. */
export const MAX_ADDRESSES_PER_USER = 20;

export const UNKNOWN_COUNTRY = 'Choose a country (a two-letter ISO 3166 code such as US, GB or DE)';
export const ADDRESS_NOT_FOUND = 'Address not found';

/** True for an ISO 3166-1 alpha-2 code, upper case. */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

/** The country's English name ("Germany" for DE), for what a person reads; the code when unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country, by English name: the form's choices. */
export function countryChoices(): { code: string; name: string }[] {
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Whether `postalCode` has the country's format; true where the library knows no format. */
export function isPostalCodeOf(country: string, postalCode: string): boolean {
  if (!postcodeValidatorExistsForCountry(country)) return true;
  return postcodeValidator(postalCode, country);
}

export function postalCodeMessage(country: string): string {
  return `Enter a valid postal code for ${countryName(country)}`;
}

const line = (label: string, max: number) =>
  text('line', { error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalLine = (label: string, max: number) =>
  text('line', { error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const country = z
  .string({ error: UNKNOWN_COUNTRY })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: UNKNOWN_COUNTRY })
  .meta({ description: 'ISO 3166-1 alpha-2 code, e.g. "US", "GB", "DE"' });

const phone = text('line', { error: 'Phone must be text' })
  .trim()
  .max(40, { error: 'Phone must be at most 40 characters' })
  .refine((value) => value === '' || /^\+?[0-9 ()./-]{4,}$/.test(value), {
    error: 'Enter a phone number with digits (and + ( ) - . if needed)',
  });

const required = {
  name: line('Name', 100),
  line1: line('Address line 1', 200),
  city: line('City', 100),
  postalCode: line('Postal code', 20),
  country,
};
const optional = {
  company: optionalLine('Company', 100),
  line2: optionalLine('Address line 2', 200),
  region: optionalLine('State or region', 100),
  phone,
};

/** The fields of an address as stored and shown (without its defaults); an optional one is ''. */
const addressShape = {
  ...required,
  company: optional.company.optional().default(''),
  line2: optional.line2.optional().default(''),
  region: optional.region.optional().default(''),
  phone: optional.phone.optional().default(''),
};

function checkPostalCode(value: { country?: string; postalCode?: string }, ctx: z.RefinementCtx) {
  if (value.country === undefined || value.postalCode === undefined) return;
  if (!isPostalCodeOf(value.country, value.postalCode)) {
    ctx.addIssue({ code: 'custom', message: postalCodeMessage(value.country), path: ['postalCode'] });
  }
}

/** An address's fields, the postal code checked against the country. */
export const addressFieldsSchema = z.object(addressShape).strict().superRefine(checkPostalCode);
export type AddressFields = z.output<typeof addressFieldsSchema>;
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;

const defaults = {
  defaultShipping: z.boolean({ error: 'defaultShipping must be true or false' }).optional(),
  defaultBilling: z.boolean({ error: 'defaultBilling must be true or false' }).optional(),
};

/** POST /user/addresses. */
export const createAddressSchema = z
  .object({ ...addressShape, ...defaults })
  .strict()
  .superRefine(checkPostalCode);
export type CreateAddressInput = z.input<typeof createAddressSchema>;
export type CreateAddress = z.output<typeof createAddressSchema>;

/**
 * PATCH /user/addresses/:id: any of the fields. A changed country or postal code is checked
 * against the other as stored, so the service checks the merged address again.
 */
export const updateAddressSchema = z
  .object({
    name: required.name.optional(),
    company: optional.company.optional(),
    line1: required.line1.optional(),
    line2: optional.line2.optional(),
    city: required.city.optional(),
    region: optional.region.optional(),
    postalCode: required.postalCode.optional(),
    country: required.country.optional(),
    phone: optional.phone.optional(),
    ...defaults,
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Give at least one field to change' });
export type UpdateAddressInput = z.input<typeof updateAddressSchema>;
export type UpdateAddress = z.output<typeof updateAddressSchema>;

/**
 * The ship-to sent beside a goods order's block: a saved address by id, or the fields of a new one
 * (kept on the order only; the address book is not changed).
 */
export const shipToInputSchema = z.union([
  z.object({ addressId: z.uuid({ error: ADDRESS_NOT_FOUND }) }).strict(),
  addressFieldsSchema,
]);
export type ShipToInput = z.output<typeof shipToInputSchema>;

/** An address as the API shows it. */
export const addressSchema = z
  .object({
    name: z.string(),
    company: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2'),
    phone: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.output<typeof addressSchema>;

export const savedAddressSchema = addressSchema
  .extend({
    _id: z.uuid(),
    defaultShipping: z.boolean(),
    defaultBilling: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedAddress' });
export type SavedAddress = z.output<typeof savedAddressSchema>;

export const addressesResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type AddressesResponse = z.output<typeof addressesResponseSchema>;
export const addressResponseSchema = z.object({ message: z.string(), address: savedAddressSchema });
export type AddressResponse = z.output<typeof addressResponseSchema>;

/** The lines of an address as a label prints them (empty fields left out). */
export function addressLines(address: Address): string[] {
  const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    cityLine,
    countryName(address.country),
    address.phone,
  ].filter((part) => part !== '');
}
