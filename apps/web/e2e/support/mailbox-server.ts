import { createServer } from 'node:http';
import { startTestSmtpServer } from '../../../../backend/src/test/smtp.ts';

/*
 * The e2e mailbox process (started by playwright.config.ts beside the server under test, see
 * support/mailbox.ts): a real SMTP receiver on MAILBOX_SMTP_PORT that keeps every message, and on
 * MAILBOX_HTTP_PORT `GET /messages` (all of them, as JSON) and `GET /healthz`. Loopback only.
 */
const smtpPort = Number(process.env.MAILBOX_SMTP_PORT);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('MAILBOX_SMTP_PORT and MAILBOX_HTTP_PORT are required');

const smtp = await startTestSmtpServer({ port: smtpPort });

const http = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://mailbox').pathname;
  if (req.method === 'GET' && path === '/messages') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(smtp.messages.map(({ raw: _raw, ...mail }) => mail)));
    return;
  }
  if (req.method === 'GET' && path === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));

const stop = () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
