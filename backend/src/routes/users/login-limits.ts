import { loginSchema } from '@stitchdesk/shared';
import type { Middleware } from 'koa';
import type { AppDeps } from '../../deps.ts';
import { answering } from '../../middleware/answers.ts';
import { admitLogin, type AdmittedLogin } from '../../services/accounts/login-limits.ts';

/** The state the login's limits leave: the login they let through. */
export interface WithAdmittedLogin {
  login: AdmittedLogin;
}

/**
 * The login route's limits, one `before` step (services/accounts/login-limits.ts admitLogin): a
 * body the login schema refuses goes on to its 400 uncounted, as if the step were not there; any
 * other takes the address's place among its logins under way until the answer is sent, and 429s
 * when a limit says no.
 */
export function loginLimits({ db, config }: Pick<AppDeps, 'db' | 'config'>): Middleware<WithAdmittedLogin> {
  return answering([429], async (ctx, next) => {
    const body = loginSchema.safeParse(ctx.request.body ?? {});
    if (!body.success) return next();
    ctx.state.login = await admitLogin(db, config, {
      email: body.data.email,
      ip: ctx.ip,
      hold: (release) => ctx.res.once('close', release),
    });
    await next();
  });
}
