import autocannon, { type Options } from 'autocannon';

/** What one load run measured. Latencies in ms. */
export interface LoadStats {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses per status code. */
  statuses: Record<string, number>;
  /** CPU ms each metered process used during the run (see lib/cpu.ts). */
  cpu: Record<string, number>;
}

/** Reads a process's CPU time used so far, in ms. */
export type CpuMeter = () => number;

/** One autocannon run against a 127.0.0.1 target, metering the CPU of the processes in `meters`. */
export async function cannon(options: Options, meters: Record<string, CpuMeter> = {}): Promise<LoadStats> {
  if (!new URL(options.url).hostname.startsWith('127.'))
    throw new Error(`not a loopback target: ${options.url}`);
  const before = Object.fromEntries(Object.entries(meters).map(([name, meter]) => [name, meter()]));
  const result = await autocannon({ connections: 20, ...options });
  const cpu = Object.fromEntries(
    Object.entries(meters).map(([name, meter]) => [name, meter() - before[name]]),
  );
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = Number(count);
  const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    requests,
    seconds: result.duration,
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    statuses,
    cpu,
  };
}

/** CPU µs per request of one metered process, as text ("85 µs"), or "?" when it was not metered. */
export function cpuPerRequest(stats: LoadStats, name: string): string {
  const ms = stats.cpu[name];
  return ms === undefined || stats.requests === 0 ? '?' : `${Math.round((ms * 1000) / stats.requests)} µs`;
}

/** Several runs as one: requests and seconds add up; p50 and p99 are the means of the runs' values. */
export function combine(runs: LoadStats[]): LoadStats {
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const statuses: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, n] of Object.entries(run.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
    for (const [name, ms] of Object.entries(run.cpu)) cpu[name] = (cpu[name] ?? 0) + ms;
  }
  const mean = (pick: (r: LoadStats) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  return {
    requests,
    seconds,
    rps: requests / seconds,
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    statuses,
    cpu,
  };
}

/**
 * Measures `target` and `baseline` in turns (A B A B…), after one short warm-up of each, so a burst
 * of noise from other processes on the machine hits both sides rather than one.
 */
export async function alternate(
  target: (seconds: number) => Promise<LoadStats>,
  baseline: (seconds: number) => Promise<LoadStats>,
  { rounds, seconds, warmupSeconds = 2 }: { rounds: number; seconds: number; warmupSeconds?: number },
): Promise<{ target: LoadStats; baseline: LoadStats }> {
  await baseline(warmupSeconds);
  await target(warmupSeconds);
  const targets: LoadStats[] = [];
  const baselines: LoadStats[] = [];
  for (let round = 0; round < rounds; round++) {
    baselines.push(await baseline(seconds));
    targets.push(await target(seconds));
  }
  return { target: combine(targets), baseline: combine(baselines) };
}

/** The only statuses seen, or a description of the unexpected ones. */
export function unexpectedStatuses(stats: LoadStats, expected: number[]): string | null {
  const other = Object.entries(stats.statuses).filter(([code]) => !expected.includes(Number(code)));
  if (other.length === 0 && stats.errors === 0) return null;
  const parts = other.map(([code, n]) => `${n}× ${code}`);
  if (stats.errors) parts.push(`${stats.errors} connection errors/timeouts`);
  return parts.join(', ');
}
