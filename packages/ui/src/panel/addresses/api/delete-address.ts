import { http } from '../../../lib/http.ts';
import { apiPath, useRefreshingMutation } from '../../../lib/api.ts';
import { addressesStaleKeys } from './get-addresses.ts';

/** DELETE /user/addresses/:id. */
export async function deleteAddress(id: string): Promise<void> {
  await http.delete(apiPath`/user/addresses/${id}`);
}

export const useDeleteAddress = () => useRefreshingMutation(deleteAddress, addressesStaleKeys);
