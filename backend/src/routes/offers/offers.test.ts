import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  DEFAULT_TURNAROUND_MINUTES,
  endOfDate,
  UNAPPROVED_GOODS_DUE_BUSINESS_DAYS,
  utcDate,
} from '@stitchdesk/shared';
import { useMailedTestContext, useUser } from '../../test/context.ts';
import { mailTo } from '../../test/mail-links.ts';
import {
  OFFER_ALREADY_ACCEPTED,
  OFFER_ALREADY_DECLINED,
  OFFER_EXPIRED,
  OFFER_NOT_FOUND,
} from '../../services/quotes/offers.ts';
import { OFFER_ACCEPTED } from './offers.ts';

const API = '/api/v1';
const OFFER_SUBJECT = 'Your quote: our offer';

describe('offers made in reply to quotes', () => {
  const { t, smtp } = useMailedTestContext({ QUOTE_RATE_LIMIT: '100' });
  const employee = useUser(t, { role: 'employee' });
  const other = useUser(t);
  let counter = 0;

  /** A quote from a fresh address answered with an offer; the address and the offer's id. */
  const offered = async (offer: Record<string, unknown> = {}) => {
    counter += 1;
    const email = `buyer-${counter}@example.test`;
    await t.request(`${API}/quotes`, {
      method: 'POST',
      body: { name: 'Ada Shop', email, services: 'patches', message: '200 woven patches, 3 inch' },
    });
    const quote = await t.db('quotes').where({ email }).first('id');
    const reply = await t.request(`${API}/staff/quotes/${quote.id}/reply`, {
      method: 'POST',
      token: employee.token,
      body: {
        message: 'Woven, 3 inch, 200 pieces.',
        offer: { service: 'patches', title: '200 woven patches', amountCents: 31_050, ...offer },
      },
    });
    expect(reply.status).toBe(201);
    const row = await t.db('quote_offers').where({ quote_id: quote.id }).first('id');
    return { email, quoteId: quote.id as string, offerId: row.id as string };
  };
  const accept = (id: string, token: string, headers: Record<string, string> = {}) =>
    t.request(`${API}/user/offers/${id}/accept`, { method: 'POST', token, headers });
  const ordersOf = async (userId: string) =>
    Number((await t.db('orders').where({ user_id: userId }).count({ n: '*' }))[0].n);

  it('e-mails the offer with its price, a panel and a register link; the account with that e-mail sees it, registered later', async () => {
    const { email, offerId, quoteId } = await offered({ instructions: 'Merrow border, navy' });
    const mail = await mailTo(smtp, email, OFFER_SUBJECT);
    expect(mail.text).toContain('Our offer: 200 woven patches (Patches) for $310.50, valid for 30 days.');
    expect(mail.text).toContain(`${t.config.publicUrl}/clientpanel/offers`);
    expect(mail.text).toContain(`${t.config.publicUrl}/register`);
    expect((await t.db('quotes').where({ id: quoteId }).first()).status).toBe('replied');

    // Registered after the reply, with the address in other letters, unconfirmed.
    const buyer = await t.createUser({ email: email.toUpperCase() });
    const listed = await t.request(`${API}/user/offers`, { token: buyer.token });
    expect(listed.status).toBe(200);
    expect(listed.body.offers).toEqual([
      {
        id: offerId,
        service: 'patches',
        title: '200 woven patches',
        instructions: 'Merrow border, navy',
        price: { amountCents: 31_050 },
        status: 'open',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        orderId: null,
        orderNumber: null,
      },
    ]);
    const { createdAt, expiresAt } = listed.body.offers[0];
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(30 * 24 * 3600_000);
    expect((await t.request(`${API}/user/offers`, { token: other.token })).body.offers).toEqual([]);
  });

  it('accepting places one order at the offered price and wins the quote; a second accept places none', async () => {
    const { email, offerId, quoteId } = await offered();
    const buyer = await t.createUser({ email });
    const first = await accept(offerId, buyer.token);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(OFFER_ACCEPTED);
    expect(first.body.order).toMatchObject({
      serviceType: 'Patches',
      orderStatus: 'Pending',
      price: { amountCents: 31_050 },
    });
    expect(await t.db('orders').where({ id: first.body.order._id }).first()).toMatchObject({
      title: '200 woven patches',
      price_cents: 31_050,
    });
    expect((await t.db('quotes').where({ id: quoteId }).first()).status).toBe('won');

    const again = await accept(offerId, buyer.token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(OFFER_ALREADY_ACCEPTED);
    expect(await ordersOf(buyer.user.id)).toBe(1);
    const listed = await t.request(`${API}/user/offers`, { token: buyer.token });
    expect(listed.body.offers[0]).toMatchObject({
      status: 'accepted',
      orderId: first.body.order._id,
      orderNumber: first.body.order.number,
    });
  });

  // Product spec, Order rules: "Digitizing and vector turnaround about an hour"; goods are due on
  // business days (production 4, shipping 3 to 4), never within the hour.
  it("is due when the spec's turnaround for its service says: digital work in the hour, goods in business days", async () => {
    expect(t.config.turnaroundMinutes).toBe(DEFAULT_TURNAROUND_MINUTES);
    const digital = await offered({ service: 'digitizing', title: 'Jacket back' });
    const digitalOrder = (await accept(digital.offerId, (await t.createUser({ email: digital.email })).token))
      .body.order;
    expect(Date.parse(digitalOrder.dueAt) - Date.parse(digitalOrder.createdAt)).toBe(
      DEFAULT_TURNAROUND_MINUTES * 60_000,
    );

    const goods = await offered();
    const goodsOrder = (await accept(goods.offerId, (await t.createUser({ email: goods.email })).token)).body
      .order;
    const placedAt = new Date(goodsOrder.createdAt);
    expect(goodsOrder.dueAt).toBe(
      endOfDate(addBusinessDays(utcDate(placedAt), UNAPPROVED_GOODS_DUE_BUSINESS_DAYS)).toISOString(),
    );
    expect(Date.parse(goodsOrder.dueAt) - placedAt.getTime()).toBeGreaterThan(7 * 24 * 3600_000);
  });

  it('places one order when two accepts arrive at once', async () => {
    const { email, offerId } = await offered();
    const buyer = await t.createUser({ email });
    const answers = await Promise.all([accept(offerId, buyer.token), accept(offerId, buyer.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await ordersOf(buyer.user.id)).toBe(1);
  });

  it('replays the first answer to the same Idempotency-Key', async () => {
    const { email, offerId } = await offered();
    const buyer = await t.createUser({ email });
    const headers = { 'Idempotency-Key': 'accept-offer-1' };
    const first = await accept(offerId, buyer.token, headers);
    const second = await accept(offerId, buyer.token, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.order._id).toBe(first.body.order._id);
    expect(await ordersOf(buyer.user.id)).toBe(1);
  });

  it('another account can neither see, accept nor decline it (404)', async () => {
    const { email, offerId, quoteId } = await offered();
    await t.createUser({ email });
    const stolen = await accept(offerId, other.token);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(OFFER_NOT_FOUND);
    const declined = await t.request(`${API}/user/offers/${offerId}/decline`, {
      method: 'POST',
      token: other.token,
    });
    expect(declined.status).toBe(404);
    expect(await ordersOf(other.user.id)).toBe(0);
    expect((await t.db('quote_offers').where({ id: offerId }).first()).status).toBe('open');
    expect((await t.db('quotes').where({ id: quoteId }).first()).status).toBe('replied');
    // Staff are not clients: the panel's routes are not theirs.
    expect((await accept(offerId, employee.token)).status).toBe(403);
  });

  it('expires 30 days after it was made: listed as expired, accepting answers 410', async () => {
    const { email, offerId } = await offered();
    const buyer = await t.createUser({ email });
    await t
      .db('quote_offers')
      .where({ id: offerId })
      .update({ created_at: new Date(Date.now() - 30 * 24 * 3600_000 - 1000) });
    const listed = await t.request(`${API}/user/offers`, { token: buyer.token });
    expect(listed.body.offers[0].status).toBe('expired');
    const late = await accept(offerId, buyer.token);
    expect(late.status).toBe(410);
    expect(late.body.error).toBe(OFFER_EXPIRED);
    expect(await ordersOf(buyer.user.id)).toBe(0);
  });

  it('declining loses the quote; the offer cannot be accepted after', async () => {
    const { email, offerId, quoteId } = await offered();
    const buyer = await t.createUser({ email });
    const declined = await t.request(`${API}/user/offers/${offerId}/decline`, {
      method: 'POST',
      token: buyer.token,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.offer.status).toBe('declined');
    expect((await t.db('quotes').where({ id: quoteId }).first()).status).toBe('lost');
    const late = await accept(offerId, buyer.token);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(OFFER_ALREADY_DECLINED);
  });

  it('takes the price only as a whole, positive number of cents', async () => {
    const quote = await t.db('quotes').first('id');
    for (const amountCents of [310.5, '31050', -5, 0, null]) {
      const response = await t.request(`${API}/staff/quotes/${quote.id}/reply`, {
        method: 'POST',
        token: employee.token,
        body: { message: 'Offer', offer: { service: 'patches', title: 'Patches', amountCents } },
      });
      expect(response.status).toBe(400);
    }
    const badService = await t.request(`${API}/staff/quotes/${quote.id}/reply`, {
      method: 'POST',
      token: employee.token,
      body: { message: 'Offer', offer: { service: 'embroidery', title: 'Patches', amountCents: 100 } },
    });
    expect(badService.status).toBe(400);
  });
});
