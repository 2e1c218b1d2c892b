import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../panel/fixtures.ts';
import { pageWithToken } from '../support/accounts.ts';
import { bearer, placeOrder } from '../support/orders.ts';
import { E2E_ADMIN } from './fixtures.ts';
import { registerClient } from '../workflow/fixtures.ts';

/**
 * Issue 36 item 6: staff open a client from the client list and see them whole (contact with
 * "unconfirmed", address book, machine profile, recent orders), keep private notes that survive a
 * reload, go from the client's order to the order page, which shows the machine profile, and back
 * by the client's name. An unknown client is "Client not found". Axe and screenshots at both widths.
 */
for (const width of [390, 1280]) {
  test(`${width} px: staff open a client's page, keep notes on them and reach it from their order`, async ({
    browser,
    request,
  }, testInfo) => {
    const client = await registerClient(request, 'Cap Shop');
    const clientAuth = { headers: bearer(client.token) };
    const address = await request.post('/api/v1/user/addresses', {
      ...clientAuth,
      data: {
        name: 'Dana Stitch',
        line1: '12 Main Street',
        city: 'Springfield',
        postalCode: '62704',
        country: 'US',
      },
    });
    expect(address.status(), await address.text()).toBe(201);
    const machines = await request.put('/api/v1/user/machine-profile', {
      ...clientAuth,
      data: {
        formats: ['PES', 'DST'],
        pesVersion: 1,
        needles: 6,
        hoopMm: { width: 130, height: 180 },
        threadChart: 'janome',
        speedSpm: 650,
      },
    });
    expect(machines.status(), await machines.text()).toBe(200);
    const title = `Cap logo ${width}`;
    const order = await placeOrder(request, client.token, 'Digitizing', {
      orderTitle: title,
      designCategory: 'Left Chest',
      designSize: { height: 3, width: 3.5 },
    });
    const number = `#${order.number}`;

    const { token } = await (await request.post('/api/v1/user/login', { data: E2E_ADMIN })).json();
    const page = await pageWithToken(browser, token, { viewport: { width, height: 900 } });
    await page.goto('/staff/clients');
    await page.getByLabel('Search clients').fill(client.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: client.username, exact: true }).click();

    await expect(page.getByRole('heading', { name: client.username, level: 1 })).toBeVisible();
    await expect(page.getByText('(unconfirmed)')).toBeVisible();
    const orders = page.getByRole('region', { name: 'Recent orders' });
    await expect(orders.getByRole('link', { name: `${number} ${title}` })).toBeVisible();
    const machineProfile = page.getByRole('region', { name: 'Machine profile' });
    await expect(machineProfile.getByText('PES (version 1), DST')).toBeVisible();
    await expect(machineProfile.getByText('130 × 180 mm')).toBeVisible();
    await expect(machineProfile.getByText('Janome', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Addresses' }).getByText('12 Main Street')).toBeVisible();
    // The left chest's list price, not yet paid: the statement's total, written as money.
    await expect(page.getByRole('region', { name: 'Owed' })).toContainText(/\$\d[\d,]*\.\d{2} on 1 order/);
    await expect(page.getByRole('region', { name: 'Plans' }).getByText(/No plan/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show their orders in the queue' })).toHaveAttribute(
      'href',
      /\/staff\?client=/,
    );

    const notes = page.getByLabel('Private notes');
    await notes.fill(`Wants PES first (${width})`);
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notes saved' })).toBeVisible();
    await expect(page.getByText(/Last saved .* by /)).toBeVisible();
    // Nothing a person reads is an id, an ISO date or a hex code.
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toMatch(/#[0-9a-f]{6}\b/i);
    await expectAccessible(page, `client page (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`client-page-${width}.png`), fullPage: true });

    await page.reload();
    await expect(page.getByLabel('Private notes')).toHaveValue(`Wants PES first (${width})`);

    // The order, with the client's machines before the work; its client's name leads back.
    await page
      .getByRole('region', { name: 'Recent orders' })
      .getByRole('link', { name: `${number} ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/staff/orders/${order._id}$`));
    const orderMachines = page.getByRole('region', { name: "Client's machine profile" });
    await expect(orderMachines.getByText('PES (version 1), DST')).toBeVisible();
    await expect(orderMachines.getByText('6', { exact: true })).toBeVisible();
    await expectAccessible(page, `order page with machine profile (${width})`);
    await orderMachines.screenshot({ path: testInfo.outputPath(`order-machines-${width}.png`) });
    await page.getByRole('region', { name: 'Client' }).getByRole('link', { name: client.username }).click();
    await expect(page.getByRole('heading', { name: client.username, level: 1 })).toBeVisible();

    // The queue, filtered to this client, as the client list's order count always led to it.
    await page.getByRole('link', { name: 'Show their orders in the queue' }).click();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await page.goto(`/staff/clients/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'Client not found', level: 1 })).toBeVisible();
    await expectAccessible(page, `client not found (${width})`);
    await page.context().close();
  });
}
