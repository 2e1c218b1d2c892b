import {
  earliestPaymentDate,
  formatDate,
  paymentDateProblem,
  type Order,
  type StaffOrderDetail,
} from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES, upload } from '../../test/order-fixtures.ts';
import { PDF_BYTES, fileIdOf, placeOrder, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';
import { bellMessages } from '../../test/bell.ts';

/**
 * The staff half of the production workflow (issue 13) against the real database: prices, the
 * payments ledger, proofs, and the gate in front of production.
 */
describe('production workflow: staff', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee', username: 'Sam Staff' });
  const client = useUser(t, { role: 'client', username: 'Ana' });

  const post = (path: string, body: unknown, token = staff.token) => postJson(t, path, token, body);
  const price = (id: string, body: unknown, token?: string) => post(`/staff/orders/${id}/price`, body, token);
  const pay = (id: string, body: unknown, token?: string) =>
    post(`/staff/orders/${id}/payments`, body, token);
  const proof = (id: string, body: unknown, token?: string) =>
    post(`/staff/orders/${id}/proofs`, body, token);
  const move = (id: string, status: string) => post(`/staff/orders/${id}/status`, { status });
  const detail = async (id: string) =>
    (await t.request<StaffOrderDetail>(`/api/v1/staff/orders/${id}`, { token: staff.token })).body;
  const pdf = () =>
    uploadForDelivery(t, staff.token, [{ name: 'proof.pdf', type: 'application/pdf', bytes: PDF_BYTES }]);
  const counts = async (orderId: string) => ({
    payments: Number((await t.db('payments').where({ order_id: orderId }).count({ n: '*' }).first())!.n),
    proofs: Number((await t.db('proofs').where({ order_id: orderId }).count({ n: '*' }).first())!.n),
    events: Number((await t.db('order_events').where({ order_id: orderId }).count({ n: '*' }).first())!.n),
    notifications: Number(
      (await t.db('notifications').where({ order_id: orderId }).count({ n: '*' }).first())!.n,
    ),
  });
  const approveAsClient = async (orderId: string) => {
    const order = (await t.request<Order>(`/api/v1/order/getorder/${orderId}`, { token: client.token })).body;
    const latest = order.proofs[order.proofs.length - 1];
    const response = await post(`/order/${orderId}/proofs/${latest._id}/approve`, {}, client.token);
    expect(response.status, response.text).toBe(200);
    return response.body as Order;
  };

  describe('prices', () => {
    it('prices orders from the published tables at placement, whatever the client sends', async () => {
      const file = await upload(t, client.token);
      const response = await t.request('/api/v1/order/createorder/patches', {
        method: 'POST',
        token: client.token,
        body: {
          patches: {
            orderTitle: 'Club badge',
            attachment: [file],
            patchCategory: 'Embroidery Patch',
            backing: 'Velcro',
            designSize: { height: 3, width: 3 },
            quantity: 50,
            estimatedDeliveryDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
            price: 1,
            amountCents: 1,
          },
          price: { amountCents: 1 },
        },
      });
      expect(response.status, response.text).toBe(201);
      expect(response.body.order.price).toEqual({
        amountCents: 15000,
        paidCents: 0,
        balanceCents: 15000,
        depositDueCents: 7500,
        subtotalCents: 15000,
        taxCents: 0,
        superRushFeeCents: 0,
        taxRatePercent: 0,
        taxLabel: 'Tax',
      });
      const printed = await placeOrder(t, client.token, 'patches');
      expect(printed.price.amountCents).toBe(15000); // 50 woven patches: the $150 package too
      const apparel = await placeOrder(t, client.token, 'customApparel');
      expect(apparel.price).toEqual({
        amountCents: null,
        paidCents: 0,
        balanceCents: 0,
        depositDueCents: 0,
        subtotalCents: null,
        taxCents: null,
        superRushFeeCents: 0,
        taxRatePercent: null,
        taxLabel: null,
      });
      const vector = await placeOrder(t, client.token, 'vector');
      expect(vector.price.amountCents).toBe(1500); // Color Separation: a standard vector
    });

    it('leaves patches above 200 pieces to be confirmed, then staff set the price with a reason kept in history', async () => {
      const file = await upload(t, client.token);
      const created = await t.request('/api/v1/order/createorder/patches', {
        method: 'POST',
        token: client.token,
        body: {
          patches: {
            orderTitle: 'Big run',
            attachment: [file],
            patchCategory: 'PVC Patch',
            backing: 'Velcro',
            designSize: { height: 3, width: 3 },
            quantity: 500,
            estimatedDeliveryDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
          },
        },
      });
      const order = created.body.order as Order;
      expect(order.price.amountCents).toBeNull();

      const response = await price(order._id, { amountCents: 62_550, reason: 'Quoted 500 PVC patches' });
      expect(response.status, response.text).toBe(200);
      expect(response.body.price).toEqual({
        amountCents: 62_550,
        paidCents: 0,
        balanceCents: 62_550,
        depositDueCents: 31_275,
        subtotalCents: 62_550,
        taxCents: 0,
        superRushFeeCents: 0,
        taxRatePercent: 0,
        taxLabel: 'Tax',
      });
      const changed = await price(order._id, { amountCents: 60_000, reason: 'Volume discount' });
      expect(changed.body.price.amountCents).toBe(60_000);

      const { events } = await detail(order._id);
      const steps = events.filter((e) => e.kind === 'price');
      expect(steps.map((e) => e.note)).toEqual([
        'Price to be confirmed → $625.50: Quoted 500 PVC patches',
        'Price $625.50 → $600.00: Volume discount',
      ]);
      expect(steps[1]).toMatchObject({
        actor: { id: staff.user.id, username: 'Sam Staff' },
        fromStatus: 'Pending',
        toStatus: 'Pending',
        clientMessage:
          'The price of your order Big run is $600.00: the 50% deposit of $300.00 is due before production (invoice on your order page)',
      });
      const bell = await bellMessages(t, client.user.id, order._id);
      expect(bell).toContain(
        'The price of your order Big run is $625.50: the 50% deposit of $312.75 is due before production (invoice on your order page)',
      );
    });

    it.each([
      ['a negative amount', { amountCents: -1, reason: 'x' }],
      ['a fraction of a cent', { amountCents: 10.5, reason: 'x' }],
      ['a huge amount', { amountCents: 1e12, reason: 'x' }],
      ['text', { amountCents: 'lots', reason: 'x' }],
      ['a numeric string', { amountCents: '7500', reason: 'x' }],
      ['an empty string', { amountCents: '', reason: 'x' }],
      ['no reason', { amountCents: 100 }],
      ['a reason of control characters only', { amountCents: 100, reason: '\u0007\u0008' }],
      ['a NUL in the reason', { amountCents: 100, reason: 'a\u0000b' }],
    ])('refuses %s with 400 and stores nothing', async (_label, body) => {
      const order = await placeOrder(t, client.token, 'digitizing');
      const before = await counts(order._id);
      const response = await price(order._id, body);
      expect(response.status, response.text).toBe(400);
      expect((await t.db('orders').where({ id: order._id }).first('price_cents')).price_cents).toBe(1000);
      expect(await counts(order._id)).toEqual(before);
    });

    it("follows the client's edit with the published price, unless staff set the price", async () => {
      const order = await placeOrder(t, client.token, 'patches', 'Growing run');
      const revise = (quantity: number) =>
        t.request(`/api/v1/order/revision/${order._id}`, {
          method: 'PUT',
          token: client.token,
          body: { patches: { orderTitle: 'Growing run', quantity } },
        });
      expect((await revise(100)).status).toBe(201);
      const own = async () =>
        (await t.request<Order>(`/api/v1/order/getorder/${order._id}`, { token: client.token })).body.price;
      expect((await own()).amountCents).toBe(19000);
      expect((await revise(300)).status).toBe(201);
      expect((await own()).amountCents).toBeNull();
      const step = (await detail(order._id)).events.filter((e) => e.kind === 'price').pop()!;
      expect(step.note).toBe('Price $190.00 → to be confirmed: the published price of the revised order');

      await price(order._id, { amountCents: 40000, reason: 'Quoted 300' });
      expect((await revise(50)).status).toBe(201);
      expect((await own()).amountCents).toBe(40000);
    });

    it('refuses a price below what was paid, and on a cancelled order (409)', async () => {
      const order = await placeOrder(t, client.token, 'patches');
      expect((await pay(order._id, { amountCents: 7500, method: 'card' })).status).toBe(200);
      const below = await price(order._id, { amountCents: 5000, reason: 'Oops' });
      expect(below.status).toBe(409);
      expect(below.body.error).toBe(
        'The price cannot be less than what the client has already paid ($75.00).',
      );
      const cancelled = await placeOrder(t, client.token, 'digitizing');
      await setStatus(t, cancelled._id, 'Cancelled');
      expect((await price(cancelled._id, { amountCents: 100, reason: 'x' })).status).toBe(409);
    });
  });

  describe('payments', () => {
    it('appends payments to the ledger and shows paid, balance and the deposit still due', async () => {
      const order = await placeOrder(t, client.token, 'patches', 'Ledger badge');
      // A month ago: a deposit taken before the order was entered.
      const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      const first = await pay(order._id, {
        amountCents: 5000,
        method: 'bank-transfer',
        reference: 'TX-1',
        paidAt: day,
      });
      expect(first.status, first.text).toBe(200);
      expect(first.body.price).toEqual({
        amountCents: 15000,
        paidCents: 5000,
        balanceCents: 10000,
        depositDueCents: 2500,
        subtotalCents: 15000,
        taxCents: 0,
        superRushFeeCents: 0,
        taxRatePercent: 0,
        taxLabel: 'Tax',
      });
      const second = await pay(order._id, { amountCents: 2500, method: 'paypal' });
      expect(second.body.price).toMatchObject({ paidCents: 7500, balanceCents: 7500, depositDueCents: 0 });

      const { payments, events } = await detail(order._id);
      expect(payments).toEqual([
        {
          _id: expect.any(String),
          amountCents: 5000,
          method: 'bank-transfer',
          reference: 'TX-1',
          paidAt: `${day}T00:00:00.000Z`,
          recordedBy: { id: staff.user.id, username: 'Sam Staff' },
          refundOf: null,
          refundableCents: 5000,
          provider: 'manual',
          // Recorded by hand: no receipt (a payment taken online has one).
          receiptUrl: null,
        },
        expect.objectContaining({ amountCents: 2500, method: 'paypal', reference: '' }),
      ]);
      const steps = events.filter((e) => e.kind === 'payment');
      expect(steps[0].note).toBe(`Payment of $50.00 by Bank transfer (TX-1), paid ${formatDate(day)}`);
      expect(steps[1].clientMessage).toBe(
        'We received your payment of $25.00 for Ledger badge: the balance is $75.00',
      );
    });

    it('refuses more than the balance, and payments before a price is set (409), storing nothing', async () => {
      const order = await placeOrder(t, client.token, 'digitizing');
      const before = await counts(order._id);
      const over = await pay(order._id, { amountCents: 1001, method: 'cash' });
      expect(over.status).toBe(409);
      expect(over.body.error).toBe('A payment of $10.01 is more than the balance of $10.00.');
      expect((await pay(order._id, { amountCents: 1000, method: 'cash' })).status).toBe(200);
      const paidUp = await pay(order._id, { amountCents: 1, method: 'cash' });
      expect(paidUp.body.error).toMatch(/already paid in full/);

      const apparel = await placeOrder(t, client.token, 'customApparel');
      const unpriced = await pay(apparel._id, { amountCents: 100, method: 'card' });
      expect(unpriced.status).toBe(409);
      expect(unpriced.body.error).toBe('Set the order’s price before recording a payment.');
      expect((await counts(order._id)).payments).toBe(before.payments + 1);
      expect((await counts(apparel._id)).payments).toBe(0);
    });

    it('refuses a payment dated earlier than a year before the order (400, naming the earliest day)', async () => {
      const order = await placeOrder(t, client.token, 'patches');
      const { created_at: placedAt } = await t.db('orders').where({ id: order._id }).first('created_at');
      const earliest = earliestPaymentDate(placedAt).getTime();
      const message = paymentDateProblem('0001-01-01', placedAt)!;
      expect(message).toMatch(
        /^The payment date cannot be earlier than \w+ \d{1,2}, \d{4}, a year before the order was placed$/,
      );
      for (const paidAt of ['0001-01-01', new Date(earliest - 60_000).toISOString()]) {
        const response = await pay(order._id, { amountCents: 100, method: 'cash', paidAt });
        expect(response.status, paidAt).toBe(400);
        expect(response.body).toMatchObject({ error: message, details: [{ path: 'paidAt', message }] });
      }
      expect((await counts(order._id)).payments).toBe(0);
      const inside = await pay(order._id, {
        amountCents: 100,
        method: 'cash',
        paidAt: new Date(earliest + 60_000).toISOString(),
      });
      expect(inside.status, inside.text).toBe(200);
    });

    it.each([
      ['zero', { amountCents: 0, method: 'card' }],
      ['a negative amount', { amountCents: -500, method: 'card' }],
      ['a non-integer amount', { amountCents: 12.34, method: 'card' }],
      ['an amount as words', { amountCents: 'ten', method: 'card' }],
      ['an amount as a numeric string', { amountCents: '100', method: 'card' }],
      ['an amount as a padded numeric string', { amountCents: ' 100 ', method: 'card' }],
      ['a huge amount', { amountCents: 2 ** 53, method: 'card' }],
      ['an unknown method', { amountCents: 100, method: 'bitcoin' }],
      ['no method', { amountCents: 100 }],
      ['a payment date in the future', { amountCents: 100, method: 'cash', paidAt: '2999-01-01' }],
      ['a date that is not one', { amountCents: 100, method: 'cash', paidAt: 'yesterday' }],
      ['a NUL in the reference', { amountCents: 100, method: 'cash', reference: 'a\u0000' }],
    ])('refuses %s with 400 and stores nothing', async (_label, body) => {
      const order = await placeOrder(t, client.token, 'patches');
      const before = await counts(order._id);
      const response = await pay(order._id, body);
      expect(response.status, response.text).toBe(400);
      expect(await counts(order._id)).toEqual(before);
      expect((await t.db('orders').where({ id: order._id }).first('paid_cents')).paid_cents).toBe(0);
    });

    it('keeps the ledger append-only: the table refuses an update, and there is no route to change it', async () => {
      const order = await placeOrder(t, client.token, 'digitizing');
      await pay(order._id, { amountCents: 500, method: 'cash' });
      await expect(
        t.db('payments').where({ order_id: order._id }).update({ amount_cents: 1 }),
      ).rejects.toThrow(/append-only/);
      const [payment] = (await detail(order._id)).payments;
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const response = await t.request(`/api/v1/staff/orders/${order._id}/payments/${payment._id}`, {
          method,
          token: staff.token,
        });
        expect(response.status).toBeGreaterThanOrEqual(404);
        expect(response.status).toBeLessThan(500);
      }
    });

    it('lets one of two racing payments that together overpay through and refuses the other (row lock)', async () => {
      const order = await placeOrder(t, client.token, 'patches');
      const responses = await Promise.all(
        Array.from({ length: 2 }, () => pay(order._id, { amountCents: 10_000, method: 'card' })),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      const row = await t.db('orders').where({ id: order._id }).first('paid_cents');
      expect(row.paid_cents).toBe(10_000);
      expect((await counts(order._id)).payments).toBe(1);
    });
  });

  describe('proofs', () => {
    it('sends a proof of staff uploads (images or PDF): Awaiting Approval, signed URLs, the client told', async () => {
      const order = await placeOrder(t, client.token, 'patches', 'Proofed badge');
      await setStatus(t, order._id, 'In Progress');
      const ids = await uploadForDelivery(t, staff.token, [
        { name: 'front.png', type: 'image/png', bytes: PNG_BYTES },
        { name: 'sheet.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]);
      const response = await proof(order._id, { fileIds: ids, note: 'Gold thread as asked' });
      expect(response.status, response.text).toBe(200);
      const sent = response.body as Order;
      expect(sent.orderStatus).toBe('Awaiting Approval');
      expect(sent.proofs).toHaveLength(1);
      expect(sent.proofs[0]).toMatchObject({
        note: 'Gold thread as asked',
        decision: null,
        decidedAt: null,
        comment: null,
      });
      expect(sent.proofs[0].files.map((f) => f.name)).toEqual(['front.png', 'sheet.pdf']);
      // Proof files are neither attachments nor deliveries.
      expect(sent.patches.attachment.map((a) => a.name)).toEqual(['logo.png']);
      expect(sent.patches.completeOrder).toEqual([]);
      const file = await fetch(sent.proofs[0].files[0].url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

      const own = await t.request<Order>(`/api/v1/order/getorder/${order._id}`, { token: client.token });
      expect(own.body.proofs.map((p) => p._id)).toEqual([sent.proofs[0]._id]);
      const bell = await bellMessages(t, client.user.id, order._id);
      expect(bell).toContain(
        'A proof of your order Proofed badge is ready: please approve it or request changes',
      );
      const step = (await detail(order._id)).events.find((e) => e.kind === 'proof')!;
      expect(step).toMatchObject({ fromStatus: 'In Progress', toStatus: 'Awaiting Approval' });
      expect(step.note).toBe('Proof sent (2 files): Gold thread as asked');
    });

    it('refuses files that are not images or PDF, not the sender’s, already used, or too many (400)', async () => {
      const order = await placeOrder(t, client.token, 'customApparel');
      await setStatus(t, order._id, 'In Progress');
      const before = await counts(order._id);
      const [zip] = await uploadForDelivery(t, staff.token, [
        { name: 'proof.zip', type: 'application/zip', bytes: Buffer.from('PK\u0003\u0004') },
      ]);
      expect((await proof(order._id, { fileIds: [zip] })).body.error).toBe(
        'A proof must be images (PNG, JPEG, WebP, GIF) or PDF files',
      );
      const clientsFile = fileIdOf((await upload(t, client.token)).url);
      expect((await proof(order._id, { fileIds: [clientsFile] })).status).toBe(400);
      const attached = fileIdOf(order.customApparel.attachment[0].url);
      expect((await proof(order._id, { fileIds: [attached] })).status).toBe(400);
      expect((await proof(order._id, { fileIds: [] })).status).toBe(400);
      const eleven = Array.from({ length: 11 }, () => crypto.randomUUID());
      expect((await proof(order._id, { fileIds: eleven })).status).toBe(400);
      expect((await proof(order._id, { fileIds: ['not-a-uuid'] })).status).toBe(400);
      expect(await counts(order._id)).toEqual(before);
      expect((await t.db('orders').where({ id: order._id }).first('status')).status).toBe('In Progress');
    });

    it('refuses a proof before work starts or once production has (409)', async () => {
      const order = await placeOrder(t, client.token, 'patches');
      const pending = await proof(order._id, { fileIds: await pdf() });
      expect(pending.status).toBe(409);
      expect(pending.body.error).toBe('Cannot send a proof while the order is Pending');
      await setStatus(t, order._id, 'In Production');
      expect((await proof(order._id, { fileIds: await pdf() })).status).toBe(409);
    });

    it('lets a client call none of the staff steps (403), and hides orders outside an employee’s clients (404)', async () => {
      const order = await placeOrder(t, client.token, 'patches');
      await setStatus(t, order._id, 'In Progress');
      const before = await counts(order._id);
      expect((await price(order._id, { amountCents: 1, reason: 'mine' }, client.token)).status).toBe(403);
      expect((await pay(order._id, { amountCents: 15000, method: 'cash' }, client.token)).status).toBe(403);
      expect((await proof(order._id, { fileIds: [] }, client.token)).status).toBe(403);

      const other = await t.createUser({ role: 'employee' });
      const someoneElse = await t.createUser({ role: 'employee' });
      await t.db('users').where({ id: client.user.id }).update({ assign_to: someoneElse.user.id });
      try {
        expect((await price(order._id, { amountCents: 1, reason: 'x' }, other.token)).status).toBe(404);
        expect((await pay(order._id, { amountCents: 1, method: 'cash' }, other.token)).status).toBe(404);
      } finally {
        await t.db('users').where({ id: client.user.id }).update({ assign_to: null });
      }
      expect((await price(crypto.randomUUID(), { amountCents: 1, reason: 'x' })).status).toBe(404);
      expect(await counts(order._id)).toEqual(before);
    });
  });

  describe('the gate in front of production', () => {
    it('takes 50 patches from $150 through deposit, proof and approval to Completed, refusing each early move', async () => {
      const order = await placeOrder(t, client.token, 'patches', 'Fifty badges');
      expect(order.price.amountCents).toBe(15000);
      expect((await move(order._id, 'In Progress')).status).toBe(200);

      const unapproved = await move(order._id, 'In Production');
      expect(unapproved.status).toBe(409);
      expect(unapproved.body.error).toBe('The client has not approved a proof yet.');

      expect((await proof(order._id, { fileIds: await pdf() })).status).toBe(200);
      const approved = await approveAsClient(order._id);
      expect(approved.orderStatus).toBe('In Progress');
      expect(approved.estimatedShipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const unpaid = await move(order._id, 'In Production');
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.error).toBe(
        'This order needs its 50% deposit ($75.00) before production can start.',
      );
      await pay(order._id, { amountCents: 5000, method: 'card' });
      expect((await move(order._id, 'In Production')).body.error).toBe(
        'This order needs its 50% deposit ($75.00) before production can start. $50.00 has been paid so far.',
      );
      await pay(order._id, { amountCents: 2500, method: 'card' });

      expect((await move(order._id, 'In Production')).status).toBe(200);
      // Shipping with the other half owed asks staff to confirm, naming the amount.
      const owed = await post(`/staff/orders/${order._id}/status`, {
        status: 'Shipped',
        shipment: { carrier: 'FedEx', trackingNumber: '449044304137821' },
      });
      expect(owed.status).toBe(409);
      expect(owed.body.error).toBe(
        'This order still has $75.00 owed: confirm to continue without it being paid.',
      );
      expect((await t.db('orders').where({ id: order._id }).first('status')).status).toBe('In Production');
      const shipped = await post(`/staff/orders/${order._id}/status`, {
        status: 'Shipped',
        shipment: { carrier: 'FedEx', trackingNumber: '449044304137821' },
        confirmBalance: true,
      });
      expect(shipped.status).toBe(200);
      const delivery = (shipped.body as Order).estimatedDelivery!;
      const bell = await bellMessages(t, client.user.id, order._id);
      expect(bell).toContain(
        'Your order Fifty badges is now Shipped with FedEx, tracking number 449044304137821 (track it at ' +
          'https://www.fedex.com/fedextrack/?trknbr=449044304137821): it should arrive between ' +
          `${formatDate(delivery.from)} and ${formatDate(delivery.to)}`,
      );
      const [file] = await pdf();
      const delivery409 = await post(`/staff/orders/${order._id}/deliveries`, { fileIds: [file] });
      expect(delivery409.status).toBe(409);
      expect(delivery409.body.error).toContain('$75.00 owed');
      expect(
        (await post(`/staff/orders/${order._id}/deliveries`, { fileIds: [file], confirmBalance: true }))
          .status,
      ).toBe(200);
      const done = await detail(order._id);
      expect(done.order.orderStatus).toBe('Completed');
      const confirmations = done.events.filter((e) => e.note.includes('Continued with $75.00 owed'));
      expect(confirmations.map((e) => e.toStatus)).toEqual(['Shipped', 'Completed']);
      expect(done.events.map((e) => e.kind)).toEqual(
        expect.arrayContaining(['status', 'proof', 'approved', 'payment']),
      );
    });

    it('refuses production for a patch order with no price, and after the client changed an approved order', async () => {
      const order = await placeOrder(t, client.token, 'patches', 'No price');
      await t.db('orders').where({ id: order._id }).update({ price_cents: null });
      await setStatus(t, order._id, 'In Progress');
      await proof(order._id, { fileIds: await pdf() });
      await approveAsClient(order._id);
      const unpriced = await move(order._id, 'In Production');
      expect(unpriced.status).toBe(409);
      expect(unpriced.body.error).toBe(
        'This order has no price yet: set its price before production can start.',
      );

      const apparel = await placeOrder(t, client.token, 'customApparel', 'Edited hoodies');
      await setStatus(t, apparel._id, 'In Progress');
      await proof(apparel._id, { fileIds: await pdf() });
      await approveAsClient(apparel._id);
      const revised = await t.request(`/api/v1/order/revision/${apparel._id}`, {
        method: 'PUT',
        token: client.token,
        body: {
          customApparel: {
            orderTitle: 'Edited hoodies',
            garmentCategory: 'Hoodie',
            garmentGSM: 300,
            shippingEstimatedTime: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          },
        },
      });
      expect(revised.status, revised.text).toBe(201);
      expect((await move(apparel._id, 'In Progress')).status).toBe(200);
      const changed = await move(apparel._id, 'In Production');
      expect(changed.status).toBe(409);
      expect(changed.body.error).toMatch(/changed the order after approving its proof/);
      // Apparel needs no deposit: with a fresh approval it goes ahead unpaid.
      await proof(apparel._id, { fileIds: await pdf() });
      await approveAsClient(apparel._id);
      expect((await move(apparel._id, 'In Production')).status).toBe(200);
    });
  });

  it("moves the client's order-list ETag with each step, so a cached list is never stale", async () => {
    const order = await placeOrder(t, client.token, 'patches');
    const etag = async () =>
      (await t.request('/api/v1/order/getorder', { token: client.token })).headers.get('etag');
    const tags = [await etag()];
    await price(order._id, { amountCents: 20000, reason: 'Bigger' });
    tags.push(await etag());
    await pay(order._id, { amountCents: 1000, method: 'cash' });
    tags.push(await etag());
    await setStatus(t, order._id, 'In Progress');
    await proof(order._id, { fileIds: await pdf() });
    tags.push(await etag());
    expect(new Set(tags).size).toBe(tags.length);
    const list = (await t.request<Order[]>('/api/v1/order/getorder', { token: client.token })).body;
    const shown = list.find((o) => o._id === order._id)!;
    expect(shown.price).toMatchObject({ amountCents: 20000, paidCents: 1000 });
    expect(shown.proofs).toHaveLength(1);
  });
});
