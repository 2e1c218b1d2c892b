import { formatDate, PLAN_UNIT_WORDS, type ClientPlan, type PlanUnit } from '@stitchdesk/shared';

export const SERVICE_WORDS = { digitizing: 'Digitizing', vector: 'Vector art' } as const;

/** "Mar 12, 2027": a period's day, in UTC as the periods are. */
export function planDate(iso: string): string {
  return formatDate(iso, 'UTC');
}

/** "37 of 80 left chests left", or "Unlimited jacket backs". */
export function unitLeft(plan: ClientPlan, unit: PlanUnit): string {
  const remaining = plan.remaining[unit];
  const words = PLAN_UNIT_WORDS[unit];
  if (remaining === null || remaining === undefined) return `Unlimited ${words.many}`;
  const total = remaining + (plan.used[unit] ?? 0);
  return `${remaining} of ${Math.max(total, remaining)} ${words.many} left`;
}
