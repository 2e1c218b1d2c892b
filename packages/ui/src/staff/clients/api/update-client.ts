import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, StaffClientResponse, UpdateClientInput } from '@stitchdesk/shared';
import { apiPatch, apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';

/** PATCH /staff/clients/:id — disables (ending the client's sessions) or enables a client (admin only). */
export async function setClientDisabled({ id, disabled }: { id: string } & UpdateClientInput) {
  return apiPatch<StaffClientResponse>(apiPath`/staff/clients/${id}`, {
    disabled,
  } satisfies UpdateClientInput);
}

/** POST /staff/users/:id/sign-out — ends every session of the account (admin only). */
export async function signOutEverywhere(id: string) {
  return apiPost<MessageResponse>(apiPath`/staff/users/${id}/sign-out`);
}

export const useSetClientDisabled = () =>
  useRefreshingMutation(setClientDisabled, () => [['staff', 'clients']]);

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
