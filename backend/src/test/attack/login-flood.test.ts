import { describe, expect, it } from 'vitest';
import { useTestContext } from '../context.ts';
import { TOO_MANY_LOGINS } from '../../services/accounts/login-limits.ts';
import { TEST_PASSWORD } from '../harness.ts';
import { startFlood, tally } from './flood.ts';

/*
 * Attack run: 600 concurrent wrong logins from 250 addresses, and a correct login from a quiet
 * address got 429 "Too many sign-in attempts at once" after 4.35 s (others took 2.8–8.2 s): one
 * global limit on the password-hash queue let strangers crowd the owner out. Addresses are varied
 * with X-Forwarded-For, trusted here as a proxy's would be.
 */
const API = '/api/v1';
const HOME = '192.0.2.10';
const FLOOD_ADDRESSES = Array.from({ length: 250 }, (_, i) => `198.18.${i >> 8}.${i & 255}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (values: number[]) => values.map((v) => Math.round(v));

describe('attack: the owner gets in during a flood from 250 addresses', () => {
  const t = useTestContext({ env: { TRUST_PROXY: '1' } });

  async function timedLogin(email: string, ip: string) {
    const started = performance.now();
    const answer = await t.request(`${API}/user/login`, {
      method: 'POST',
      body: { email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': ip },
    });
    return {
      status: answer.status,
      error: answer.body?.error as string | undefined,
      ms: performance.now() - started,
    };
  }

  /** A quiet login's time on this machine now (median of 3): the yardstick a loaded machine is judged by. */
  async function quietLogin(email: string) {
    const quiet = [];
    for (let i = 0; i < 3; i++) quiet.push(await timedLogin(email, HOME));
    for (const answer of quiet) expect(answer.status).toBe(200);
    return median(quiet.map((a) => a.ms));
  }

  /**
   * Within 1 s, or on a machine too loaded for that to mean anything, within 10 quiet logins or a
   * twentieth of the flood's time. Before the fix the owner took up to 16 s of a 21 s flood.
   */
  const homeBound = (baseline: number, floodMs: number) => Math.max(1000, 10 * baseline, floodMs / 20);

  // Timings on a shared machine: a run disturbed by other work gets two more tries.
  it(
    'answers the owner from a known address within 1 s, and from new addresses without a refusal',
    { retry: 2, timeout: 180_000 },
    async () => {
      const owner = (await t.createUser()).user;
      const traveller = (await t.createUser()).user;
      const baseline = await quietLogin(owner.email);

      const flood = await startFlood(t.url, 'nobody-%d@example.test', 600, FLOOD_ADDRESSES);
      // Sent with the flood: the owner at home, one after another, and the traveller from three
      // addresses never used before, at once; then three more new ones behind the queued flood.
      const floodStarted = performance.now();
      const away = [1, 2, 3].map((k) => timedLogin(traveller.email, `192.0.2.${100 + k}`));
      const home = [];
      for (let i = 0; i < 5; i++) home.push(await timedLogin(owner.email, HOME));
      const homeDuringFlood = !flood.finished();
      const behind = Promise.all([4, 5, 6].map((k) => timedLogin(traveller.email, `192.0.2.${100 + k}`)));
      const behindBeforeFloodEnd = behind.then(() => !flood.finished());
      const fromAway = [...(await Promise.all(away)), ...(await behind)];
      const floodStatuses = await flood.statuses;
      const floodMs = performance.now() - floodStarted;
      const bound = homeBound(baseline, floodMs);
      const show = (answers: { ms: number; status: number }[]) =>
        `${ms(answers.map((a) => a.ms)).join(', ')} ms (median ${Math.round(median(answers.map((a) => a.ms)))}) ` +
        JSON.stringify(answers.map((a) => a.status));
      console.info(
        `owner at home: ${Math.round(baseline)} ms alone; during the flood ${show(home)}; ` +
          `from new addresses ${show(fromAway)}; flood ${JSON.stringify(tally(floodStatuses))} in ${Math.round(floodMs)} ms; ` +
          `bound at home ${Math.round(bound)} ms`,
      );
      // The flood was real: its passwords were checked (no account, so a hash against nothing each).
      expect(tally(floodStatuses)[401]).toBeGreaterThanOrEqual(500);
      expect(homeDuringFlood).toBe(true);
      for (const answer of [...home, ...fromAway]) expect(answer).toMatchObject({ status: 200 });
      expect(Math.max(...home.map((a) => a.ms))).toBeLessThan(bound);
      // A new address waits its turn, one login per other waiting address, not for the whole flood:
      // those sent once the flood was queued answered before its end, within 10 s (or, on a machine
      // whose hashing is too slow for that, within 75% of the flood's time, where first come, first
      // served would have taken all of it; it waits through the checks' turns, then the hashes').
      expect(await behindBeforeFloodEnd).toBe(true);
      expect(Math.max(...fromAway.map((a) => a.ms))).toBeLessThan(Math.max(10_000, 0.75 * floodMs));
    },
  );

  it(
    'lets the owner in from a known address while 250 addresses guess their password',
    { retry: 2, timeout: 180_000 },
    async () => {
      const owner = (await t.createUser()).user;
      const baseline = await quietLogin(owner.email);

      const floodStarted = performance.now();
      const flood = await startFlood(t.url, owner.email, 600, FLOOD_ADDRESSES);
      const home = [];
      for (let i = 0; i < 3; i++) home.push(await timedLogin(owner.email, HOME));
      // Wait until the flood has put the account in its delay, then hold it there however fast this
      // machine runs the rest (a quick flood's 2 s delay can be over before the next login arrives).
      const account = () =>
        t.db('attempt_counters').where({ bucket: 'login-account', key: owner.email.toLowerCase() });
      const blockedBy = Date.now() + 60_000;
      while (!(await account().where('blocked_until', '>', t.db.fn.now()).first())) {
        if (Date.now() > blockedBy) throw new Error('the flood never put the account in its delay');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await account().update({ blocked_until: t.db.raw("now() + interval '1 minute'") })).toBe(1);
      home.push(await timedLogin(owner.email, HOME));
      const stranger = await timedLogin(owner.email, '192.0.2.200');
      const floodStatuses = await flood.statuses;
      const floodMs = performance.now() - floodStarted;
      console.info(
        `owner at home while their account is guessed: ${ms(home.map((a) => a.ms)).join(', ')} ms ` +
          `(${Math.round(baseline)} ms alone); flood ${JSON.stringify(tally(floodStatuses))}`,
      );
      for (const answer of home) expect(answer).toMatchObject({ status: 200 });
      expect(Math.max(...home.map((a) => a.ms))).toBeLessThan(homeBound(baseline, floodMs));
      // The account's growing delay still holds every address that never signed in to it.
      expect(stranger).toMatchObject({ status: 429, error: TOO_MANY_LOGINS });
      // 20 free guesses, then one per doubling delay (2 s, 4 s, 8 s…) while the flood lasts.
      expect(tally(floodStatuses)[401]).toBeLessThan(30);
    },
  );
});
