import type { Server } from 'node:http';
import type { ShopSettings } from '@stitchdesk/shared';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { createKnex } from '../../db/knex.ts';
import { UserCache } from '../../services/accounts/user-cache.ts';
import { watchShopSettings } from '../../services/settings/settings-watch.ts';
import { useTestContext, useUser } from '../../test/context.ts';

const SETTINGS: ShopSettings = {
  businessName: 'Northwind Stitch Co.',
  address: ['12 Loom Street', 'Portland, OR 97201'],
  contactEmail: 'orders@northwind-stitch.test',
  contactPhone: '+1 (503) 201-4477',
  socialLinks: {
    facebook: 'https://www.facebook.com/northwindstitch',
    instagram: null,
    linkedin: 'https://www.linkedin.com/company/northwind-stitch',
  },
  taxId: 'EIN 12-3456789',
  taxRatePercent: 8.25,
  taxLabel: 'Sales tax',
  currency: 'EUR',
  paymentInstructions: 'Bank transfer to IBAN DE02 1203 0000 0000 2020 51, quoting the invoice number.',
  superRushFeeCents: 1500,
  reminderDays: [3, 7, 14],
  holdFilesUntilPaid: true,
  // On, it would refuse this test's admin (no two-factor) on every later call: mfa.test.ts covers it.
  requireStaffMfa: false,
};

describe('shop settings /api/v1/staff/settings and /api/v1/settings/public', () => {
  const t = useTestContext();
  const admin = useUser(t, { role: 'admin' });
  const employee = useUser(t, { role: 'employee' });
  const client = useUser(t, { role: 'client' });

  const put = (body: unknown, token = admin.token) =>
    t.request('/api/v1/staff/settings', { method: 'PUT', token, body });

  it('starts from the environment and the defaults: USD, no tax, no fee, reminders on days 3 and 7, files not held', async () => {
    const response = await t.request('/api/v1/staff/settings', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.settings).toMatchObject({
      businessName: 'Stitchdesk',
      currency: 'USD',
      taxRatePercent: 0,
      superRushFeeCents: 0,
      reminderDays: [3, 7],
      holdFilesUntilPaid: false,
      requireStaffMfa: false,
      contactEmail: null,
    });
  });

  it('saves every field and reads them back; the tax rate keeps its two decimals', async () => {
    const saved = await put({ ...SETTINGS, reminderDays: [14, 3, 7], currency: 'eur' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'Settings saved', settings: SETTINGS });
    const read = await t.request('/api/v1/staff/settings', { token: admin.token });
    expect(read.body.settings).toEqual(SETTINGS);
    const [row] = await t.db('shop_settings').select('tax_rate_basis_points');
    expect(row.tax_rate_basis_points).toBe(825);
  });

  it('answers 403 to an employee and a client, 401 without a token', async () => {
    for (const token of [employee.token, client.token]) {
      expect((await t.request('/api/v1/staff/settings', { token })).status).toBe(403);
      expect((await put(SETTINGS, token)).status).toBe(403);
    }
    expect((await t.request('/api/v1/staff/settings')).status).toBe(401);
  });

  it.each([
    ['an e-mail that is not one', { contactEmail: 'orders-at-example' }, 'Enter a valid e-mail address'],
    ['a phone with letters', { contactPhone: 'call us' }, 'Enter a valid phone number'],
    [
      'a social link that is not a web address',
      { socialLinks: { ...SETTINGS.socialLinks, facebook: 'javascript:alert(1)' } },
      'Enter a full web address starting with https://',
    ],
    ['a tax rate over 100', { taxRatePercent: 101 }, 'Tax rate must be between 0 and 100'],
    ['a tax rate with three decimals', { taxRatePercent: 8.125 }, 'Tax rate takes at most two decimals'],
    ['a currency that is not ISO 4217', { currency: 'XYZ' }, 'Enter a currency code such as USD or EUR'],
    ['a negative Super Rush fee', { superRushFeeCents: -1 }, 'Super Rush fee must not be negative'],
    [
      'a fee in fractions of a cent',
      { superRushFeeCents: 10.5 },
      'Super Rush fee must be a whole number of cents',
    ],
    ['a reminder on day 0', { reminderDays: [0, 7] }, 'Reminder days must be at least 1'],
    ['the same reminder day twice', { reminderDays: [7, 7] }, 'Reminder days must differ'],
    ['hold-until-paid as text', { holdFilesUntilPaid: 'yes' }, 'Hold files until paid is on or off'],
  ])('refuses %s with 400 and leaves the settings as they were', async (_what, change, message) => {
    const before = (await t.request('/api/v1/staff/settings', { token: admin.token })).body.settings;
    const response = await put({ ...SETTINGS, ...change });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
    expect((await t.request('/api/v1/staff/settings', { token: admin.token })).body.settings).toEqual(before);
  });

  it('refuses a body without every field, or with one it does not know', async () => {
    const { taxLabel: _left, ...partial } = SETTINGS;
    expect((await put(partial)).status).toBe(400);
    expect((await put({ ...SETTINGS, stripeSecretKey: 'sk_live_x' })).status).toBe(400);
  });

  it('gives anyone the public part (the order forms’ Super Rush fee and tax line too), and nothing private', async () => {
    await put(SETTINGS);
    const response = await t.request('/api/v1/settings/public');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      settings: {
        businessName: SETTINGS.businessName,
        address: SETTINGS.address,
        contactEmail: SETTINGS.contactEmail,
        contactPhone: SETTINGS.contactPhone,
        socialLinks: SETTINGS.socialLinks,
        superRushFeeCents: 1500,
        taxRatePercent: 8.25,
        taxLabel: 'Sales tax',
      },
      cardPayments: false,
      currency: 'EUR',
    });
  });

  describe('a second API process on the same database', () => {
    let server: Server | null = null;
    let cleanup: (() => Promise<void>) | null = null;
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
      await cleanup?.();
    });

    it('sees a save made by the first at once, though it had the old settings cached', async () => {
      const other = createKnex(t.config.databaseUrl!, { poolMax: 2 });
      const logger = pino({ level: 'silent' });
      const users = new UserCache({ db: other, connectionString: t.config.databaseUrl!, logger });
      await users.start();
      const watch = await watchShopSettings({ db: other, connectionString: t.config.databaseUrl!, logger });
      cleanup = async () => {
        await watch.close();
        await users.close();
        await other.destroy();
      };
      expect(watch.listening).toBe(true);
      server = await new Promise((resolve) => {
        const s = createApp({ ...t.deps, db: other, users }).listen(0, '127.0.0.1', () => resolve(s));
      });
      const otherUrl = `http://127.0.0.1:${(server!.address() as { port: number }).port}`;
      const publicOnOther = async () =>
        ((await (await fetch(`${otherUrl}/api/v1/settings/public`)).json()) as { settings: ShopSettings })
          .settings;

      await put(SETTINGS);
      expect((await publicOnOther()).contactPhone).toBe(SETTINGS.contactPhone);
      // Cached there now: a read with no change between answers without the database. The save's
      // own NOTIFY may still be on its way and empty the cache once, so the read is tried until one
      // is answered from memory (a cache that never keeps anything fails here).
      const queries = vi.fn();
      other.on('query', queries);
      await vi.waitFor(
        async () => {
          queries.mockClear();
          await publicOnOther();
          expect(queries).not.toHaveBeenCalled();
        },
        { timeout: 2000, interval: 20 },
      );

      await put({ ...SETTINGS, contactPhone: '+44 20 7946 0958' });
      await vi.waitFor(async () => expect((await publicOnOther()).contactPhone).toBe('+44 20 7946 0958'), {
        timeout: 1000,
        interval: 5,
      });
      other.off('query', queries);
    });
  });
});
