import { describe, expect, it } from 'vitest';
import { useMailedTestContext, useUser } from '../../test/context.ts';
import { mailTo } from '../../test/mail-links.ts';
import { QUOTE_NOT_FOUND } from '../../services/quotes/inbox.ts';

const API = '/api/v1';
const SUBJECT = 'About your quote request';

describe('staff reply to a quote request', () => {
  const { t, smtp } = useMailedTestContext({ QUOTE_RATE_LIMIT: '100' });
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
    expect(first.body.quote.replies).toEqual([
      {
        id: expect.any(String),
        message: 'Woven, 3 inch, 200 pieces: $310. Ready in 10 days.',
        sentAt: expect.any(String),
        by: { username: employee.user.username },
        offer: null,
      },
    ]);
    const mail = await mailTo(smtp, 'ada-shop@example.test', SUBJECT);
    expect(mail.text).toContain('Hello Ada Shop,');
    expect(mail.text).toContain('Woven, 3 inch, 200 pieces: $310. Ready in 10 days.');
    expect(mail.text).toContain(`${t.config.publicUrl}/register`);

    const second = await reply(id, { message: 'We can also do iron-on backing.' });
    expect(second.body.quote.status).toBe('replied');
    expect(second.body.quote.replies.map((r: { message: string }) => r.message)).toEqual([
      'Woven, 3 inch, 200 pieces: $310. Ready in 10 days.',
      'We can also do iron-on backing.',
    ]);
    await mailTo(smtp, 'ada-shop@example.test', SUBJECT, 1);
    const listed = await t.request(`${API}/staff/quotes`, { token: employee.token });
    const inbox = listed.body.quotes.find((q: { id: string }) => q.id === id);
    expect(inbox.status).toBe('replied');
    expect(inbox.replies).toEqual(second.body.quote.replies);
  });

  it("lists each quote's history with its offers and where they stand, the quote new → replied → won", async () => {
    const id = await requestQuote('cy-shop@example.test');
    const untouched = await requestQuote('di-shop@example.test');
    await reply(id, { message: 'Which backing?' });
    await reply(id, {
      message: 'Iron-on it is.',
      offer: { service: 'patches', title: '200 woven patches', amountCents: 31_050 },
    });
    const inboxOf = async (quoteId: string) =>
      (await t.request(`${API}/staff/quotes?handled=true`, { token: employee.token })).body.quotes.find(
        (q: { id: string }) => q.id === quoteId,
      );
    const replied = await inboxOf(id);
    expect(replied.status).toBe('replied');
    expect(replied.replies.map((r: { message: string; offer: unknown }) => [r.message, r.offer])).toEqual([
      ['Which backing?', null],
      [
        'Iron-on it is.',
        { service: 'patches', title: '200 woven patches', amountCents: 31_050, status: 'open' },
      ],
    ]);
    const listedOpen = await t.request(`${API}/staff/quotes?handled=false`, { token: employee.token });
    expect(listedOpen.body.quotes.find((q: { id: string }) => q.id === untouched)).toMatchObject({
      status: 'new',
      replies: [],
    });

    const buyer = await t.createUser({ email: 'cy-shop@example.test' });
    const offer = await t.db('quote_offers').where({ quote_id: id }).first('id');
    const accepted = await t.request(`${API}/user/offers/${offer.id}/accept`, {
      method: 'POST',
      token: buyer.token,
    });
    expect(accepted.status).toBe(201);
    const won = await inboxOf(id);
    expect(won.status).toBe('won');
    expect(won.replies[1].offer).toEqual({
      service: 'patches',
      title: '200 woven patches',
      amountCents: 31_050,
      status: 'accepted',
      orderNumber: accepted.body.order.number,
    });
  });

  it("shows an offer past its 30 days as expired and a declined one's quote as lost", async () => {
    const stale = await requestQuote('ed-shop@example.test');
    const declined = await requestQuote('fi-shop@example.test');
    const offer = { service: 'digitizing', title: 'Jacket back', amountCents: 3_000 };
    await reply(stale, { message: 'Our offer', offer });
    await reply(declined, { message: 'Our offer', offer });
    await t
      .db('quote_offers')
      .where({ quote_id: stale })
      .update({ created_at: t.db.raw("now() - interval '31 days'") });
    const buyer = await t.createUser({ email: 'fi-shop@example.test' });
    const row = await t.db('quote_offers').where({ quote_id: declined }).first('id');
    expect(
      (await t.request(`${API}/user/offers/${row.id}/decline`, { method: 'POST', token: buyer.token }))
        .status,
    ).toBe(200);
    const quotes = (await t.request(`${API}/staff/quotes?handled=true`, { token: employee.token })).body
      .quotes;
    const byId = (quoteId: string) => quotes.find((q: { id: string }) => q.id === quoteId);
    expect(byId(stale).replies[0].offer.status).toBe('expired');
    expect(byId(declined)).toMatchObject({ status: 'lost', replies: [{ offer: { status: 'declined' } }] });
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
