/** One outgoing e-mail: what the mailer sends and the mail job carries. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
