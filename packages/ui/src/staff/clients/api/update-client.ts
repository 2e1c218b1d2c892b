import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, StaffClientResponse, UpdateClientInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** PATCH /staff/clients/:id — disables (ending the client's sessions) or enables a client (admin only). */
export async function setClientDisabled({ id, disabled }: { id: string } & UpdateClientInput) {
  const { data } = await http.patch<StaffClientResponse>(`/staff/clients/${encodeURIComponent(id)}`, {
    disabled,
  } satisfies UpdateClientInput);
  return data;
}

/** POST /staff/users/:id/sign-out — ends every session of the account (admin only). */
export async function signOutEverywhere(id: string) {
  const { data } = await http.post<MessageResponse>(`/staff/users/${encodeURIComponent(id)}/sign-out`);
  return data;
}

export function useSetClientDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'clients'] }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
