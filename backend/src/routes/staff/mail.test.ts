import { createServer } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../services/notifications/smtp.ts';
import { useMailedTestContext } from '../../test/context.ts';
import { createTestContext } from '../../test/harness.ts';
import { PNG_BYTES } from '../../test/order-fixtures.ts';
import { clientOrderForStaff, placeOrder, postJson, uploadForDelivery } from '../../test/staff.ts';
import { makeReadyForProduction } from '../../test/workflow.ts';

describe('e-mail to the client on status changes and deliveries (real SMTP server)', () => {
  const { t, smtp } = useMailedTestContext();

  it("mails the client each move and the delivery, in the notification's words", async () => {
    const { staff, order } = await clientOrderForStaff(
      t,
      { username: 'Ana', email: 'ana.mail@example.test' },
      'customApparel',
      'Team hoodies',
    );
    expect(
      (await postJson(t, `/staff/orders/${order._id}/status`, staff.token, { status: 'In Progress' })).status,
    ).toBe(200);

    const moved = await smtp.waitFor((m) => m.subject === 'Your order Team hoodies is now In Progress');
    expect(moved.to).toEqual(['ana.mail@example.test']);
    expect(moved.from).toBe('desk@stitchdesk.test');
    expect(moved.text).toContain('Hello Ana,');
    expect(moved.text).toContain('Your order Team hoodies is now In Progress.');
    expect(moved.text).toContain(
      `https://desk.example.test/clientpanel/orders/Custom%20Apparel/${order._id}`,
    );

    await makeReadyForProduction(t, order._id);
    await postJson(t, `/staff/orders/${order._id}/status`, staff.token, { status: 'In Production' });
    await postJson(t, `/staff/orders/${order._id}/status`, staff.token, {
      status: 'Shipped',
      shipment: { carrier: 'other', carrierName: 'Local courier', trackingNumber: 'LC-1' },
    });
    const ids = await uploadForDelivery(t, staff.token, [
      { name: 'tracking.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    expect(
      (await postJson(t, `/staff/orders/${order._id}/deliveries`, staff.token, { fileIds: ids })).status,
    ).toBe(200);

    const done = await smtp.waitFor((m) => m.subject.startsWith('Your order Team hoodies is completed'));
    expect(done.subject).toBe('Your order Team hoodies is completed — your files are ready');
    expect(done.to).toEqual(['ana.mail@example.test']);
    expect(done.text).toContain('Your order Team hoodies is completed — your files are ready.');
    await smtp.waitFor((m) => m.subject === 'Your order Team hoodies is now In Production');
    await smtp.waitFor(
      (m) => m.subject === 'Your order Team hoodies is now Shipped with Local courier, tracking number LC-1',
    );
    const toAna = smtp.messages.filter((m) => m.to.includes('ana.mail@example.test')).map((m) => m.subject);
    expect(toAna).toHaveLength(4);
  });

  it('sends nothing for a refused move', async () => {
    const { staff, order } = await clientOrderForStaff(
      t,
      { email: 'refused@example.test' },
      'vector',
      'Refused move',
    );
    expect(
      (await postJson(t, `/staff/orders/${order._id}/status`, staff.token, { status: 'Shipped' })).status,
    ).toBe(409);
    await postJson(t, `/staff/orders/${order._id}/status`, staff.token, { status: 'Cancelled' });
    await smtp.waitFor((m) => m.subject === 'Your order Refused move is now Cancelled');
    expect(smtp.messages.filter((m) => m.to.includes('refused@example.test'))).toHaveLength(1);
  });
});

describe('e-mail failures', () => {
  it('logs a failed send and still answers the status change', async () => {
    // A port that refuses connections: reserve one, then close it.
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const logged: { msg: string; to?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'desk@stitchdesk.test' });
    const t = await createTestContext({ mailer, logger });
    try {
      const staff = await t.createUser({ role: 'admin' });
      const client = await t.createUser({ role: 'client', email: 'unreachable@example.test' });
      const order = await placeOrder(t, client.token, 'digitizing');
      const response = await postJson(t, `/staff/orders/${order._id}/status`, staff.token, {
        status: 'In Progress',
      });
      expect(response.status).toBe(200);
      expect(response.body.orderStatus).toBe('In Progress');
      await expect
        .poll(() => logged.some((l) => l.msg === 'e-mail not sent' && l.to === 'unreachable@example.test'))
        .toBe(true);
    } finally {
      await t.close();
      mailer.close();
    }
  });
});
