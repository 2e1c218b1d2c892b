import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { presetsQueryOptions } from './get-presets.ts';

/** DELETE /user/presets/:id. */
export async function deletePreset(id: string): Promise<void> {
  await http.delete(`/user/presets/${encodeURIComponent(id)}`);
}

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetsQueryOptions().queryKey }),
  });
}
