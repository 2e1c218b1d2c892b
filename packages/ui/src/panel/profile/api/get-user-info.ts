import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /user/getuser/info — the user and the employees a task can be assigned to. */
export const getUserInfo = () => apiGet<UserInfo>('/user/getuser/info');

export function userInfoQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'user-info'] as const, queryFn: getUserInfo });
}

export const useUserInfo = () => useQuery(userInfoQueryOptions());
