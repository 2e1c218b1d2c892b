import { mfaLoginSchema } from '@stitchdesk/shared';
import type { Middleware } from 'koa';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../errors.ts';
import { answering } from '../../middleware/answers.ts';
import { admitLogin, type AdmittedLogin } from '../../services/accounts/login-limits.ts';
import { readMfaTicket, type MfaTicket } from '../../services/accounts/mfa-ticket.ts';

export const TICKET_EXPIRED = 'This sign-in has expired. Log in again.';

/** What the second step's limits leave: the ticket read, and the attempt they let through. */
export interface WithAdmittedMfaLogin {
  login: AdmittedLogin;
  ticket: MfaTicket;
}

/**
 * The second step of a login counts in the login's own limits (routes/users/login-limits.ts), under
 * the e-mail its ticket names: a wrong code is a wrong password to them. A body the schema refuses
 * goes on to its 400 uncounted; a ticket that is not ours or has expired answers 401 uncounted.
 */
export function mfaLoginLimits({
  db,
  config,
}: Pick<AppDeps, 'db' | 'config'>): Middleware<WithAdmittedMfaLogin> {
  return answering([401, 429], async (ctx, next) => {
    const body = mfaLoginSchema.safeParse(ctx.request.body ?? {});
    if (!body.success) return next();
    const ticket = await readMfaTicket(config, body.data.ticket);
    if (!ticket) throw unauthorized(TICKET_EXPIRED);
    ctx.state.ticket = ticket;
    ctx.state.login = await admitLogin(db, config, {
      email: ticket.email,
      ip: ctx.ip,
      hold: (release) => ctx.res.once('close', release),
    });
    await next();
  });
}
