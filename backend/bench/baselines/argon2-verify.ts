import { hashPassword, verifyPassword } from '../../src/services/accounts/passwords.ts';

/*
 * The baseline for logins: argon2id verifications alone, through the backend's own hashPassword and
 * verifyPassword (so the same cost), CONCURRENCY at a time for SECONDS, in a process of its own.
 * Prints one line at the end: {"verifies","seconds","p50","p99","cpuMs"} (latencies in ms; cpuMs: the
 * CPU the verifications used, all threads, without the process's start and the one hash).
 */
const concurrency = Number(process.env.CONCURRENCY ?? '8');
const seconds = Number(process.env.SECONDS ?? '5');
const password = 'correct horse battery staple';
const stored = await hashPassword(password);
const latencies: number[] = [];
const cpuBefore = process.cpuUsage();
const started = performance.now();
const until = started + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      if (!(await verifyPassword(stored, password))) throw new Error('verify failed');
      latencies.push(performance.now() - t0);
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
process.stdout.write(
  `${JSON.stringify({
    verifies: latencies.length,
    seconds: (performance.now() - started) / 1000,
    p50: at(0.5),
    p99: at(0.99),
    cpuMs: (cpu.user + cpu.system) / 1000,
  })}\n`,
);
