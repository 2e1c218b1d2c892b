import { http } from '../../../lib/http.ts';
import { apiPath, useRefreshingMutation } from '../../../lib/api.ts';
import { presetsStaleKeys } from './get-presets.ts';

/** DELETE /user/presets/:id. */
export async function deletePreset(id: string): Promise<void> {
  await http.delete(apiPath`/user/presets/${id}`);
}

export const useDeletePreset = () => useRefreshingMutation(deletePreset, presetsStaleKeys);
