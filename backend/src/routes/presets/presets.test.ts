import {
  MAX_PRESETS_PER_USER,
  presetResponseSchema,
  presetsResponseSchema,
  type Preset,
} from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { inDays } from '../../test/order-fixtures.ts';

const DIGITIZING_FIELDS = {
  designName: 'Eagle',
  designCategory: 'Left Chest',
  designSize: { height: '3.5', width: 4 },
  otherInstructions: 'Keep the colours',
};

describe('order presets /api/v1/user/presets', () => {
  const t = useTestContext();
  const client = useUser(t, { role: 'client' });

  const call = (path: string, method = 'GET', body?: unknown, as = client.token) =>
    t.request(`/api/v1/user/presets${path}`, { method, body, token: as });
  const count = async (owner: string) =>
    Number((await t.db('order_presets').where({ user_id: owner }).count<{ count: string }[]>('*'))[0].count);

  it('saves a preset with the fields parsed as an order would, and lists it', async () => {
    const created = await call('', 'POST', {
      name: '  Left chest logo ',
      service: 'Digitizing',
      fields: DIGITIZING_FIELDS,
    });
    expect(created.status, created.text).toBe(201);
    const preset = created.body.preset as Preset;
    expect(preset).toMatchObject({
      name: 'Left chest logo',
      service: 'Digitizing',
      fields: { ...DIGITIZING_FIELDS, designSize: { height: 3.5, width: 4 } },
    });
    expect(preset._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(preset.createdAt)).toBeGreaterThan(0);

    const list = await call('');
    expect(list.status).toBe(200);
    expect(list.body.presets).toEqual([preset]);
    // The answers are what the OpenAPI document says they are.
    expect(presetResponseSchema.safeParse(created.body).success).toBe(true);
    expect(presetsResponseSchema.safeParse(list.body).success).toBe(true);
  });

  it('accepts the service by key or label in any case, and answers with the label', async () => {
    const { user, token: own } = await t.createUser({ role: 'client' });
    const created = await call(
      '',
      'POST',
      { name: 'Hoodies', service: 'customapparel', fields: { garmentCategory: 'Hoodie', garmentGSM: 320 } },
      own,
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body.preset.service).toBe('Custom Apparel');
    expect(await count(user.id)).toBe(1);
  });

  it('lists only the caller’s own presets, sorted by name whatever the case', async () => {
    const { token: own } = await t.createUser({ role: 'client' });
    for (const name of ['zebra', 'Apple', 'mango'])
      expect((await call('', 'POST', { name, service: 'vector', fields: {} }, own)).status).toBe(201);
    const list = await call('', 'GET', undefined, own);
    expect(list.body.presets.map((p: Preset) => p.name)).toEqual(['Apple', 'mango', 'zebra']);
    // The first client's preset is not among them, and theirs not among these.
    expect((await call('')).body.presets.map((p: Preset) => p.name)).not.toContain('Apple');
  });

  it('validates the fields with the order rules of the service (400, nothing stored)', async () => {
    const { user, token: own } = await t.createUser({ role: 'client' });
    const cases: [unknown, string][] = [
      [{ name: 'x', service: 'digitizing', fields: { designCategory: 'Nope' } }, 'fields.designCategory'],
      [{ name: 'x', service: 'vector', fields: { designColors: ['#123456'] } }, 'fields.designColors.0'],
      [{ name: 'x', service: 'patches', fields: { quantity: 0 } }, 'fields.quantity'],
      [
        { name: 'x', service: 'patches', fields: { estimatedDeliveryDate: '2001-01-01' } },
        'fields.estimatedDeliveryDate',
      ],
      [{ name: 'x', service: 'digitizing', fields: { orderTitle: 'Titles are per order' } }, 'fields'],
      [{ name: 'x', service: 'digitizing', fields: { attachment: [] } }, 'fields'],
      [
        { name: 'x', service: 'digitizing', fields: { designSize: { height: 'tall', width: 1 } } },
        'fields.designSize.height',
      ],
      [{ name: 'x', service: 'Embroidery', fields: {} }, 'service'],
      [{ name: 'x', service: 'digitizing', fields: 'all of them' }, 'fields'],
      [{ name: '   ', service: 'digitizing', fields: {} }, 'name'],
      [{ name: 'x'.repeat(61), service: 'digitizing', fields: {} }, 'name'],
      [{ name: 'bad\u0000name', service: 'digitizing', fields: {} }, 'name'],
      [{ name: 'x', service: 'digitizing', fields: {}, userId: 'someone-else' }, ''],
    ];
    for (const [body, path] of cases) {
      const response = await call('', 'POST', body, own);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.details.map((d: { path: string }) => d.path).join(' ')).toContain(path);
    }
    expect(await count(user.id)).toBe(0);
  });

  it('keeps a valid future delivery date and the colours lower-cased, as orders do', async () => {
    const { token: own } = await t.createUser({ role: 'client' });
    const date = inDays(10);
    const created = await call(
      '',
      'POST',
      {
        name: 'Badges',
        service: 'Patches',
        fields: { designColors: ['#FF0000'], backing: 'Velcro', quantity: '50', estimatedDeliveryDate: date },
      },
      own,
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body.preset.fields).toMatchObject({
      designColors: ['#ff0000'],
      backing: 'Velcro',
      quantity: 50,
      estimatedDeliveryDate: date,
    });
  });

  it('refuses a second preset with the same name in any case (409)', async () => {
    const { user, token: own } = await t.createUser({ role: 'client' });
    expect((await call('', 'POST', { name: 'Caps', service: 'digitizing' }, own)).status).toBe(201);
    const again = await call('', 'POST', { name: ' CAPS', service: 'vector', fields: {} }, own);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already have a preset with this name');
    expect(await count(user.id)).toBe(1);
    // Another client may use the same name.
    expect((await call('', 'POST', { name: 'Caps', service: 'digitizing' })).status).toBe(201);
  });

  it('renames and replaces fields, checked against the preset’s own service', async () => {
    const { token: own } = await t.createUser({ role: 'client' });
    const { body } = await call(
      '',
      'POST',
      { name: 'Shirts', service: 'digitizing', fields: DIGITIZING_FIELDS },
      own,
    );
    const id = body.preset._id as string;
    await call('', 'POST', { name: 'Jackets', service: 'digitizing', fields: {} }, own);

    const renamed = await call(`/${id}`, 'PATCH', { name: 'Polo shirts' }, own);
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.preset).toMatchObject({ name: 'Polo shirts', fields: { designName: 'Eagle' } });

    const replaced = await call(`/${id}`, 'PATCH', { fields: { designCategory: 'Jacket Back' } }, own);
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.preset.fields).toEqual({
      designCategory: 'Jacket Back',
      designName: '',
      otherInstructions: '',
    });
    expect(replaced.body.preset.name).toBe('Polo shirts');
    expect(Date.parse(replaced.body.preset.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(body.preset.updatedAt),
    );

    // A vector category is no digitizing category: the preset's service decides.
    const wrong = await call(`/${id}`, 'PATCH', { fields: { designCategory: 'Color Separation' } }, own);
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].path).toBe('fields.designCategory');
    expect((await call(`/${id}`, 'PATCH', { name: 'jackets' }, own)).status).toBe(409);
    expect((await call(`/${id}`, 'PATCH', {}, own)).status).toBe(400);
    expect((await call(`/${id}`, 'PATCH', { service: 'vector' }, own)).status).toBe(400);

    const stored = await t.db('order_presets').where({ id }).first();
    expect(stored).toMatchObject({
      name: 'Polo shirts',
      service_type: 'digitizing',
      fields: { designCategory: 'Jacket Back' },
    });
  });

  it('deletes a preset (204); another client’s preset is not found (404) and stays', async () => {
    const other = await t.createUser({ role: 'client' });
    const theirs = (await call('', 'POST', { name: 'Theirs', service: 'vector' }, other.token)).body.preset;
    const mine = (await call('', 'POST', { name: 'Mine to delete', service: 'vector' })).body.preset;

    expect((await call(`/${theirs._id}`, 'PATCH', { name: 'Taken over' })).status).toBe(404);
    expect((await call(`/${theirs._id}`, 'DELETE')).status).toBe(404);
    expect((await call('/not-a-uuid', 'DELETE')).status).toBe(404);
    expect(await t.db('order_presets').where({ id: theirs._id }).first()).toMatchObject({ name: 'Theirs' });

    const deleted = await call(`/${mine._id}`, 'DELETE');
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await call(`/${mine._id}`, 'DELETE')).status).toBe(404);
    expect((await call('')).body.presets.map((p: Preset) => p.name)).not.toContain('Mine to delete');
  });

  it('is documented in OpenAPI with the per-service fields', async () => {
    const doc = (await t.request('/api/v1/openapi.json')).body;
    const post = doc.paths['/api/v1/user/presets'].post;
    const options = post.requestBody.content['application/json'].schema.anyOf as {
      properties: { service: { enum: string[] }; fields: { properties: Record<string, unknown> } };
    }[];
    expect(options.map((o) => o.properties.service.enum)).toEqual([
      ['Digitizing', 'digitizing'],
      ['Vector', 'vector'],
      ['Patches', 'patches'],
      ['Custom Apparel', 'customApparel'],
    ]);
    expect(Object.keys(options[2].properties.fields.properties)).toEqual(
      expect.arrayContaining(['patchCategory', 'backing', 'quantity', 'estimatedDeliveryDate']),
    );
    expect(options[0].properties.fields.properties).not.toHaveProperty('orderTitle');
    expect(options[0].properties.fields.properties).not.toHaveProperty('attachment');
    expect(doc.paths['/api/v1/user/presets/{id}'].delete.responses).toHaveProperty('204');
  });

  it('needs a signed-in client', async () => {
    expect((await t.request('/api/v1/user/presets')).status).toBe(401);
    const staff = await t.createUser({ role: 'employee' });
    expect((await call('', 'GET', undefined, staff.token)).status).toBe(403);
    expect((await call('', 'POST', { name: 'x', service: 'vector' }, staff.token)).status).toBe(403);
  });

  it(`keeps at most ${MAX_PRESETS_PER_USER} presets, also when they are created at the same time`, async () => {
    const { user, token: own } = await t.createUser({ role: 'client' });
    for (let i = 0; i < MAX_PRESETS_PER_USER - 5; i++)
      expect((await call('', 'POST', { name: `Preset ${i}`, service: 'vector' }, own)).status).toBe(201);
    const racing = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('', 'POST', { name: `Racing ${i}`, service: 'vector' }, own)),
    );
    const statuses = racing.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(racing.find((r) => r.status === 409)!.body.error).toMatch(/at most 50 presets/);
    expect(await count(user.id)).toBe(MAX_PRESETS_PER_USER);
    expect(client.user.id).not.toBe(user.id);
  });
});
