import { cpuPerRequest, unexpectedStatuses, type LoadStats } from './load.ts';
import { ms, num, pct, type Row } from './report.ts';

/** CPU per request in µs of the metered processes named, added up. */
function cpuUs(stats: LoadStats, names: string[]): number {
  const total = names.reduce((sum, name) => sum + (stats.cpu[name] ?? 0), 0);
  return (total * 1000) / Math.max(1, stats.requests);
}

/**
 * A row comparing the API with a bare Koa answering the same thing. The ratio that counts is CPU
 * per request (bare Koa's ÷ the API's, the server and its PostgreSQL together): the machine is
 * shared, and what other processes take from a run changes requests per second far more than what
 * one request costs. Requests per second are beside it. Unexpected statuses fail the row: a ratio
 * of 429s or 500s says nothing about the route.
 */
export function versusKoaRow({
  scenario,
  target,
  baseline,
  baselineLabel,
  expected,
  goal,
}: {
  scenario: string;
  target: LoadStats;
  baseline: LoadStats;
  baselineLabel: string;
  expected: number[];
  /** null: a reference row without a target. */
  goal: number | null;
}): Row {
  const wrong = unexpectedStatuses(target, expected);
  const cpuRatio = cpuUs(baseline, ['server']) / cpuUs(target, ['server', 'postgres']);
  return {
    scenario,
    stitchdesk:
      `${num(target.rps)} req/s, p50 ${ms(target.p50)}, p99 ${ms(target.p99)}; CPU/req: server ` +
      `${cpuPerRequest(target, 'server')} + PostgreSQL ${cpuPerRequest(target, 'postgres')}` +
      (wrong ? ` [unexpected: ${wrong}]` : ''),
    baseline: `${baselineLabel}: ${num(baseline.rps)} req/s, p99 ${ms(baseline.p99)}; CPU/req ${cpuPerRequest(baseline, 'server')}`,
    ratio: wrong ? 'FAILED' : `${pct(cpuRatio)} by CPU/req (${pct(target.rps / baseline.rps)} by req/s)`,
    target: goal === null ? 'reference' : `≥ ${pct(goal)} of bare Koa by CPU/req`,
    met: wrong ? false : goal === null ? null : cpuRatio >= goal,
  };
}
