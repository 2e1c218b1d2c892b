import type { CreateEmployeeInput, StaffEmployeeResponse } from '@stitchdesk/shared';
import { apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { employeesQueryOptions } from './get-employees.ts';

/** POST /staff/employees — creates an employee account (admin only). */
export async function createEmployee(input: CreateEmployeeInput): Promise<StaffEmployeeResponse> {
  return apiPost<StaffEmployeeResponse>('/staff/employees', input);
}

export const useCreateEmployee = () =>
  useRefreshingMutation(createEmployee, () => [employeesQueryOptions().queryKey]);
