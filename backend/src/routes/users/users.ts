import {
  assignProjectSchema,
  changePasswordSchema,
  loginSchema,
  registerSchema,
  type LoginResponse,
  type MessageResponse,
  type PasswordChangedResponse,
  type RegisterResponse,
} from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { presentRegisteredUser, presentUserInfo } from '../../presenters/users.ts';
import { checkCurrentPassword } from '../../services/accounts/current-password.ts';
import { noteKnown, rememberSignIn } from '../../services/accounts/known-sign-ins.ts';
import {
  hashPassword,
  inTurn,
  verifyAgainstNothing,
  verifyPassword,
} from '../../services/accounts/passwords.ts';
import { endAllSessions, endSession } from '../../services/accounts/sessions.ts';
import { signOutEverywhere } from '../../services/accounts/sign-out-everywhere.ts';
import { signMfaTicket } from '../../services/accounts/mfa-ticket.ts';
import { signToken } from '../../services/accounts/tokens.ts';
import { assignWorkTo, changePassword, profileOf, registerClient } from '../../services/accounts/users.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';
import { SIGNED_OUT_EVERYWHERE } from '../staff/sessions.ts';
import { errorResponses } from '../route-docs.ts';
import { loginLimits } from './login-limits.ts';

export { LOGIN_LIMIT } from '../../services/accounts/login-limits.ts';
export const LOGIN_FAILURE = 'Invalid email or password';
export const LOGGED_OUT = 'Logged out';
export const PASSWORD_CHANGED = 'Password changed';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

/** Register, log in, the profile and assigning one's work to an employee (docs/product.md §API). */
export function usersRoutes({ db, config }: AppDeps): Route[] {
  const register = defineRoute(
    {
      method: 'post',
      path: '/user/register',
      summary: 'Register a client account',
      tag: 'Accounts',
      access: 'public',
      body: registerSchema,
      responses: {
        201: { description: 'Registered', schema: contract.registerResponseSchema },
        ...errorResponses(409),
      },
      after: [
        rateLimit({
          bucket: 'register',
          limit: config.registrationsPerIp,
          windowSeconds: 60 * 60,
          message: 'Too many accounts registered from this address. Please try again later.',
        }),
      ],
    },
    async (ctx) => {
      const { username, email, password } = ctx.input.body;
      const passwordHash = await inTurn(ctx.ip, () => hashPassword(password));
      const row = await registerClient(db, { username, email, passwordHash });
      ctx.status = 201;
      ctx.body = {
        message: 'Registration successful',
        user: presentRegisteredUser(row),
      } satisfies RegisterResponse;
    },
  );

  const login = defineRoute(
    {
      method: 'post',
      path: '/user/login',
      summary: 'Log in',
      tag: 'Accounts',
      access: 'public',
      body: loginSchema,
      responses: {
        200: {
          description: 'A bearer token; with two-factor on, a ticket for POST /user/login/mfa instead',
          schema: contract.loginResponseSchema,
        },
        ...errorResponses(401),
      },
      before: [loginLimits({ db, config })],
    },
    async (ctx) => {
      const { email, password } = ctx.input.body;
      const { account: user, source, succeeded } = ctx.state.login;
      // The owner's address goes before the strangers', in turn with the account's other known ones.
      const ok = await (source.knownAddress && user
        ? inTurn(user.id, () => verifyPassword(user.password_hash, password), { first: true })
        : inTurn(ctx.ip, () =>
            user ? verifyPassword(user.password_hash, password) : verifyAgainstNothing(password),
          ));
      // A disabled account answers exactly like a wrong password.
      if (!user || !ok || user.disabled) throw unauthorized(LOGIN_FAILURE);
      if (user.mfa_enabled) {
        // The counts settle only once the code is right too (routes/users/mfa.ts).
        ctx.body = {
          mfaRequired: true,
          ticket: await signMfaTicket(config, {
            userId: user.id,
            email,
            sessionGeneration: user.session_generation,
          }),
        } satisfies LoginResponse;
        return;
      }
      noteKnown(email, ctx.ip);
      // The token is signed while the counts and the known address are written, not after them.
      const [token] = await Promise.all([
        signToken(config, { id: user.id, role: user.role, sessionGeneration: user.session_generation }),
        succeeded(),
        rememberSignIn(db, user.id, ctx.ip),
      ]);
      ctx.body = { token } satisfies LoginResponse;
    },
  );

  const logout = defineRoute(
    {
      method: 'post',
      path: '/user/logout',
      summary: 'End this session on the server',
      tag: 'Accounts',
      access: 'signedIn',
      responses: {
        200: { description: 'Logged out', schema: contract.messageSchema },
      },
    },
    async (ctx) => {
      const me = ctx.state.user;
      // A token from before sessions had ids can only be ended with all the others.
      if (me.session.id) await endSession(db, me.id, me.session.id, me.session.expiresAt);
      else await endAllSessions(db, me.id);
      ctx.body = { message: LOGGED_OUT } satisfies MessageResponse;
    },
  );

  const signOutAll = defineRoute(
    {
      method: 'post',
      path: '/user/sign-out-everywhere',
      summary: 'End every session of one’s account, this one included, and revoke its API tokens',
      tag: 'Accounts',
      access: 'signedIn',
      responses: {
        200: { description: 'Signed out everywhere', schema: contract.messageSchema },
      },
    },
    async (ctx) => {
      await signOutEverywhere(db, ctx.state.user.id, 'signedOut');
      ctx.body = { message: SIGNED_OUT_EVERYWHERE } satisfies MessageResponse;
    },
  );

  /** Changes the password and ends every session; the answer carries a new token for this one. */
  const password = defineRoute(
    {
      method: 'post',
      path: '/user/password',
      summary: 'Change one’s password; every other session ends, the answer carries a new token',
      tag: 'Accounts',
      access: 'signedIn',
      body: changePasswordSchema,
      responses: {
        200: { description: 'Changed', schema: contract.passwordChangedSchema },
        ...errorResponses(429),
      },
    },
    async (ctx) => {
      const me = ctx.state.user;
      const { currentPassword, newPassword } = ctx.input.body;
      // Guarded like a login, in the same counts: a stolen token must not become a way to guess the
      // password (an attack run got 40 × 401 and no limit). A wrong one is 400, not 401: the session is
      // fine, and the app ends the session on any 401.
      await checkCurrentPassword(
        db,
        config,
        { userId: me.id, email: me.email, password: currentPassword, ip: ctx.ip },
        () => badRequest(WRONG_CURRENT_PASSWORD),
      );
      const passwordHash = await inTurn(ctx.ip, () => hashPassword(newPassword));
      const generation = await changePassword(db, me.id, passwordHash);
      ctx.body = {
        message: PASSWORD_CHANGED,
        token: await signToken(config, { id: me.id, role: me.role, sessionGeneration: generation }),
      } satisfies PasswordChangedResponse;
    },
  );

  const info = defineRoute(
    {
      method: 'get',
      path: '/user/getuser/info',
      summary: 'The profile and the employees one may assign work to',
      tag: 'Accounts',
      access: 'signedIn',
      scope: 'orders:read',
      responses: { 200: { description: 'Profile', schema: contract.userInfoSchema } },
    },
    async (ctx) => {
      const me = ctx.state.user;
      const { user, employees, requireStaffMfa } = await profileOf(db, config, me.id);
      ctx.body = presentUserInfo(user, employees, { requireStaffMfa });
    },
  );

  const assignProject = defineRoute(
    {
      method: 'patch',
      path: '/user/update/assign-project',
      summary: 'Assign one’s work to an employee',
      tag: 'Accounts',
      access: 'client',
      scope: 'orders:write',
      body: assignProjectSchema,
      responses: {
        200: { description: 'Assigned', schema: contract.messageSchema },
        ...errorResponses(404),
      },
    },
    async (ctx) => {
      await assignWorkTo(db, ctx.state.user.id, ctx.input.body.assignTo);
      ctx.body = { message: 'Project assigned successfully' } satisfies MessageResponse;
    },
  );

  return [register, login, logout, signOutAll, password, info, assignProject];
}
