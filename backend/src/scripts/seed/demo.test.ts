import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';
import { SERVICE_KEYS } from '@stitchdesk/shared';
import { DEMO_CLIENT_EMAIL, DEMO_EMPLOYEES, seedDemo } from './demo.ts';

describe('demo seed', () => {
  const t = useTestContext({ env: { DEMO_PASSWORD: 'demo-pass-123' } });

  const seed = () =>
    seedDemo({ db: t.db, storage: t.deps.storage, config: t.config, logger: { info: () => undefined } });

  it('refuses to run without DEMO_PASSWORD', async () => {
    await expect(
      seedDemo({
        db: t.db,
        storage: t.deps.storage,
        config: { ...t.config, demoPassword: null },
        logger: { info: () => undefined },
      }),
    ).rejects.toThrow(/DEMO_PASSWORD is required/);
    expect(await t.db('users').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('creates the demo accounts and orders of every service, once', async () => {
    const first = await seed();
    expect(first.createdUsers.sort()).toEqual(
      [DEMO_CLIENT_EMAIL, t.config.adminEmail, ...DEMO_EMPLOYEES.map((e) => e.email)].sort(),
    );
    expect(first.createdOrders).toBeGreaterThanOrEqual(SERVICE_KEYS.length);

    const again = await seed();
    expect(again).toEqual({ createdUsers: [], createdOrders: 0 });
    expect(await t.db('users').count({ n: '*' })).toEqual([{ n: 4 }]);
    expect(await t.db('orders').count({ n: '*' })).toEqual([{ n: first.createdOrders }]);
  });

  it('leaves orders the client sees through the API, each with a picture that downloads', async () => {
    const login = await t.request('/api/v1/user/login', {
      method: 'POST',
      body: { email: DEMO_CLIENT_EMAIL, password: 'demo-pass-123' },
    });
    expect(login.status).toBe(200);
    const orders = await t.request('/api/v1/order/getorder', { token: login.body.token });
    expect(orders.status).toBe(200);
    const services = new Set(orders.body.map((o: { serviceType: string }) => o.serviceType));
    expect([...services].sort()).toEqual(['Custom Apparel', 'Digitizing', 'Patches', 'Vector']);
    for (const order of orders.body) {
      const key = SERVICE_KEYS.find((k) => order[k].orderTitle);
      expect(key).toBeDefined();
      const [attachment] = order[key!].attachment;
      expect(attachment.name).toMatch(/\.png$/);
      const file = await fetch(attachment.url);
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    expect(orders.body.some((o: { orderStatus: string }) => o.orderStatus === 'Completed')).toBe(true);
  });

  it('keeps an existing admin and adds none', async () => {
    const admins = await t.db('users').where({ role: 'admin' }).count({ n: '*' });
    await seed();
    expect(await t.db('users').where({ role: 'admin' }).count({ n: '*' })).toEqual(admins);
  });
});
