import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsResponse, ShopSettingsSavedResponse } from '@stitchdesk/shared';
import { apiGet, apiPut, useRefreshingMutation } from '../../../lib/api.ts';

/** GET /staff/settings — the shop's settings (admin only). */
export const getShopSettings = () => apiGet<ShopSettingsResponse>('/staff/settings');

export function shopSettingsQueryOptions() {
  return queryOptions({ queryKey: ['staff', 'settings'] as const, queryFn: getShopSettings });
}

export const useShopSettings = () => useQuery(shopSettingsQueryOptions());

/** PUT /staff/settings — saves every field at once. */
export const saveShopSettings = (settings: ShopSettings) =>
  apiPut<ShopSettingsSavedResponse>('/staff/settings', settings);

export const useSaveShopSettings = () =>
  useRefreshingMutation(saveShopSettings, () => [shopSettingsQueryOptions().queryKey]);
