import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePresetInput, PresetResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { presetsQueryOptions } from './get-presets.ts';

/** POST /user/presets. */
export async function savePreset(preset: CreatePresetInput): Promise<PresetResponse> {
  const { data } = await http.post<PresetResponse>('/user/presets', preset);
  return data;
}

export function useSavePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetsQueryOptions().queryKey }),
  });
}
