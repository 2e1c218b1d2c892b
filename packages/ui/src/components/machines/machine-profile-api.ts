import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MachineProfile, MachineProfileInput } from '@stitchdesk/shared';
import { http } from '../../lib/http.ts';

/** GET /user/machine-profile — the client's machines (defaults filled in by the server). */
export async function getMachineProfile(): Promise<MachineProfile> {
  const { data } = await http.get<MachineProfile>('/user/machine-profile');
  return data;
}

/** PUT /user/machine-profile — replaces the profile; answers it with defaults filled in. */
export async function saveMachineProfile(profile: MachineProfileInput): Promise<MachineProfile> {
  const { data } = await http.put<MachineProfile>('/user/machine-profile', profile);
  return data;
}

export function machineProfileQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'machine-profile'] as const, queryFn: getMachineProfile });
}

export function useMachineProfile() {
  return useQuery(machineProfileQueryOptions());
}
