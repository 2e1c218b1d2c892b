/**
 * The dates the patches page promises: "Production takes 4 business days after approval, then 3 to
 * 4 business days of free shipping." Calendar dates (`YYYY-MM-DD`) counted in UTC, Saturdays and
 * Sundays skipped; the server computes them and the UI only words them.
 */

/** "Digitizing and vector orders are completed within about an hour" (FAQ): TURNAROUND_MINUTES' default. */
export const DEFAULT_TURNAROUND_MINUTES = 60;

export const PRODUCTION_BUSINESS_DAYS = 4;
export const SHIPPING_BUSINESS_DAYS = { from: 3, to: 4 } as const;
/**
 * A goods order with no approved proof yet is due this many business days after it was placed:
 * the production time plus as many days again for proofing and approval.
 */
export const UNAPPROVED_GOODS_DUE_BUSINESS_DAYS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

function parseDate(date: string): Date {
  const parsed = new Date(`${date}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return parsed;
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/** The UTC calendar date of an instant. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `date` moved on by `days` business days (0 keeps it, even on a weekend). */
export function addBusinessDays(date: string, days: number): string {
  let day = parseDate(date);
  let left = days;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (!isWeekend(day)) left -= 1;
  }
  return utcDate(day);
}

export interface EstimatedDates {
  estimatedShipDate: string;
  estimatedDelivery: { from: string; to: string };
}

/** The ship date and delivery window that an approval at `approvedAt` fixes. */
export function datesAfterApproval(approvedAt: Date): EstimatedDates {
  const estimatedShipDate = addBusinessDays(utcDate(approvedAt), PRODUCTION_BUSINESS_DAYS);
  return {
    estimatedShipDate,
    estimatedDelivery: {
      from: addBusinessDays(estimatedShipDate, SHIPPING_BUSINESS_DAYS.from),
      to: addBusinessDays(estimatedShipDate, SHIPPING_BUSINESS_DAYS.to),
    },
  };
}

/** The last instant of a calendar date (UTC): a date-only deadline is met until then. */
export function endOfDate(date: string): Date {
  return new Date(parseDate(date).getTime() + DAY_MS - 1);
}

/** True when the estimated delivery ends after the date the client asked for. */
export function isLaterThanAsked(estimatedDeliveryTo: string | null, askedDate: string | null): boolean {
  return estimatedDeliveryTo !== null && askedDate !== null && estimatedDeliveryTo > askedDate;
}
