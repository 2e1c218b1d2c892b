import type { Address } from '@stitchdesk/shared';
import type { AddressRow } from './rows.ts';

/** The address part of an address-book row: what an answer shows and an order's ship-to copies. */
export function addressOfRow(row: AddressRow): Address {
  return {
    name: row.name,
    company: row.company,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    phone: row.phone,
  };
}
