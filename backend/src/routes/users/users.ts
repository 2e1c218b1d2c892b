import Router from '@koa/router';
import {
  assignProjectSchema,
  loginSchema,
  registerSchema,
  type LoginResponse,
  type MessageResponse,
  type RegisterResponse,
} from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound, unauthorized } from '../../errors.ts';
import { auth } from '../../middleware/auth.ts';
import { validate } from '../../middleware/validate.ts';
import type { UserRow } from '../../db/rows.ts';
import { presentRegisteredUser, presentUserInfo } from '../../presenters/users.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../services/passwords.ts';
import { checkThrottle, clearThrottle, recordThrottleEvent } from '../../services/throttle.ts';
import { signToken } from '../../services/tokens.ts';

export const LOGIN_FAILURE = 'Invalid email or password';
/** Failed logins allowed per e-mail and IP within the window before 429. */
export const LOGIN_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
}

/** Register, log in, the profile and assigning one's work to an employee (spec §7, DESIGN §3). */
export function usersRouter({ db, config }: AppDeps): Router {
  const router = new Router({ prefix: '/user' });

  router.post('/register', validate({ body: registerSchema }), async (ctx) => {
    const { username, email, password } = ctx.input.body;
    const passwordHash = await hashPassword(password);
    let row: Pick<UserRow, 'id' | 'username' | 'email'>;
    try {
      [row] = await db('users')
        .insert({ username, email, password_hash: passwordHash, role: 'client' })
        .returning(['id', 'username', 'email']);
    } catch (error) {
      // The unique index on lower(email) decides, so two racing sign-ups cannot both win.
      if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
      throw error;
    }
    ctx.status = 201;
    ctx.body = {
      message: 'Registration successful',
      user: presentRegisteredUser(row),
    } satisfies RegisterResponse;
  });

  router.post('/login', validate({ body: loginSchema }), async (ctx) => {
    const { email, password } = ctx.input.body;
    const rule = {
      bucket: 'login',
      key: `${email.toLowerCase()}|${ctx.ip}`,
      ...LOGIN_LIMIT,
      message: 'Too many failed logins. Please try again later.',
    };
    await checkThrottle(db, rule);

    const user = await db('users')
      .select('id', 'role', 'password_hash', 'disabled')
      .whereRaw('lower(email) = lower(?)', [email])
      .first();
    const ok = user
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstNothing(password);
    // A disabled account answers exactly like a wrong password.
    if (!user || !ok || user.disabled) {
      await recordThrottleEvent(db, rule);
      throw unauthorized(LOGIN_FAILURE);
    }
    await clearThrottle(db, rule);
    ctx.body = { token: await signToken(config, { id: user.id, role: user.role }) } satisfies LoginResponse;
  });

  router.get('/getuser/info', auth(), async (ctx) => {
    const me = ctx.state.user;
    const [user, employees] = await Promise.all([
      db('users').select('username', 'email', 'assign_to').where({ id: me.id }).first(),
      db('users').select('id', 'username').where({ role: 'employee', disabled: false }).orderBy('username'),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentUserInfo(user, employees);
  });

  router.patch('/update/assign-project', auth(), validate({ body: assignProjectSchema }), async (ctx) => {
    const { assignTo } = ctx.input.body;
    const employee = await db('users')
      .select('id')
      .where({ id: assignTo, role: 'employee', disabled: false })
      .first();
    if (!employee) throw notFound('Employee not found');
    await db('users')
      .where({ id: ctx.state.user.id })
      .update({ assign_to: employee.id, updated_at: db.fn.now() });
    ctx.body = { message: 'Project assigned successfully' } satisfies MessageResponse;
  });

  return router;
}
