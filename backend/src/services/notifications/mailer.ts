/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail (SMTP_URL); absent when mail is not configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
