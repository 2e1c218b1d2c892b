import nodemailer from 'nodemailer';
import type { MailMessage } from '../../lib/mail-message.ts';
import type { Mailer } from './mailer.ts';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…` (SMTP_URL). */
  url: string;
  /** The From header (MAIL_FROM). */
  from: string;
}

/**
 * A Mailer over SMTP. One pooled transport per process: a burst of status changes reuses a few
 * connections instead of opening one per message.
 */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url, { from });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The configured mailer, or null when SMTP_URL is not set (then nothing is ever sent). */
export function createMailerFromConfig(config: { smtpUrl: string | null; mailFrom: string }) {
  return config.smtpUrl ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : null;
}
