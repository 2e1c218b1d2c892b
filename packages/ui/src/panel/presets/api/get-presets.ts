import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preset, PresetsResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /user/presets — the client's order presets, by name. */
export async function getPresets(): Promise<Preset[]> {
  return (await apiGet<PresetsResponse>('/user/presets')).presets;
}

export function presetsQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'presets'] as const, queryFn: getPresets });
}

/** What a change to any preset makes stale. */
export const presetsStaleKeys = () => [presetsQueryOptions().queryKey];

export const usePresets = () => useQuery(presetsQueryOptions());
