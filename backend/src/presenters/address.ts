import type { SavedAddress } from '@stitchdesk/shared';
import type { AddressRow } from '../db/rows.ts';
import { addressOfRow } from '../db/address-row.ts';

export function presentAddress(row: AddressRow): SavedAddress {
  return {
    _id: row.id,
    ...addressOfRow(row),
    defaultShipping: row.default_shipping,
    defaultBilling: row.default_billing,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
