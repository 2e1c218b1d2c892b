import type { StaffEmployeeResponse, UpdateEmployeeInput } from '@stitchdesk/shared';
import { apiPatch, apiPath, useRefreshingMutation } from '../../../lib/api.ts';
import { clientsQueryOptions } from '../../clients/api/get-clients.ts';
import { queueQueryOptions } from '../../queue/api/get-queue.ts';
import { employeesQueryOptions } from './get-employees.ts';

/** PATCH /staff/employees/:id — renames, disables or enables a staff account (admin only). */
export async function updateEmployee({
  id,
  ...change
}: { id: string } & UpdateEmployeeInput): Promise<StaffEmployeeResponse> {
  return apiPatch<StaffEmployeeResponse>(apiPath`/staff/employees/${id}`, change);
}

export const useUpdateEmployee = () =>
  useRefreshingMutation(updateEmployee, () => [
    employeesQueryOptions().queryKey,
    // Names show in the queue's "assigned" column and the clients list.
    queueQueryOptions().queryKey,
    clientsQueryOptions().queryKey,
  ]);
