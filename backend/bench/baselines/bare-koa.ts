import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import compress from 'koa-compress';

/*
 * The baseline for request-per-second figures: a Koa app with no middleware, run as its own process
 * (like the real server) so it does not share the load generator's event loop.
 *   BODY_FILE unset: answers {ok:true}.
 *   BODY_FILE set:   answers that file's bytes as application/json (a response captured from the real API).
 *   COMPRESS=1:      adds koa-compress with its defaults, for comparing compressed responses.
 */
const app = new Koa();
if (process.env.COMPRESS === '1') app.use(compress());
const body = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE) : null;
app.use((ctx) => {
  if (body) {
    ctx.type = 'application/json';
    ctx.body = body;
  } else {
    ctx.body = { ok: true };
  }
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
