import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';
import { apiToken, pageWithToken } from '../support/accounts.ts';
import { gotoApp } from '../support/app.ts';
import { linkIn, mailTo } from '../support/mailbox.ts';
import { E2E_ADMIN } from './fixtures.ts';

/*
 * Issue 36 item 3, as the shop runs it: the admin invites an employee from Employees; the
 * invitation e-mail (read from the run's mailbox, a real SMTP receiver) opens the accept page, the
 * employee sets a password, turns on two-factor sign-in from Security (the key typed from the page,
 * the codes computed here as an authenticator app would), signs out, and signs in with the password
 * and a code; then turns it off with a recovery code. Axe and screenshots at 390 and 1280 px.
 */

/** The code an authenticator app shows for `secret`, `seconds` from now. */
const codeAt = (secret: string, seconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

async function login(page: Page, email: string, password: string) {
  await gotoApp(page, '/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`${viewport.width} px: an invited employee sets a password and signs in with two-factor`, async ({
    browser,
    request,
  }, testInfo) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const employee = {
      username: `Nadia ${stamp}`,
      email: `nadia-${stamp}@example.test`,
      password: `stitch-pass-${stamp}`,
    };

    // The admin invites from the Employees page.
    const admin = await pageWithToken(browser, await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password), {
      viewport,
    });
    await gotoApp(admin, '/staff/employees');
    const invite = admin.getByRole('form', { name: 'Invite an employee' });
    await invite.getByLabel('Name').fill(employee.username);
    await invite.getByLabel('E-mail address').fill(employee.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.getByText(`Invitation sent to ${employee.email}`)).toBeVisible();
    await admin.context().close();

    // The employee opens the e-mail's link, in a browser of their own, and chooses a password.
    const mail = await mailTo(request, employee.email, 'You are invited to join Stitchdesk');
    expect(mail.text).toContain(`Hello ${employee.username},`);
    const page = await (await browser.newContext({ viewport })).newPage();
    await gotoApp(page, linkIn(mail, '/accept-invitation'));
    await expect(page.getByRole('heading', { name: 'Join the team' })).toBeVisible();
    const accept = page.getByRole('form', { name: 'Create my account' });
    await accept.getByLabel('New password', { exact: true }).fill(employee.password);
    await accept.getByLabel('Repeat the new password').fill(employee.password);
    await expectNoSeriousViolations(page, `accept invitation (${viewport.width})`);
    await page.screenshot({ path: testInfo.outputPath(`accept-${viewport.width}.png`), fullPage: true });
    await accept.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Your account is ready. Log in with your e-mail address and new password.'),
    ).toBeVisible();

    await login(page, employee.email, employee.password);
    await expect(page).toHaveURL(/\/staff$/);

    // Two-factor on, from Security: the key as the page shows it, typed into "the app" (otplib).
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Security' })
      .click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const setup = page.getByRole('form', { name: 'Two-factor setup' });
    const key = setup.getByRole('listitem').filter({ hasText: 'Or type this key into it:' }).locator('code');
    const secret = (await key.innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await setup.getByLabel('Code from the app').fill(await codeAt(secret));
    await setup.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const recovery = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(recovery).toHaveCount(10);
    const recoveryCode = await recovery.first().innerText();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page).toHaveURL(/\/staff$/);

    // Signed out, the password alone is no longer enough: the code step follows.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).not.toHaveURL(/\/staff/);
    await login(page, employee.email, employee.password);
    const second = page.getByRole('form', { name: 'Two-factor sign-in' });
    await expect(second).toBeVisible();
    await second.getByLabel('Code').fill('000000');
    await second.getByRole('button', { name: 'Verify' }).click();
    await expect(second.getByRole('alert')).toBeVisible();
    // The next step's code: the one that turned it on is spent, as is any code of its step.
    await second.getByLabel('Code').fill(await codeAt(secret, 30));
    await second.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/staff$/);

    // And off again, from Security, with the password and a recovery code; the account is told.
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Security' })
      .click();
    const off = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await off.getByLabel('Current password').fill(employee.password);
    await off.getByLabel('Code from the app or a recovery code').fill(recoveryCode);
    await expectNoSeriousViolations(page, `security, two-factor on (${viewport.width})`);
    await page.screenshot({ path: testInfo.outputPath(`security-${viewport.width}.png`), fullPage: true });
    await off.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(page.getByText('Two-factor sign-in is off')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await mailTo(request, employee.email, 'Two-factor sign-in is off');
    await page.context().close();
  });
}
