import type { PresetResponse, UpdatePresetInput } from '@stitchdesk/shared';
import { apiPatch, apiPath, useRefreshingMutation } from '../../../lib/api.ts';
import { presetsStaleKeys } from './get-presets.ts';

/** PATCH /user/presets/:id — a new name and/or new fields. */
export async function updatePreset({
  id,
  ...change
}: { id: string } & UpdatePresetInput): Promise<PresetResponse> {
  return apiPatch<PresetResponse>(apiPath`/user/presets/${id}`, change);
}

export const useUpdatePreset = () => useRefreshingMutation(updatePreset, presetsStaleKeys);
