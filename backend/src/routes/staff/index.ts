import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { staffClientsRouter } from './clients.ts';
import { staffEmployeesRouter } from './employees.ts';
import { staffOrdersRouter } from './orders.ts';
import { staffQuotesRouter } from './quotes.ts';
import { staffSessionsRouter } from './sessions.ts';
import { staffWorkflowRouter } from './workflow.ts';

/** The staff console's API under /staff (roles employee and admin; employees routes admin only). */
export function staffRouters(deps: AppDeps): Router[] {
  return [
    staffOrdersRouter(deps),
    staffQuotesRouter(deps),
    staffClientsRouter(deps),
    staffEmployeesRouter(deps),
    staffSessionsRouter(deps),
    staffWorkflowRouter(deps),
  ];
}
