import {
  createEmployeeSchema,
  updateEmployeeSchema,
  type StaffEmployeeResponse,
  type StaffEmployeesResponse,
} from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { z } from 'zod';
import {
  createEmployee,
  EMPLOYEE_NOT_FOUND,
  listStaff,
  updateStaff,
} from '../../services/accounts/employees.ts';
import { presentEmployee } from '../../presenters/staff.ts';
import { uuidParam } from '../params.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';

export const EMPLOYEE_CREATED = 'Employee created';
export const EMPLOYEE_UPDATED = 'Employee updated';

const idParams = z.object({ id: uuidParam(EMPLOYEE_NOT_FOUND, 'User id') });

/** Staff accounts: the admin lists, creates, renames, disables and enables them. */
export function staffEmployeesRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/staff/employees',
      summary: 'Staff accounts',
      tag: 'Staff',
      access: 'admin',
      responses: {
        200: { description: 'Employees', schema: contract.staffEmployeesResponseSchema },
      },
    },
    async (ctx) => {
      ctx.body = { employees: (await listStaff(db)).map(presentEmployee) } satisfies StaffEmployeesResponse;
    },
  );

  const create = defineRoute(
    {
      method: 'post',
      path: '/staff/employees',
      summary: 'Create an employee account',
      tag: 'Staff',
      access: 'admin',
      body: createEmployeeSchema,
      responses: {
        201: { description: 'Created', schema: contract.staffEmployeeResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const row = await createEmployee(db, ctx.input.body);
      ctx.status = 201;
      ctx.body = {
        message: EMPLOYEE_CREATED,
        employee: presentEmployee(row),
      } satisfies StaffEmployeeResponse;
    },
  );

  const update = defineRoute(
    {
      method: 'patch',
      path: '/staff/employees/:id',
      summary: 'Rename, disable or enable a staff account',
      tag: 'Staff',
      access: 'admin',
      params: idParams,
      body: updateEmployeeSchema,
      responses: {
        200: { description: 'Updated', schema: contract.staffEmployeeResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const row = await updateStaff(db, ctx.state.user.id, ctx.input.params.id, ctx.input.body);
      ctx.body = {
        message: EMPLOYEE_UPDATED,
        employee: presentEmployee(row),
      } satisfies StaffEmployeeResponse;
    },
  );

  return [list, create, update];
}
