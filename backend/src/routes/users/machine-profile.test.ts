import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';

const API = '/api/v1';
const PATH = `${API}/user/machine-profile`;

describe('GET/PUT /user/machine-profile', () => {
  const t = useTestContext();

  it('answers the defaults before anything is set', async () => {
    const { token } = await t.createUser();
    const res = await t.request(PATH, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      formats: ['DST'],
      pesVersion: 6,
      needles: 15,
      hoopMm: { width: 180, height: 130 },
      threadChart: 'brother',
      speedSpm: 800,
      secondsPerTrim: 4,
      secondsPerColorChange: 10,
      fabricMm: 1,
      shortestStitchMm: 0.3,
    });
  });

  it('keeps what one client stores, for that client only', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const put = await t.request(PATH, {
      method: 'PUT',
      token: a.token,
      body: {
        formats: ['PES', 'HUS'],
        pesVersion: 1,
        needles: 6,
        threadChart: 'janome',
        shortestStitchMm: 0.5,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      shortestStitchMm: 0.5,
      formats: ['PES', 'HUS'],
      pesVersion: 1,
      needles: 6,
      threadChart: 'janome',
    });
    expect((await t.request(PATH, { token: a.token })).body).toEqual(put.body);
    expect((await t.request(PATH, { token: b.token })).body.formats).toEqual(['DST']);
  });

  it.each([
    ['no formats', { formats: [] }],
    ['an unknown format', { formats: ['ART'] }],
    ['a format twice', { formats: ['DST', 'DST'] }],
    ['16 needles', { formats: ['DST'], needles: 16 }],
    ['0 needles', { formats: ['DST'], needles: 0 }],
    ['PES version 5', { formats: ['PES'], pesVersion: 5 }],
    ['SHV, which is read but not written', { formats: ['SHV'] }],
    ['a shortest stitch of 0.05 mm', { formats: ['DST'], shortestStitchMm: 0.05 }],
    ['a negative hoop', { formats: ['DST'], hoopMm: { width: -1, height: 100 } }],
    ['an unknown field', { formats: ['DST'], colour: 'red' }],
    ['a chart that is not one', { formats: ['DST'], threadChart: 'madeira-ish' }],
    ['a chart id nobody imported', { formats: ['DST'], threadChart: '01900000-0000-7000-8000-000000000000' }],
    ['negative seconds per trim', { formats: ['DST'], secondsPerTrim: -1 }],
    ['a colour change of an hour', { formats: ['DST'], secondsPerColorChange: 3600 }],
    ['a fabric 2 cm thick', { formats: ['DST'], fabricMm: 20 }],
    ['a thickness in words', { formats: ['DST'], fabricMm: 'thick' }],
    ['not JSON object', 'DST'],
  ])('refuses %s with 400', async (_label, body) => {
    const { token } = await t.createUser();
    const res = await t.request(PATH, { method: 'PUT', token, body });
    expect(res.status).toBe(400);
    expect((await t.request(PATH, { token })).body.formats).toEqual(['DST']);
  });

  it('is for clients: no token is 401, staff are 403', async () => {
    expect((await t.request(PATH)).status).toBe(401);
    const staff = await t.createUser({ role: 'employee' });
    expect((await t.request(PATH, { token: staff.token })).status).toBe(403);
  });
});
