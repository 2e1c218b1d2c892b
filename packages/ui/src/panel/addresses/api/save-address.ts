import type { AddressResponse, CreateAddressInput } from '@stitchdesk/shared';
import { apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { addressesStaleKeys } from './get-addresses.ts';

/** POST /user/addresses. */
export async function saveAddress(address: CreateAddressInput): Promise<AddressResponse> {
  return apiPost<AddressResponse>('/user/addresses', address);
}

export const useSaveAddress = () => useRefreshingMutation(saveAddress, addressesStaleKeys);
