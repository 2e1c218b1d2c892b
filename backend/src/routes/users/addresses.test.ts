import {
  addressesResponseSchema,
  addressResponseSchema,
  MAX_ADDRESSES_PER_USER,
  type SavedAddress,
} from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';

const HOME = {
  name: 'Dana Stitch',
  company: 'Threadworks',
  line1: '12 Main Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62704',
  country: 'us',
  phone: '+1 217 555 0100',
};
const WAREHOUSE = {
  name: 'Goods In',
  line1: '1 Dock Road',
  city: 'London',
  postalCode: 'SW1A 1AA',
  country: 'GB',
};

describe('the address book /api/v1/user/addresses', () => {
  const t = useTestContext();
  const client = useUser(t, { role: 'client' });

  const call = (path: string, method = 'GET', body?: unknown, token = client.token) =>
    t.request(`/api/v1/user/addresses${path}`, { method, body, token });

  async function fresh() {
    const { user, token } = await t.createUser({ role: 'client' });
    return { user, token, add: (body: unknown) => call('', 'POST', body, token) };
  }

  it('saves an address (country upper-cased, optional fields empty), lists it, and makes the first the default of both kinds', async () => {
    const { token, add } = await fresh();
    const created = await add(HOME);
    expect(created.status, created.text).toBe(201);
    expect(addressResponseSchema.safeParse(created.body).success).toBe(true);
    const address = created.body.address as SavedAddress;
    expect(address).toMatchObject({
      ...HOME,
      country: 'US',
      line2: '',
      defaultShipping: true,
      defaultBilling: true,
    });

    const second = await add(WAREHOUSE);
    expect(second.status, second.text).toBe(201);
    expect(second.body.address).toMatchObject({
      company: '',
      phone: '',
      defaultShipping: false,
      defaultBilling: false,
    });

    const list = await call('', 'GET', undefined, token);
    expect(list.status).toBe(200);
    expect(addressesResponseSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.addresses.map((a: SavedAddress) => a.name)).toEqual(['Dana Stitch', 'Goods In']);
  });

  it.each([
    ['US', '1234'],
    ['US', 'ABCDE'],
    ['GB', '12345'],
    ['DE', '1234'],
    ['DE', 'SW1A 1AA'],
  ])('refuses a postal code that is not of the country (%s %s) with 400', async (country, postalCode) => {
    const answer = await call('', 'POST', { ...HOME, country, postalCode });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.details).toContainEqual(
      expect.objectContaining({ path: 'postalCode', message: expect.stringMatching(/valid postal code/) }),
    );
  });

  it('accepts postal codes of their country (US ZIP+4, GB, DE)', async () => {
    const { add } = await fresh();
    for (const [country, postalCode] of [
      ['US', '62704-1234'],
      ['GB', 'EC1A 1BB'],
      ['DE', '10115'],
    ]) {
      const answer = await add({ ...HOME, country, postalCode });
      expect(answer.status, `${country} ${postalCode}: ${answer.text}`).toBe(201);
    }
  });

  it.each(['XX', 'USA', 'Germany', '', 42])('refuses an unknown country (%s) with 400', async (country) => {
    const answer = await call('', 'POST', { ...HOME, country });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.details).toContainEqual(expect.objectContaining({ path: 'country' }));
  });

  it('refuses missing required fields and unknown ones with 400', async () => {
    const missing = await call('', 'POST', { country: 'US' });
    expect(missing.status).toBe(400);
    const paths = missing.body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'line1', 'city', 'postalCode']));
    const unknown = await call('', 'POST', { ...HOME, userId: client.user.id });
    expect(unknown.status).toBe(400);
  });

  it('checks a changed country against the stored postal code, and changes fields', async () => {
    const { token, add } = await fresh();
    const { body } = await add(HOME);
    const id = body.address._id;
    const moved = await call(`/${id}`, 'PATCH', { country: 'DE' }, token);
    expect(moved.status, moved.text).toBe(200);
    const bad = await call(`/${id}`, 'PATCH', { country: 'GB' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual(expect.objectContaining({ path: 'postalCode' }));
    const renamed = await call(`/${id}`, 'PATCH', { line2: 'Unit 4', phone: '' }, token);
    expect(renamed.status).toBe(200);
    expect(renamed.body.address).toMatchObject({ line2: 'Unit 4', phone: '', country: 'DE' });
  });

  it('keeps one default of each kind: setting one clears the other, even when two requests race', async () => {
    const { token, add } = await fresh();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await add({ ...HOME, name: `Site ${i}` })).body.address._id);

    const moved = await call(`/${ids[2]}`, 'PATCH', { defaultShipping: true }, token);
    expect(moved.status).toBe(200);
    let list = (await call('', 'GET', undefined, token)).body.addresses as SavedAddress[];
    expect(list.filter((a) => a.defaultShipping).map((a) => a._id)).toEqual([ids[2]]);
    // Billing stays where it was.
    expect(list.filter((a) => a.defaultBilling).map((a) => a._id)).toEqual([ids[0]]);

    const answers = await Promise.all(
      ids.map((id) => call(`/${id}`, 'PATCH', { defaultShipping: true, defaultBilling: true }, token)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    list = (await call('', 'GET', undefined, token)).body.addresses as SavedAddress[];
    expect(list.filter((a) => a.defaultShipping)).toHaveLength(1);
    expect(list.filter((a) => a.defaultBilling)).toHaveLength(1);

    const created = await add({ ...HOME, name: 'New home', defaultShipping: true });
    list = (await call('', 'GET', undefined, token)).body.addresses as SavedAddress[];
    expect(list.filter((a) => a.defaultShipping).map((a) => a._id)).toEqual([created.body.address._id]);
  });

  it('answers 404 for another client’s address, and changes nothing of it', async () => {
    const other = await fresh();
    const { body } = await other.add(HOME);
    const id = body.address._id;
    expect((await call(`/${id}`, 'PATCH', { name: 'Mine now' })).status).toBe(404);
    expect((await call(`/${id}`, 'DELETE')).status).toBe(404);
    const theirs = await call('', 'GET', undefined, other.token);
    expect(theirs.body.addresses[0]).toMatchObject({ _id: id, name: HOME.name });
    expect((await call('/not-an-id', 'DELETE')).status).toBe(404);
  });

  it('deletes an address', async () => {
    const { token, add } = await fresh();
    const { body } = await add(HOME);
    expect((await call(`/${body.address._id}`, 'DELETE', undefined, token)).status).toBe(204);
    expect((await call('', 'GET', undefined, token)).body.addresses).toEqual([]);
    expect((await call(`/${body.address._id}`, 'DELETE', undefined, token)).status).toBe(404);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses, counted one creation at a time`, async () => {
    const { user, add } = await fresh();
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_USER + 3 }, (_, i) => add({ ...HOME, name: `Site ${i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_ADDRESSES_PER_USER);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const [{ count }] = await t.db('addresses').where({ user_id: user.id }).count<{ count: string }[]>('*');
    expect(Number(count)).toBe(MAX_ADDRESSES_PER_USER);
  });

  it('is for clients only', async () => {
    const staff = await t.createUser({ role: 'employee' });
    expect((await call('', 'GET', undefined, staff.token)).status).toBe(403);
    expect((await t.request('/api/v1/user/addresses')).status).toBe(401);
  });
});
