import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context.ts';
import { apiRouteGroups } from '../routes/index.ts';
import { signToken } from '../services/accounts/tokens.ts';
import { type TestUser } from '../test/harness.ts';
import { placeOrder } from '../test/staff.ts';
import { POLICIES } from './access.ts';
import { PERSONAL } from './cache-control.ts';

const API = '/api/v1';

/*
 * No browser or proxy cache may keep a signed-in answer (an attack run found GET /user/presets
 * without Cache-Control). The routes are every declared route (defineRoute, whence the OpenAPI
 * document) whose policy takes a token, so a new route is walked without anyone adding it here.
 */
describe('Cache-Control on every signed-in answer', () => {
  const t = useTestContext();

  it('is private, no-store on every route for a signed-in caller, whatever the answer, and without a token', async () => {
    const client = await t.createUser();
    const admin = await t.createUser({ role: 'admin' });
    const order = await placeOrder(t, client.token, 'digitizing');
    // Each request gets a token of the user's current session generation: the walk signs out too.
    const tokenOf = async (user: TestUser) => {
      const { session_generation } = await t.db('users').where({ id: user.id }).first('session_generation');
      return signToken(t.config, { id: user.id, role: user.role, sessionGeneration: session_generation });
    };
    const routes = apiRouteGroups(t.deps)
      .flat()
      .filter(({ doc }) => POLICIES[doc.access].token);
    expect(routes.map((r) => r.doc.path)).toContain('/user/presets');

    const answers: { route: string; status: number; cacheControl: string | null }[] = [];
    for (const { doc } of routes) {
      const path = doc.path;
      const url =
        API +
        path.replace(/:(\w+)/g, (_, name: string) =>
          name === 'service'
            ? 'digitizing'
            : name === 'orderId' || /order/.test(path)
              ? order._id
              : randomUUID(),
        );
      const method = doc.method.toUpperCase();
      const body = doc.body ? {} : undefined;
      const who = ['staff', 'admin'].includes(doc.access) ? admin.user : client.user;
      for (const token of [await tokenOf(who), undefined]) {
        const answer = await t.request(url, { method, token, body });
        answers.push({
          route: `${method} ${path}${token ? '' : ' (no token)'}`,
          status: answer.status,
          cacheControl: answer.headers.get('cache-control'),
        });
      }
    }
    expect(answers.filter((a) => a.cacheControl !== PERSONAL)).toEqual([]);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    // The walk reached real answers, not only refusals.
    const reads = answers.filter((a) => a.route.startsWith('GET') && a.status === 200).map((a) => a.route);
    expect(reads).toEqual(
      expect.arrayContaining([
        'GET /user/presets',
        'GET /order/getorder',
        'GET /staff/orders',
        'GET /user/getuser/info',
      ]),
    );
    console.info(`${routes.length} routes walked; ${reads.length} reads answered 200`);
  });
});
