import type { AppDeps } from '../../deps.ts';
import type { Route } from '../define-route.ts';
import { staffAllowancesRoutes } from './allowances.ts';
import { staffClientsRoutes } from './clients.ts';
import { staffClientPlansRoutes } from './client-plans.ts';
import { staffClientMachinesRoutes } from './client-machines.ts';
import { staffEmployeesRoutes } from './employees.ts';
import { staffInvitationsRoutes } from './invitations.ts';
import { staffMessagesRoutes } from './messages.ts';
import { staffOrdersRoutes } from './orders.ts';
import { staffPackingSlipRoutes } from './packing-slip.ts';
import { staffQuotesRoutes } from './quotes.ts';
import { staffSessionsRoutes } from './sessions.ts';
import { staffWorkflowRoutes } from './workflow.ts';
import { staffThreadChartsRoutes } from './thread-charts.ts';
import { staffThreadPinsRoutes } from './thread-pins.ts';

/** The staff console's API under /staff, a group a file. */
export function staffRoutes(deps: AppDeps): Route[][] {
  return [
    staffOrdersRoutes(deps),
    staffPackingSlipRoutes(deps),
    staffQuotesRoutes(deps),
    staffClientsRoutes(deps),
    staffAllowancesRoutes(deps),
    staffClientPlansRoutes(deps),
    staffEmployeesRoutes(deps),
    staffInvitationsRoutes(deps),
    staffSessionsRoutes(deps),
    staffWorkflowRoutes(deps),
    staffThreadChartsRoutes(deps),
    staffThreadPinsRoutes(deps),
    staffClientMachinesRoutes(deps),
    staffMessagesRoutes(deps),
  ];
}
