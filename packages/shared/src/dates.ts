/*
 * The one way dates are written for people, in the UI (the reader's time zone) and on the server
 * (notifications, e-mails, history notes: UTC, said so). Always US English, as every other text:
 * "Dec 16, 2026", "Dec 7, 2026, 11:59 PM". Never an ISO string in anything a person reads.
 */

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` calendar day is that day wherever it is read; a timestamp is the moment. */
function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = CALENDAR_DAY.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const isCalendarDay = (value: string | Date) => typeof value === 'string' && CALENDAR_DAY.test(value);

/**
 * "Dec 16, 2026". A calendar day (`YYYY-MM-DD`) is written as itself; a moment as its day in
 * `timeZone` (the reader's when absent). Text that is not a date comes back unchanged.
 */
export function formatDate(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const zone = isCalendarDay(value) ? 'UTC' : timeZone;
  return new Intl.DateTimeFormat('en-US', { ...DAY, ...(zone ? { timeZone: zone } : {}) }).format(date);
}

/** "Dec 7, 2026, 11:59 PM" in `timeZone` (the reader's when absent). */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  return new Intl.DateTimeFormat('en-US', { ...DAY_TIME, ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** The server's words for a moment, which has no reader's zone: "Dec 7, 2026, 11:59 PM UTC". */
export function formatServerDateTime(value: string | Date): string {
  return `${formatDateTime(value, 'UTC')} UTC`;
}
