import { formatDate, type Order } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useMailedTestContext } from '../../test/context.ts';
import { clientOrderForStaff, PDF_BYTES, postJson, uploadForDelivery } from '../../test/staff.ts';

describe('e-mail to the client at each workflow step (real SMTP server)', () => {
  const { t, smtp } = useMailedTestContext();

  it('mails price set, payment recorded, proof ready, approved and shipped in the bell’s words', async () => {
    const { staff, client, order } = await clientOrderForStaff(
      t,
      { username: 'Bea', email: 'bea.flow@example.test' },
      'patches',
      'Flow badge',
    );
    const staffPost = (path: string, body: unknown) =>
      postJson(t, `/staff/orders/${order._id}${path}`, staff.token, body);

    expect((await staffPost('/price', { amountCents: 16000, reason: 'Gold thread' })).status).toBe(200);
    expect((await staffPost('/payments', { amountCents: 8000, method: 'card' })).status).toBe(200);
    expect((await staffPost('/status', { status: 'In Progress' })).status).toBe(200);
    const fileIds = await uploadForDelivery(t, staff.token, [
      { name: 'p.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const sent = (await staffPost('/proofs', { fileIds })).body as Order;
    const approved = await postJson(
      t,
      `/order/${order._id}/proofs/${sent.proofs[0]._id}/approve`,
      client.token,
      {},
    );
    expect(approved.status).toBe(200);
    expect((await staffPost('/status', { status: 'In Production' })).status).toBe(200);
    const shipment = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    expect((await staffPost('/status', { status: 'Shipped', shipment, confirmBalance: true })).status).toBe(
      200,
    );

    const { estimatedShipDate, estimatedDelivery } = approved.body as Order;
    const subjects = [
      'The price of your order Flow badge is $160.00: the 50% deposit of $80.00 is due before production (invoice on your order page)',
      'We received your payment of $80.00 for Flow badge: the balance is $80.00',
      'A proof of your order Flow badge is ready: please approve it or request changes',
      `You approved the proof of Flow badge: it is estimated to ship on ${formatDate(estimatedShipDate!)} and to arrive between ${formatDate(estimatedDelivery!.from)} and ${formatDate(estimatedDelivery!.to)}`,
      'Your order Flow badge is now Shipped with UPS, tracking number 1Z999AA10123456784 ' +
        '(track it at https://www.ups.com/track?tracknum=1Z999AA10123456784): it should arrive between ' +
        `${formatDate(estimatedDelivery!.from)} and ${formatDate(estimatedDelivery!.to)}`,
    ];
    for (const subject of subjects) {
      const mail = await smtp.waitFor((m) => m.subject === subject);
      expect(mail.to).toEqual(['bea.flow@example.test']);
      expect(mail.text).toContain(`${subject}.`);
      expect(mail.text).toContain(`https://desk.example.test/clientpanel/orders/Patches/${order._id}`);
    }
  });

  it('sends nothing for a refused step', async () => {
    const { staff, order } = await clientOrderForStaff(
      t,
      { email: 'refused.flow@example.test' },
      'digitizing',
    );
    expect(
      (
        await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
          amountCents: 5000,
          method: 'cash',
        })
      ).status,
    ).toBe(409);
    await postJson(t, `/staff/orders/${order._id}/price`, staff.token, {
      amountCents: 1200,
      reason: 'Puff after all',
    });
    await smtp.waitFor((m) => m.to.includes('refused.flow@example.test'));
    expect(
      smtp.messages.filter((m) => m.to.includes('refused.flow@example.test')).map((m) => m.subject),
    ).toEqual([expect.stringMatching(/^The price of your order/)]);
  });
});
