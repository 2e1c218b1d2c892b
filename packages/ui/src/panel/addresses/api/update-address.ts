import type { AddressResponse, UpdateAddressInput } from '@stitchdesk/shared';
import { apiPatch, apiPath, useRefreshingMutation } from '../../../lib/api.ts';
import { addressesStaleKeys } from './get-addresses.ts';

/** PATCH /user/addresses/:id — changed fields, or a new default. */
export async function updateAddress({
  id,
  ...change
}: { id: string } & UpdateAddressInput): Promise<AddressResponse> {
  return apiPatch<AddressResponse>(apiPath`/user/addresses/${id}`, change);
}

export const useUpdateAddress = () => useRefreshingMutation(updateAddress, addressesStaleKeys);
