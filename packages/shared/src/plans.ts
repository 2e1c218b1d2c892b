import { DIGITIZING_PRICES, VECTOR_PRICES, type MonthlyPlan } from './pricing.ts';

/**
 * The spec's monthly plans as something an order can use: what each plan of pricing.ts includes,
 * counted. A null allowance is unlimited (Platinum). Unused allowance does not roll over.
 */
export const PLAN_SERVICES = ['digitizing', 'vector'] as const;
export type PlanService = (typeof PLAN_SERVICES)[number];
export const PLAN_NAMES = ['Silver', 'Gold', 'Diamond', 'Platinum'] as const;
export type PlanName = MonthlyPlan['name'];

/** What a covered order uses of its plan. */
export const PLAN_UNITS = ['left_chest', 'jacket_back', 'design'] as const;
export type PlanUnit = (typeof PLAN_UNITS)[number];

export const PLAN_UNIT_WORDS: Record<PlanUnit, { one: string; many: string }> = {
  left_chest: { one: 'left chest', many: 'left chests' },
  jacket_back: { one: 'jacket back', many: 'jacket backs' },
  design: { one: 'design', many: 'designs' },
};

/** Per unit, how many a period includes; null: unlimited. */
export type PlanAllowance = Partial<Record<PlanUnit, number | null>>;

const ALLOWANCES: Record<PlanService, Record<PlanName, PlanAllowance>> = {
  digitizing: {
    Silver: { left_chest: 50, jacket_back: 10 },
    Gold: { left_chest: 80, jacket_back: 15 },
    Diamond: { left_chest: 120, jacket_back: 30 },
    Platinum: { left_chest: null, jacket_back: null },
  },
  vector: {
    Silver: { design: 50 },
    Gold: { design: 100 },
    Diamond: { design: 150 },
    Platinum: { design: null },
  },
};

export interface PlanOffer {
  service: PlanService;
  plan: PlanName;
  /** The monthly price in whole US dollars, as pricing.ts publishes it. */
  price: number;
  priceCents: number;
  /** The spec's words for what it includes. */
  includes: string;
  allowance: PlanAllowance;
}

const MONTHLY: Record<PlanService, readonly MonthlyPlan[]> = {
  digitizing: DIGITIZING_PRICES.monthly,
  vector: VECTOR_PRICES.monthly,
};

/** Every plan on sale, digitizing's first. */
export const PLAN_CATALOGUE: readonly PlanOffer[] = PLAN_SERVICES.flatMap((service) =>
  MONTHLY[service].map((entry) => ({
    service,
    plan: entry.name,
    price: entry.price,
    priceCents: entry.price * 100,
    includes: entry.includes,
    allowance: ALLOWANCES[service][entry.name],
  })),
);

export function planOffer(service: PlanService, plan: PlanName): PlanOffer {
  const offer = PLAN_CATALOGUE.find((o) => o.service === service && o.plan === plan);
  if (!offer) throw new Error(`No ${service} plan ${plan}`);
  return offer;
}

/**
 * What an order of this service and design category uses of a plan, or null when no plan covers it
 * (patches, custom apparel, a digitizing category the plans do not name).
 */
export function planUnitOf(
  service: string,
  designCategory: unknown,
): { service: PlanService; unit: PlanUnit } | null {
  if (service === 'vector') return { service, unit: 'design' };
  if (service !== 'digitizing') return null;
  switch (designCategory) {
    case 'Left Chest':
    case '3D Puffs':
    case 'Applique':
      return { service, unit: 'left_chest' };
    case 'Jacket Back':
      return { service, unit: 'jacket_back' };
    default:
      return null;
  }
}

/** "Covered by your Gold plan — 37 of 80 left chests left this month" (unlimited: no count). */
export function coverageLine(
  plan: PlanName,
  unit: PlanUnit,
  remaining: number | null,
  allowance: number | null,
): string {
  if (remaining === null || allowance === null)
    return `Covered by your ${plan} plan — unlimited ${PLAN_UNIT_WORDS[unit].many}`;
  return `Covered by your ${plan} plan — ${remaining} of ${allowance} ${PLAN_UNIT_WORDS[unit].many} left this month`;
}
