import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeInput, StaffEmployeeResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { employeesQueryOptions } from './get-employees.ts';

/** POST /staff/employees — creates an employee account (admin only). */
export async function createEmployee(input: CreateEmployeeInput): Promise<StaffEmployeeResponse> {
  const { data } = await http.post<StaffEmployeeResponse>('/staff/employees', input);
  return data;
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
  });
}
