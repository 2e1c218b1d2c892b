import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * CPU time from /proc, which other processes on a shared machine do not distort the way they
 * distort throughput: CPU per request is the steadier figure for "what does a request cost".
 */

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Stat {
  ppid: number;
  /** utime + stime, in ms. */
  own: number;
  /** cutime + cstime (children that have exited), in ms. */
  children: number;
}

function stat(pid: number): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const n = (i: number) => Number(fields[i - 3]);
  return { ppid: n(4), own: (n(14) + n(15)) * TICK_MS, children: (n(16) + n(17)) * TICK_MS };
}

/** CPU used so far by one process (not its children). */
export function processCpuMs(pid: number): number {
  return stat(pid)?.own ?? 0;
}

/** The postmaster of the embedded cluster under `dataDir`, from its pid file. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** CPU used so far by a PostgreSQL cluster: the postmaster, its live backends, and those gone. */
export function clusterCpuMs(postmaster: number): number {
  const root = stat(postmaster);
  if (!root) return 0;
  let total = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === postmaster) total += child.own;
  }
  return total;
}
