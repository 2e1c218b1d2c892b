import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /user/getuser/info — the signed-in staff member's own account (two-factor state). */
export const getMe = () => apiGet<UserInfo>('/user/getuser/info');

export function meQueryOptions() {
  return queryOptions({ queryKey: ['staff', 'me'] as const, queryFn: getMe });
}

export const useMe = () => useQuery(meQueryOptions());
