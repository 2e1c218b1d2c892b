import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffEmployeesResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /staff/employees — every staff account (admin only). */
export async function getEmployees(): Promise<StaffEmployeesResponse> {
  const { data } = await http.get<StaffEmployeesResponse>('/staff/employees');
  return data;
}

export function employeesQueryOptions() {
  return queryOptions({ queryKey: ['staff', 'employees'] as const, queryFn: getEmployees });
}

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
