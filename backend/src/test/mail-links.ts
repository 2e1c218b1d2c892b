import type { ReceivedMail, TestSmtpServer } from './smtp.ts';

/** The token of the link to `page` in `mail` (e.g. /reset-password?token=…). */
export function linkToken(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in “${mail.subject}”:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** The `nth` mail (0: the first) to `to` with `subject`, once it arrives. */
export function mailTo(smtp: TestSmtpServer, to: string, subject: string, nth = 0): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) => mail.subject === subject && mail.to.includes(to);
  return smtp.waitFor((mail) => matches(mail) && smtp.messages.filter(matches).indexOf(mail) === nth, 10_000);
}
