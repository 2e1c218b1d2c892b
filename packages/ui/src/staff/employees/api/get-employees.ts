import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffEmployeesResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /staff/employees — every staff account (admin only). */
export const getEmployees = () => apiGet<StaffEmployeesResponse>('/staff/employees');

export function employeesQueryOptions() {
  return queryOptions({ queryKey: ['staff', 'employees'] as const, queryFn: getEmployees });
}

export const useEmployees = () => useQuery(employeesQueryOptions());
