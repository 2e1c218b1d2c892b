import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /user/getuser/info — the user and the employees a task can be assigned to. */
export async function getUserInfo(): Promise<UserInfo> {
  const { data } = await http.get<UserInfo>('/user/getuser/info');
  return data;
}

export function userInfoQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'user-info'] as const, queryFn: getUserInfo });
}

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
