import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preset, PresetsResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /user/presets — the client's order presets, by name. */
export async function getPresets(): Promise<Preset[]> {
  const { data } = await http.get<PresetsResponse>('/user/presets');
  return data.presets;
}

export function presetsQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'presets'] as const, queryFn: getPresets });
}

export function usePresets() {
  return useQuery(presetsQueryOptions());
}
