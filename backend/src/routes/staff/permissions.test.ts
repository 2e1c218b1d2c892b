import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';
import { API_TOKEN_SCOPES, ROLES } from '@stitchdesk/shared';
import { TOKEN_NOT_ACCEPTED, missingScope } from '../../middleware/auth.ts';
import { allows, POLICIES } from '../../middleware/access.ts';
import { placeOrder } from '../../test/staff.ts';
import type { Route } from '../define-route.ts';
import { apiRouteGroups } from '../index.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000001';

/** A route's path under /api/v1 with every parameter filled with SOME_ID. */
const urlOf = ({ doc }: Route) => `/api/v1${doc.path.replace(/:\w+/g, SOME_ID)}`;

describe('API permissions, every declared route', () => {
  const t = useTestContext();
  let routes: Route[];
  beforeAll(async () => {
    routes = apiRouteGroups(t.deps).flat();
  });

  it('keeps every route under /staff to staff or admins', () => {
    const staffPaths = routes.filter(({ doc }) => doc.path.startsWith('/staff/'));
    expect(staffPaths.length).toBeGreaterThan(10);
    for (const { doc } of staffPaths)
      expect(['staff', 'admin'], `${doc.method} ${doc.path}`).toContain(doc.access);
  });

  it('answers 401 without a token on every route that needs one', async () => {
    const guarded = routes.filter(({ doc }) => POLICIES[doc.access].token);
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const response = await t.request(urlOf(route), { method: route.doc.method.toUpperCase() });
      expect(response.status, `${route.doc.method} ${route.doc.path}`).toBe(401);
      expect(response.body.error).toBeTruthy();
      expect(route.doc.responses, `${route.doc.method} ${route.doc.path} documents it`).toHaveProperty('401');
    }
  });

  it('answers 403 to a signed-in user whose role the route’s policy leaves out', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, (await t.createUser({ role })).token] as const)),
    );
    let refused = 0;
    for (const route of routes.filter(({ doc }) => POLICIES[doc.access].token)) {
      for (const role of ROLES.filter((r) => !allows(route.doc.access, r))) {
        const response = await t.request(urlOf(route), {
          method: route.doc.method.toUpperCase(),
          token: tokens[role],
        });
        expect(response.status, `${role}: ${route.doc.method} ${route.doc.path}`).toBe(403);
        expect(route.doc.responses, `${route.doc.method} ${route.doc.path} documents it`).toHaveProperty(
          '403',
        );
        refused += 1;
      }
    }
    // Every staff route refuses a client, every admin route an employee too, every client route staff.
    const count = (access: string) => routes.filter(({ doc }) => doc.access === access).length;
    expect(refused).toBe(count('staff') + 2 * count('admin') + 2 * count('client'));
    expect(count('admin')).toBeGreaterThan(0);
  });

  it('lets an API token through only where the route names a scope the token holds', async () => {
    const client = await t.createUser({ role: 'client' });
    const mint = async (scopes: readonly string[]) => {
      const response = await t.request('/api/v1/user/api-tokens', {
        method: 'POST',
        token: client.token,
        body: { name: scopes.join(' ') || 'none', scopes },
      });
      expect(response.status).toBe(201);
      return response.body.token as string;
    };
    const everything = await mint(API_TOKEN_SCOPES);
    const guarded = routes.filter(({ doc }) => POLICIES[doc.access].token);
    for (const route of guarded) {
      const where = `${route.doc.method} ${route.doc.path}`;
      const method = route.doc.method.toUpperCase();
      const { scope } = route.doc;
      if (!scope) {
        const response = await t.request(urlOf(route), { method, token: everything });
        expect(response.status, where).toBe(403);
        expect(response.body.error, where).toBe(TOKEN_NOT_ACCEPTED);
        expect(route.doc.responses, `${where} documents it`).toHaveProperty('403');
        continue;
      }
      expect(['signedIn', 'client'], where).toContain(route.doc.access);
      const without = await mint(API_TOKEN_SCOPES.filter((s) => s !== scope));
      const response = await t.request(urlOf(route), { method, token: without });
      expect(response.status, where).toBe(403);
      expect(response.body.error, where).toBe(missingScope(scope));
      expect(route.doc.responses, `${where} documents it`).toHaveProperty('403');
      await t
        .db('api_tokens')
        .where({ user_id: client.user.id })
        .whereNot({ scopes: API_TOKEN_SCOPES })
        .delete();
    }
    expect(guarded.filter(({ doc }) => doc.scope).length).toBeGreaterThan(10);
  });

  it('answers a caller the policy admits, asking with an unknown id and no body, as the route documents', async () => {
    const guarded = routes.filter(({ doc }) => POLICIES[doc.access].token);
    for (const route of guarded) {
      const where = `${route.doc.method} ${route.doc.path}`;
      const role = ROLES.find((r) => allows(route.doc.access, r))!;
      // A caller of its own: logging out or changing the password must not sign the next route out.
      const { token } = await t.createUser({ role });
      const response = await t.request(urlOf(route), { method: route.doc.method.toUpperCase(), token });
      expect(response.status, where).toBeLessThan(500);
      expect(Object.keys(route.doc.responses), `${where} answered ${response.status}`).toContain(
        String(response.status),
      );
    }
  });

  it('answers 403 to an unsigned request on every signed-URL route', async () => {
    const signed = routes.filter(({ doc }) => doc.access === 'signedUrl');
    expect(signed.length).toBeGreaterThan(0);
    for (const route of signed) {
      const response = await t.request(urlOf(route), { method: route.doc.method.toUpperCase() });
      expect(response.status, `${route.doc.method} ${route.doc.path}`).toBe(403);
      expect(route.doc.responses, `${route.doc.method} ${route.doc.path} documents it`).toHaveProperty('403');
    }
  });
});

describe('staff API permissions', () => {
  const t = useTestContext();

  it('stops a disabled employee at once, whatever token they hold', async () => {
    const { user, token } = await t.createUser({ role: 'employee' });
    expect((await t.request('/api/v1/staff/orders', { token })).status).toBe(200);
    await t.db('users').where({ id: user.id }).update({ disabled: true });
    await t.deps.users.sync();
    expect((await t.request('/api/v1/staff/orders', { token })).status).toBe(401);
  });

  describe('who sees which orders', () => {
    let employeeA: { id: string; token: string };
    let employeeB: { id: string; token: string };
    let adminToken: string;
    let ofA: string;
    let ofB: string;
    let unassigned: string;

    beforeAll(async () => {
      const a = await t.createUser({ role: 'employee' });
      const b = await t.createUser({ role: 'employee' });
      employeeA = { id: a.user.id, token: a.token };
      employeeB = { id: b.user.id, token: b.token };
      adminToken = (await t.createUser({ role: 'admin' })).token;
      const clientOfA = await t.createUser({ role: 'client' });
      const clientOfB = await t.createUser({ role: 'client' });
      const loneClient = await t.createUser({ role: 'client' });
      await t.db('users').where({ id: clientOfA.user.id }).update({ assign_to: employeeA.id });
      await t.db('users').where({ id: clientOfB.user.id }).update({ assign_to: employeeB.id });
      ofA = (await placeOrder(t, clientOfA.token, 'digitizing', 'Order of A'))._id;
      ofB = (await placeOrder(t, clientOfB.token, 'vector', 'Order of B'))._id;
      unassigned = (await placeOrder(t, loneClient.token, 'patches', 'Unassigned order'))._id;
    });

    const queueIds = async (token: string) => {
      const response = await t.request('/api/v1/staff/orders?pageSize=100', { token });
      expect(response.status).toBe(200);
      return (response.body.orders as { _id: string }[]).map((o) => o._id);
    };

    it("shows an employee their clients' orders and unassigned ones, never another employee's", async () => {
      const ids = await queueIds(employeeA.token);
      expect(ids).toEqual(expect.arrayContaining([ofA, unassigned]));
      expect(ids).not.toContain(ofB);
      const response = await t.request('/api/v1/staff/orders', { token: employeeA.token });
      expect(Object.values(response.body.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
        ids.length,
      );
    });

    it("answers 404 for an order outside the employee's view, on read and on every change", async () => {
      const token = employeeA.token;
      expect((await t.request(`/api/v1/staff/orders/${ofB}`, { token })).status).toBe(404);
      const move = await t.request(`/api/v1/staff/orders/${ofB}/status`, {
        method: 'POST',
        token,
        body: { status: 'In Progress' },
      });
      expect(move.status).toBe(404);
      const deliver = await t.request(`/api/v1/staff/orders/${ofB}/deliveries`, {
        method: 'POST',
        token,
        body: { fileIds: [SOME_ID] },
      });
      expect(deliver.status).toBe(404);
      expect((await t.db('orders').where({ id: ofB }).first('status')).status).toBe('Pending');
      expect((await t.request(`/api/v1/staff/orders/${ofA}`, { token })).status).toBe(200);
      expect((await t.request(`/api/v1/staff/orders/${unassigned}`, { token })).status).toBe(200);
    });

    it('answers 404 for an unknown or malformed order id', async () => {
      expect((await t.request(`/api/v1/staff/orders/${SOME_ID}`, { token: adminToken })).status).toBe(404);
      expect((await t.request('/api/v1/staff/orders/not-an-id', { token: adminToken })).status).toBe(404);
    });

    it('shows an admin every order', async () => {
      expect(await queueIds(adminToken)).toEqual(expect.arrayContaining([ofA, ofB, unassigned]));
      expect((await t.request(`/api/v1/staff/orders/${ofB}`, { token: adminToken })).status).toBe(200);
    });

    it('opens an order assigned to an employee for them, in their queue, until it is given back', async () => {
      const assign = (employeeId: string | null) =>
        t.request(`/api/v1/staff/orders/${ofB}/assignee`, {
          method: 'POST',
          token: adminToken,
          body: { employeeId },
        });
      const opens = async (token: string) =>
        (await t.request(`/api/v1/staff/orders/${ofB}`, { token })).status;
      expect((await assign(employeeA.id)).status).toBe(200);
      expect(await queueIds(employeeA.token)).toContain(ofB);
      expect(await opens(employeeA.token)).toBe(200);
      // It opens for changes too, not only to read.
      const note = await t.request(`/api/v1/staff/orders/${ofB}/due`, {
        method: 'POST',
        token: employeeA.token,
        body: { dueAt: new Date(Date.now() + 86_400_000).toISOString(), note: 'Taken over' },
      });
      expect(note.status).toBe(200);
      // The client's own assignee keeps their client's order.
      expect(await opens(employeeB.token)).toBe(200);

      expect((await assign(null)).status).toBe(200);
      expect(await queueIds(employeeA.token)).not.toContain(ofB);
      expect(await opens(employeeA.token)).toBe(404);
      expect(await opens(employeeB.token)).toBe(200);
    });

    it('lists for an employee only their clients and unassigned ones', async () => {
      const response = await t.request('/api/v1/staff/clients?pageSize=100', { token: employeeB.token });
      expect(response.status).toBe(200);
      const assignees = (response.body.clients as { assignedTo: { id: string } | null }[]).map(
        (c) => c.assignedTo?.id ?? null,
      );
      expect(assignees).toContain(employeeB.id);
      expect(assignees).toContain(null);
      expect(assignees).not.toContain(employeeA.id);
    });
  });
});
