import { fork } from 'node:child_process';

const FLOOD = new URL('./flood-logins.ts', import.meta.url).pathname;

export interface Flood {
  /** Every flood login's status, once all have answered. */
  statuses: Promise<number[]>;
  /** Whether every flood login has answered. */
  finished(): boolean;
}

/**
 * Starts `count` failed logins at once from a child process (flood-logins.ts), login i from
 * `addresses[i mod n]`, and resolves once they are all on their way.
 */
export async function startFlood(
  url: string,
  email: string,
  count: number,
  addresses: string[],
): Promise<Flood> {
  const flooder = fork(FLOOD, [url, email, String(count), addresses.join(',')]);
  let finished = false;
  const statuses = new Promise<number[]>((resolve, reject) => {
    flooder.on('message', (message) => {
      if (typeof message === 'object' && message && 'statuses' in message) {
        finished = true;
        resolve(message.statuses as number[]);
      }
    });
    flooder.on('error', reject);
  });
  await new Promise((resolve) => flooder.once('message', resolve));
  return { statuses, finished: () => finished };
}

/** How many times each status occurs. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
