import type { MailMessage } from '../../lib/mail-message.ts';

/** Sends e-mail (SMTP_URL); absent when mail is not configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
