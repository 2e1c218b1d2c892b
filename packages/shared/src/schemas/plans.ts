import { z } from 'zod';
import { PLAN_CATALOGUE, PLAN_NAMES, PLAN_SERVICES, PLAN_UNITS } from '../plans.ts';

/* The monthly plans (issue 35): requests and answers, beside the spec's shapes. */

const isoDateTime = z.iso.datetime().describe('ISO 8601 timestamp');
const planService = z.enum(PLAN_SERVICES);
const planName = z.enum(PLAN_NAMES);

export const coveredBySchema = z
  .object({ service: planService, plan: planName, periodEnd: isoDateTime })
  .meta({ id: 'CoveredBy' });
export type CoveredBy = z.infer<typeof coveredBySchema>;

const unitCounts = (what: string, nullable: boolean) =>
  z
    .partialRecord(z.enum(PLAN_UNITS), nullable ? z.number().int().nullable() : z.number().int())
    .describe(what);

export const planOfferSchema = z
  .object({
    service: planService,
    plan: planName,
    price: z.number().int().describe('Whole US dollars a month'),
    priceCents: z.number().int(),
    includes: z.string().describe('The published words: "80 left chests and 15 jacket backs"'),
    allowance: unitCounts('What a month includes, per unit; null: unlimited', true),
  })
  .meta({ id: 'PlanOffer' });

export const clientPlanSchema = z
  .object({
    service: planService,
    plan: planName,
    status: z.enum(['active', 'canceling', 'ended']).describe('canceling: ends at the period’s end'),
    periodStart: isoDateTime,
    periodEnd: isoDateTime,
    used: unitCounts('Used this period, per unit', false),
    remaining: unitCounts('Left this period, per unit; null: unlimited (nothing rolls over)', true),
    source: z.enum(['stripe', 'staff']).describe('stripe: bought by card; staff: sold offline'),
    covering: z
      .boolean()
      .describe('Whether orders placed now are covered (the period has begun and not ended)'),
  })
  .meta({ id: 'ClientPlan' });

export const planPaymentSchema = z
  .object({
    service: planService,
    plan: planName,
    amountCents: z.number().int().describe('What was charged, in cents of `currency`'),
    currency: z.string().length(3).describe('ISO 4217, as charged'),
    paidAt: isoDateTime,
    periodStart: isoDateTime.nullable().describe('The month it paid for; null for a refunded duplicate'),
    periodEnd: isoDateTime.nullable(),
    receiptUrl: z.url().nullable().describe('The paid invoice’s page at Stripe, when there is one'),
    refunded: z
      .boolean()
      .describe('A second subscription paid while the plan was in force: cancelled and refunded'),
  })
  .meta({ id: 'PlanPayment' });

export const userPlansResponseSchema = z
  .object({
    catalogue: z.array(planOfferSchema),
    plans: z.array(clientPlanSchema),
    payments: z.array(planPaymentSchema).describe('What the plans were charged, newest first'),
  })
  .meta({ id: 'UserPlans' });

/** PUT /staff/clients/:id/plans/:service */
export const staffPlanSchema = z.object({
  plan: planName,
  periodStart: z.iso.date().describe('YYYY-MM-DD (UTC): the first period runs a month from this day'),
});
export type StaffPlanInput = z.infer<typeof staffPlanSchema>;

export const staffClientPlansResponseSchema = z
  .object({ plans: z.array(clientPlanSchema) })
  .meta({ id: 'StaffClientPlans' });

export const PLAN_NOT_ON_SALE = 'That plan is not on sale for this service';

/** POST /user/plans/checkout: a plan of the catalogue (the server prices it). */
export const planCheckoutSchema = z
  .object({ service: planService, plan: planName })
  .refine(({ service, plan }) => PLAN_CATALOGUE.some((o) => o.service === service && o.plan === plan), {
    error: PLAN_NOT_ON_SALE,
    path: ['plan'],
  });
export type PlanCheckoutInput = z.infer<typeof planCheckoutSchema>;

export const planServiceSchema = planService;

/** POST /user/plans/:service/cancel: the client's plans as they stand after it. */
export const clientPlansResponseSchema = z
  .object({ plans: z.array(clientPlanSchema) })
  .meta({ id: 'ClientPlans' });
export type ClientPlansResponse = z.infer<typeof clientPlansResponseSchema>;

export type PlanOfferResponse = z.infer<typeof planOfferSchema>;
export type ClientPlan = z.infer<typeof clientPlanSchema>;
export type UserPlansResponse = z.infer<typeof userPlansResponseSchema>;
export type PlanPayment = z.infer<typeof planPaymentSchema>;
