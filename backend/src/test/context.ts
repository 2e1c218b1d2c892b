import { afterAll, beforeAll } from 'vitest';
import {
  createTestContext,
  type CreateUserOptions,
  type TestContext,
  type TestContextOptions,
  type TestUser,
} from './harness.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtp.ts';
import { createSmtpMailer } from '../services/notifications/smtp.ts';

/*
 * The set-up most test files share, declared in one line: the context (and the users it needs) is
 * made before the file's tests and closed after them.
 */

/**
 * An object that stands for what `current()` returns once the file's beforeAll hooks have run: the
 * tests use it like the value itself. Using it at collection time (outside a test or hook) throws.
 */
export function later<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = current();
      if (!value) throw new Error(`${what} is made in beforeAll: use it inside a test or a hook`);
      // Not bound: a method called on the stand-in reads `this` through it, and the database
      // handle (a function with properties) must stay itself.
      return Reflect.get(value, key);
    },
  });
}

/**
 * The file's test context, opened before its tests and closed after them. `options` may be a
 * function, read when the context opens (for what an earlier beforeAll makes, e.g. a mail server).
 */
export function useTestContext(options: TestContextOptions | (() => TestContextOptions) = {}): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(typeof options === 'function' ? options() : options);
  });
  afterAll(() => context?.close());
  return later('The test context', () => context);
}

export interface TestLogin {
  user: TestUser;
  token: string;
}

/** A user of `t` made before the file's tests (after the context opens), with their token. */
export function useUser(t: TestContext, options?: CreateUserOptions): TestLogin {
  let login: TestLogin | undefined;
  beforeAll(async () => {
    login = await t.createUser(options);
  });
  return later('The user', () => login);
}

/**
 * A test SMTP server that keeps what it receives (`smtp.waitFor`) and a mailer sending to it, from
 * Stitchdesk <desk@stitchdesk.test>. Call it before the test context: hooks after the tests run
 * last-registered first, so the context closes before its mail server.
 */
export function useTestMailer(): {
  mailer: () => ReturnType<typeof createSmtpMailer> | undefined;
  smtp: TestSmtpServer;
} {
  let smtp: TestSmtpServer | undefined;
  let mailer: ReturnType<typeof createSmtpMailer> | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    mailer = createSmtpMailer({ url: smtp.url, from: 'Stitchdesk <desk@stitchdesk.test>' });
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
  });
  return { mailer: () => mailer, smtp: later('The mail server', () => smtp) };
}

/** A test context that sends its mail over SMTP (useTestMailer); its links start with https://desk.example.test. */
export function useMailedTestContext(env: Record<string, string> = {}): {
  t: TestContext;
  smtp: TestSmtpServer;
} {
  const { mailer, smtp } = useTestMailer();
  const t = useTestContext(() => ({
    mailer: mailer(),
    env: { PUBLIC_URL: 'https://desk.example.test', ...env },
  }));
  return { t, smtp };
}
