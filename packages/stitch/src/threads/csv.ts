import type { ChartThread } from './charts.ts';

export const MAX_CHART_THREADS = 5000;
export const MAX_CODE_LENGTH = 32;
export const MAX_NAME_LENGTH = 80;
/** Errors listed before the parser stops listing them (it still counts the lines). */
export const MAX_CSV_ERRORS = 50;

export interface CsvLineError {
  /** 1-based line in the file */
  line: number;
  message: string;
}

export type ChartCsvResult =
  | { ok: true; threads: ChartThread[] }
  | { ok: false; errors: CsvLineError[]; /** lines with an error, listed or not */ errorLines: number };

/** Splits one CSV line into fields: commas, and "quoted" fields with "" for a quote. */
function fields(line: string): string[] | null {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null; // a quote never closed
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += line[i++];
      }
      while (line[i] === ' ' || line[i] === '\t') i++;
      if (i < line.length && line[i] !== ',') return null; // text after a closing quote
    } else {
      const end = line.indexOf(',', i);
      value = line.slice(i, end < 0 ? line.length : end);
      i = end < 0 ? line.length : end;
    }
    out.push(value.trim());
    if (i >= line.length) return out;
    i++; // the comma
  }
}

/**
 * A brand's thread chart from CSV text, one thread a line: `code,name,hex` (a first line naming
 * those columns is skipped; blank lines are too). Every line is checked and each bad one is named
 * with its number and what is wrong, in words an admin can act on.
 */
export function parseThreadChartCsv(text: string): ChartCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const threads: ChartThread[] = [];
  const errors: CsvLineError[] = [];
  let errorLines = 0;
  const codes = new Map<string, number>();
  const fail = (line: number, message: string) => {
    errorLines++;
    if (errors.length < MAX_CSV_ERRORS) errors.push({ line, message });
  };
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const row = fields(raw);
    if (!row) return fail(line, 'A quoted value is not closed, or has text after its closing quote.');
    if (threads.length === 0 && codes.size === 0 && errorLines === 0 && isHeader(row)) return;
    if (row.length !== 3) {
      return fail(line, `Expected 3 values (code, name, colour), found ${row.length}.`);
    }
    const [code, name, hex] = row;
    if (!code) return fail(line, 'The thread code is empty.');
    if (code.length > MAX_CODE_LENGTH)
      return fail(line, `The thread code is longer than ${MAX_CODE_LENGTH} characters.`);
    if (!name) return fail(line, 'The thread name is empty.');
    if (name.length > MAX_NAME_LENGTH)
      return fail(line, `The thread name is longer than ${MAX_NAME_LENGTH} characters.`);
    const colour = /^#?([0-9a-f]{6})$/i.exec(hex);
    if (!colour) return fail(line, `The colour "${hex}" is not a 6-digit hex colour such as #1a2b3c.`);
    const key = code.toLowerCase();
    const first = codes.get(key);
    if (first !== undefined) return fail(line, `The thread code ${code} is already on line ${first}.`);
    codes.set(key, line);
    threads.push({ code, name, hex: `#${colour[1].toLowerCase()}` });
  });
  if (errorLines === 0 && threads.length === 0) {
    return { ok: false, errors: [{ line: 1, message: 'The file lists no threads.' }], errorLines: 1 };
  }
  if (errorLines === 0 && threads.length > MAX_CHART_THREADS) {
    return {
      ok: false,
      errors: [
        {
          line: 1,
          message: `A chart holds at most ${MAX_CHART_THREADS} threads; this file lists ${threads.length}.`,
        },
      ],
      errorLines: 1,
    };
  }
  return errorLines > 0 ? { ok: false, errors, errorLines } : { ok: true, threads };
}

function isHeader(row: string[]): boolean {
  const [code, name, hex] = row.map((v) => v.toLowerCase());
  return code === 'code' && name === 'name' && (hex === 'hex' || hex === 'colour' || hex === 'color');
}
