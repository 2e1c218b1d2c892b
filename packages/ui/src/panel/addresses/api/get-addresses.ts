import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressesResponse, SavedAddress } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /user/addresses — the client's address book, the default shipping address first. */
export async function getAddresses(): Promise<SavedAddress[]> {
  return (await apiGet<AddressesResponse>('/user/addresses')).addresses;
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'addresses'] as const, queryFn: getAddresses });
}

/** What a change to any address makes stale. */
export const addressesStaleKeys = () => [addressesQueryOptions().queryKey];

export const useAddresses = (enabled = true) => useQuery({ ...addressesQueryOptions(), enabled });
