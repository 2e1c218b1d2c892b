import { describe, expect, it } from 'vitest';
import { useMailedTestContext, useUser } from '../../test/context.ts';
import { mailTo } from '../../test/mail-links.ts';
import { QUOTE_NOT_FOUND } from '../../services/quotes/inbox.ts';

const API = '/api/v1';
const SUBJECT = 'About your quote request';

describe('staff reply to a quote request', () => {
  const { t, smtp } = useMailedTestContext();
  const employee = useUser(t, { role: 'employee' });
  const client = useUser(t);

  const requestQuote = async (email: string) => {
    const sent = await t.request(`${API}/quotes`, {
      method: 'POST',
      body: { name: 'Ada Shop', email, services: 'patches', message: '200 woven patches, 3 inch' },
    });
    expect(sent.status).toBe(201);
    return (await t.db('quotes').where({ email }).first('id')).id as string;
  };
  const reply = (id: string, body: unknown, token = employee.token) =>
    t.request(`${API}/staff/quotes/${id}/reply`, { method: 'POST', body, token });

  it('e-mails the reply to the requester with a register link, keeps it in the history, new → replied', async () => {
    const id = await requestQuote('ada-shop@example.test');
    const first = await reply(id, { message: 'Woven, 3 inch, 200 pieces: $310. Ready in 10 days.' });
    expect(first.status).toBe(201);
    expect(first.body.quote).toMatchObject({ id, status: 'replied', handled: true });
    expect(first.body.replies).toEqual([
      {
        id: expect.any(String),
        message: 'Woven, 3 inch, 200 pieces: $310. Ready in 10 days.',
        author: employee.user.username,
        createdAt: expect.any(String),
      },
    ]);
    const mail = await mailTo(smtp, 'ada-shop@example.test', SUBJECT);
    expect(mail.text).toContain('Hello Ada Shop,');
    expect(mail.text).toContain('Woven, 3 inch, 200 pieces: $310. Ready in 10 days.');
    expect(mail.text).toContain(`${t.config.publicUrl}/register`);

    const second = await reply(id, { message: 'We can also do iron-on backing.' });
    expect(second.body.quote.status).toBe('replied');
    expect(second.body.replies.map((r: { message: string }) => r.message)).toEqual([
      'Woven, 3 inch, 200 pieces: $310. Ready in 10 days.',
      'We can also do iron-on backing.',
    ]);
    await mailTo(smtp, 'ada-shop@example.test', SUBJECT, 1);
    const listed = await t.request(`${API}/staff/quotes`, { token: employee.token });
    expect(listed.body.quotes.find((q: { id: string }) => q.id === id).status).toBe('replied');
  });

  it('refuses an empty reply (400), an unknown quote (404) and a client (403), and keeps nothing', async () => {
    const id = await requestQuote('bo-shop@example.test');
    expect((await reply(id, { message: '   ' })).status).toBe(400);
    const unknown = await reply('0190a0b0-0000-7000-8000-000000000000', { message: 'Hello' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(QUOTE_NOT_FOUND);
    expect((await reply(id, { message: 'Hello' }, client.token)).status).toBe(403);
    expect(await t.db('quote_replies').where({ quote_id: id }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await t.db('quotes').where({ id }).first('status')).status).toBe('new');
  });
});
