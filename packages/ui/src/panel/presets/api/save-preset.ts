import type { CreatePresetInput, PresetResponse } from '@stitchdesk/shared';
import { apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { presetsStaleKeys } from './get-presets.ts';

/** POST /user/presets. */
export async function savePreset(preset: CreatePresetInput): Promise<PresetResponse> {
  return apiPost<PresetResponse>('/user/presets', preset);
}

export const useSavePreset = () => useRefreshingMutation(savePreset, presetsStaleKeys);
