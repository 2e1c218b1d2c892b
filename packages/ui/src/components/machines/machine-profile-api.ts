import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  withProfileDefaults,
  type MachineProfile,
  type MachineProfileInput,
  type ThreadChartInfo,
  type UserInfo,
} from '@stitchdesk/shared';
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

export interface DeliveryRecipient {
  profile: MachineProfile;
  name: string;
  /** The thread chart the profile names; the worksheet falls back to the built-in one by its id. */
  chart?: ThreadChartInfo;
}

export interface DeliveryRecipient {
  profile: MachineProfile;
  name: string;
  /** The thread chart the profile names; the worksheet falls back to the built-in one by its id. */
  chart?: ThreadChartInfo;
}

/**
 * What a client's delivery is prepared for: their profile and name (the defaults and `fallbackName`
 * when either cannot be read, so the download itself never fails for it).
 */
export async function deliveryRecipient(fallbackName: string): Promise<DeliveryRecipient> {
  const [profile, chart, info] = await Promise.all([
    getMachineProfile().catch(() => withProfileDefaults(null)),
    http
      .get<ThreadChartInfo>('/user/machine-profile/thread-chart')
      .then(({ data }) => data)
      .catch(() => undefined),
    http
      .get<UserInfo>('/user/getuser/info')
      .then(({ data }) => data.user.username)
      .catch(() => fallbackName),
  ]);
  return { profile, name: info || fallbackName, ...(chart ? { chart } : {}) };
}
