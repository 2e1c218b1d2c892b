import type { PlanUnit } from '@stitchdesk/shared';
import type { ClientPlanRow } from '../../db/rows.ts';

export type { ClientPlanRow };

export const CLIENT_PLAN_COLUMNS = [
  'id',
  'client_id',
  'service',
  'plan',
  'status',
  'period_start',
  'period_end',
  'source',
  'stripe_subscription_id',
] as const satisfies readonly (keyof ClientPlanRow)[];

export type { CoveredBy } from '@stitchdesk/shared';

export interface UsageCount {
  unit: PlanUnit;
  used: number;
}
