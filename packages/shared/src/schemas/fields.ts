import { z } from 'zod';
import { text, type TextKind } from './text.ts';

/** Longest text any single-line field accepts; keeps rows and indexes small. */
export const MAX_SHORT_TEXT = 200;
/** Longest free text (instructions, messages). */
export const MAX_LONG_TEXT = 5000;

export const FILL_ALL_FIELDS = 'Please fill in all fields';

/** Free text longer than a line keeps its line breaks; anything up to MAX_SHORT_TEXT is one line. */
const kindFor = (max: number): TextKind => (max > MAX_SHORT_TEXT ? 'multiline' : 'line');

/** A trimmed, required, bounded text (the shared text rule applies: see text.ts). */
export function requiredText(label: string, max = MAX_SHORT_TEXT) {
  return text(kindFor(max), { error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

export function optionalText(max = MAX_SHORT_TEXT) {
  return text(kindFor(max))
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional()
    .default('');
}

/** Text a bounded kept-or-changed field accepts (revisions): absent keeps the stored value. */
export function keptText(max: number) {
  return text(kindFor(max))
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional();
}

/** An e-mail address as a form sends it: trimmed, and one that is not an address is refused. */
export function emailAddress() {
  return text()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Enter a valid e-mail address' }));
}

/** Up to `max` of the sender's own uploads (POST /uploads) by id, none when absent. */
export function uploadIds(max: number, tooMany: string) {
  return z
    .array(z.uuid({ error: 'Unknown file' }))
    .max(max, { error: tooMany })
    .optional()
    .default([]);
}

/** Plain decimal notation only: `Number()` also reads "0x1A", "1e3", "0b1" and "Infinity". */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Clients written against the spec send form values as typed, so numbers may arrive as numeric
 * strings ("12.5"). An empty string counts as missing, never as 0; any other notation stays a
 * string and is refused as not a number.
 */
function toNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return DECIMAL.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}

export function requiredNumber(label: string, { min = 0, int = false, max = 1_000_000 } = {}) {
  let schema = z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });
  if (int) schema = schema.int({ error: `${label} must be a whole number` });
  return z.preprocess(toNumber, schema);
}

/**
 * A whole number sent as a JSON number only ("7500" is refused): for what only our own forms and
 * scripts written against the API send, such as staff's money amounts, where a string is a mistake.
 */
export function strictInteger(label: string, { min, max }: { min: number; max: number }) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be a whole number`,
    })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });
}

/** A whole number from a query string (`?page=2`), plain decimal only; absent gives `fallback`. */
export function queryInteger(
  label: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
) {
  return requiredNumber(label, { min, max, int: true }).optional().default(fallback);
}

export function enumField<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? `${label} is required`
        : `Choose a valid ${label.toLowerCase()}`,
  });
}

/** A calendar date `YYYY-MM-DD`, local to whoever picked it. */
export const isoDate = z.iso.date({ error: 'Enter a valid date' });

/** Today's calendar date in the running environment's local time, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The earliest date a server accepts as "not before today": the client's today may be the
 * server's yesterday (time zones west of the server), so one day of slack is allowed.
 */
export function serverEarliestDate(now: Date = new Date()): string {
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return yesterday.toISOString().slice(0, 10);
}

/** How far ahead a date may lie: further is a typo or a script, and "9999-12-31" sorts after everything. */
export const DATE_HORIZON_YEARS = 2;

/** The last acceptable date, `YYYY-MM-DD`: DATE_HORIZON_YEARS after `earliest`. */
export function latestDate(earliest: string): string {
  const [year, rest] = [Number(earliest.slice(0, 4)), earliest.slice(4)];
  return `${String(year + DATE_HORIZON_YEARS).padStart(4, '0')}${rest === '-02-29' ? '-02-28' : rest}`;
}

export function dateNotBefore(label: string, earliest: string) {
  const latest = latestDate(earliest);
  return z.iso
    .date({
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? `${label} is required` : 'Enter a valid date',
    })
    .refine((value) => value >= earliest, { error: `${label} cannot be earlier than today` })
    .refine((value) => value <= latest, {
      error: `${label} cannot be more than ${DATE_HORIZON_YEARS} years ahead`,
    });
}
