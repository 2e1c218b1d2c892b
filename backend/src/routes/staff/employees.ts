import Router from '@koa/router';
import {
  createEmployeeSchema,
  updateEmployeeSchema,
  type StaffEmployeeResponse,
  type StaffEmployeesResponse,
} from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { z } from 'zod';
import { auth } from '../../middleware/auth.ts';
import { validate } from '../../middleware/validate.ts';
import {
  createEmployee,
  EMPLOYEE_NOT_FOUND,
  listStaff,
  updateStaff,
} from '../../services/accounts/employees.ts';
import { presentEmployee } from '../../presenters/staff.ts';
import { uuidParam } from '../params.ts';
import { ADMIN_ONLY } from './roles.ts';
import * as contract from '@stitchdesk/shared';
import { describeRoute, errorResponses, uuidPathDoc } from '../route-docs.ts';

export const EMPLOYEE_CREATED = 'Employee created';
export const EMPLOYEE_UPDATED = 'Employee updated';

const idParams = z.object({ id: uuidParam(EMPLOYEE_NOT_FOUND) });

/** Staff accounts: the admin lists, creates, renames, disables and enables them. */
export function staffEmployeesRouter({ db }: AppDeps): Router {
  const router = new Router({ prefix: '/staff/employees' });

  describeRoute(router, {
    method: 'get',
    path: '/',
    summary: 'Staff accounts',
    tag: 'Staff',
    access: 'admin',
    responses: {
      200: { description: 'Employees', schema: contract.staffEmployeesResponseSchema },
      ...errorResponses(401, 403),
    },
  });
  router.get('/', auth({ roles: ADMIN_ONLY }), async (ctx) => {
    ctx.body = { employees: (await listStaff(db)).map(presentEmployee) } satisfies StaffEmployeesResponse;
  });

  describeRoute(router, {
    method: 'post',
    path: '/',
    summary: 'Create an employee account',
    tag: 'Staff',
    access: 'admin',
    body: createEmployeeSchema,
    responses: {
      201: { description: 'Created', schema: contract.staffEmployeeResponseSchema },
      ...errorResponses(400, 401, 403, 409),
    },
  });
  router.post('/', auth({ roles: ADMIN_ONLY }), validate({ body: createEmployeeSchema }), async (ctx) => {
    const row = await createEmployee(db, ctx.input.body);
    ctx.status = 201;
    ctx.body = { message: EMPLOYEE_CREATED, employee: presentEmployee(row) } satisfies StaffEmployeeResponse;
  });

  describeRoute(router, {
    method: 'patch',
    path: '/:id',
    summary: 'Rename, disable or enable a staff account',
    tag: 'Staff',
    access: 'admin',
    pathParams: { id: uuidPathDoc('User id') },
    body: updateEmployeeSchema,
    responses: {
      200: { description: 'Updated', schema: contract.staffEmployeeResponseSchema },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  router.patch(
    '/:id',
    auth({ roles: ADMIN_ONLY }),
    validate({ params: idParams, body: updateEmployeeSchema }),
    async (ctx) => {
      const row = await updateStaff(db, ctx.state.user.id, ctx.input.params.id, ctx.input.body);
      ctx.body = {
        message: EMPLOYEE_UPDATED,
        employee: presentEmployee(row),
      } satisfies StaffEmployeeResponse;
    },
  );

  return router;
}
