import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresetResponse, UpdatePresetInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { presetsQueryOptions } from './get-presets.ts';

/** PATCH /user/presets/:id — a new name and/or new fields. */
export async function updatePreset({
  id,
  ...change
}: { id: string } & UpdatePresetInput): Promise<PresetResponse> {
  const { data } = await http.patch<PresetResponse>(`/user/presets/${encodeURIComponent(id)}`, change);
  return data;
}

export function useUpdatePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetsQueryOptions().queryKey }),
  });
}
