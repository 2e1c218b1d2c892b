import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './mailer.ts';

/**
 * Sends mail after the change it reports has been committed. E-mail is a courtesy copy of the
 * in-app notification, so a failure is logged and never reaches the request that caused it.
 * Returns the sending promise (already guarded) so tests and shutdown can wait for it.
 */
export function sendQuietly(mailer: Mailer | null, logger: Logger, messages: MailMessage[]): Promise<void> {
  if (!mailer || messages.length === 0) return Promise.resolve();
  return Promise.all(
    messages.map((message) =>
      mailer.send(message).catch((error: unknown) => {
        logger.warn({ err: error, to: message.to, subject: message.subject }, 'e-mail not sent');
      }),
    ),
  ).then(() => undefined);
}
