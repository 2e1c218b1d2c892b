import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresetFieldsInput, PresetResponse, ServiceKey } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { presetsQueryOptions } from './get-presets.ts';

export interface NewPreset {
  name: string;
  service: ServiceKey;
  fields: PresetFieldsInput;
}

/** POST /user/presets. */
export async function savePreset(preset: NewPreset): Promise<PresetResponse> {
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
