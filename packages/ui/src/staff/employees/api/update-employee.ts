import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffEmployeeResponse, UpdateEmployeeInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { clientsQueryOptions } from '../../clients/api/get-clients.ts';
import { queueQueryOptions } from '../../queue/api/get-queue.ts';
import { employeesQueryOptions } from './get-employees.ts';

/** PATCH /staff/employees/:id — renames, disables or enables a staff account (admin only). */
export async function updateEmployee({
  id,
  ...change
}: { id: string } & UpdateEmployeeInput): Promise<StaffEmployeeResponse> {
  const { data } = await http.patch<StaffEmployeeResponse>(
    `/staff/employees/${encodeURIComponent(id)}`,
    change,
  );
  return data;
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
        // Names show in the queue's "assigned" column and the clients list.
        queryClient.invalidateQueries({ queryKey: queueQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: clientsQueryOptions().queryKey }),
      ]),
  });
}
