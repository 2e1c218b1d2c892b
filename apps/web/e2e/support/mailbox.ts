import { expect, type APIRequestContext, type PlaywrightTestConfig } from '@playwright/test';
import type { ReceivedMail } from '../../../../backend/src/test/smtp.ts';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
/** A mail as the mailbox lists it: who sent it to whom, its subject and text. */
export type MailboxMail = Omit<ReceivedMail, 'raw'>;

/*
 * The e2e run's mailbox (support/mailbox-server.ts): the server under test sends its mail over SMTP
 * to it, and the specs read what arrived over HTTP, as a person reads their inbox. Its ports follow
 * the run's E2E_PORT (+1000 for SMTP, +2000 for HTTP), so two runs on other ports do not meet.
 */
const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const MAILBOX_SMTP_PORT = Number(process.env.E2E_MAILBOX_SMTP_PORT ?? e2ePort + 1000);
const MAILBOX_HTTP_PORT = Number(process.env.E2E_MAILBOX_HTTP_PORT ?? e2ePort + 2000);
const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_HTTP_PORT}`;

/** The SMTP_URL the server under test sends through. */
export const MAILBOX_SMTP_URL = `smtp://127.0.0.1:${MAILBOX_SMTP_PORT}`;

/** The mailbox as a Playwright webServer entry, ready once its HTTP side answers. */
export function mailboxServer(): WebServer {
  return {
    command: `"${process.execPath}" apps/web/e2e/support/mailbox-server.ts`,
    url: `${MAILBOX_URL}/healthz`,
    // A mailbox left on the port holds another run's mail: refuse it.
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { MAILBOX_SMTP_PORT: String(MAILBOX_SMTP_PORT), MAILBOX_HTTP_PORT: String(MAILBOX_HTTP_PORT) },
  };
}

/** The newest mail to `to` with `subject`, once it has arrived (the server sends from its job queue). */
export async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<MailboxMail> {
  let found: MailboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILBOX_URL}/messages`);
        const mails = (await response.json()) as MailboxMail[];
        found = mails.findLast((mail) => mail.subject === subject && mail.to.includes(to));
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the link to `page` in `mail` (e.g. /reset-password?token=…), to open. */
export function linkIn(mail: MailboxMail, page: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${page}\\?token=[A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in “${mail.subject}”:\n${mail.text}`);
  return match[1];
}
