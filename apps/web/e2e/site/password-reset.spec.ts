import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';
import { gotoApp } from '../support/app.ts';
import { linkIn, mailTo } from '../support/mailbox.ts';

/*
 * Issue 36 item 1, as a client who forgot the password: "Forgot password?" on /login, the e-mail
 * read from the run's mailbox (a real SMTP receiver), its link, a new password; then the new one
 * signs in and the old one is refused. Axe and screenshots at 390 and 1280 px.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`${viewport.width} px: forgot password, the e-mailed link, a new password that signs in`, async ({
    browser,
    request,
  }, testInfo) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const account = {
      username: `Forgetful ${stamp}`,
      email: `forgetful-${stamp}@example.test`,
      password: 'old-pass-1234',
    };
    expect((await request.post('/api/v1/user/register', { data: account })).status()).toBe(201);
    const newPassword = `new-pass-${stamp}`;
    const page = await (await browser.newContext({ viewport })).newPage();

    await gotoApp(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const ask = page.getByRole('form', { name: 'Forgot password' });
    await ask.getByLabel('Email').fill(account.email);
    await expectNoSeriousViolations(page, `forgot password (${viewport.width})`);
    await ask.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(/If an account has this e-mail address, we have sent it a link/),
    ).toBeVisible();

    const mail = await mailTo(request, account.email, 'Reset your password');
    expect(mail.text).toContain(`Hello ${account.username},`);
    await gotoApp(page, linkIn(mail, '/reset-password'));
    const reset = page.getByRole('form', { name: 'Set new password' });
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Repeat the new password').fill(newPassword);
    await expectNoSeriousViolations(page, `reset password (${viewport.width})`);
    await page.screenshot({ path: testInfo.outputPath(`reset-${viewport.width}.png`), fullPage: true });
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password is changed. Log in with the new one.')).toBeVisible();

    // The old password is refused, the new one signs in.
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await login.getByLabel('Password').fill(newPassword);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // The link works once.
    await gotoApp(page, linkIn(mail, '/reset-password'));
    const again = page.getByRole('form', { name: 'Set new password' });
    await again.getByLabel('New password', { exact: true }).fill('another-pass-1234');
    await again.getByLabel('Repeat the new password').fill('another-pass-1234');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await expect(again.getByRole('alert')).toHaveText('This link was already used. Ask for a new one.');
    await page.context().close();
  });
}
