import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TURNAROUND_MINUTES } from '@stitchdesk/shared';
import { errorCode } from './lib/thrown.ts';

/** The repository root: defaults for paths hang off it so `npm start` (run from backend/) and
 *  `node backend/src/server.ts` (run from the root) agree on where data lives. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export const DESKTOP_ORIGIN = 'app://stitchdesk';

/** Who the invoices are from, and how to pay them (Config['business']). */
export interface BusinessDetails {
  name: string;
  /** Address lines, as the invoice prints them (BUSINESS_ADDRESS split at "|" or line breaks). */
  address: string[];
  paymentInstructions: string;
  /** ISO 4217 code the invoice's amounts are written in (Intl.NumberFormat). */
  currency: string;
}

export const DEFAULT_PAYMENT_INSTRUCTIONS =
  'Pay by bank transfer or card, quoting the order number. Contact us for our bank details or a card payment link.';

/** A three-letter code Intl can write amounts in. */
function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const port = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be between 1 and 65535' })
  .max(65535, { error: 'must be between 1 and 65535' });

const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int({ error: 'must be a whole number of milliseconds' })
  .min(0, { error: 'must not be negative' });

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' });
const isTrue = (value: string) => ['true', '1', 'yes'].includes(value);

/** A positive whole number (a limit's count). */
const count = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' });

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** `7d`, `12h`, `30m`, `45s`, `2w` or a bare number of seconds. */
export function parseDurationSeconds(text: string): number | null {
  const match = /^(\d+)\s*([smhdw]?)$/i.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * DURATION_UNITS[(match[2] || 's').toLowerCase()];
  return seconds > 0 ? seconds : null;
}

/** A duration the schema has already checked, in seconds. */
function secondsOf(text: string): number {
  const seconds = parseDurationSeconds(text);
  if (seconds === null) throw new Error(`not a duration: ${text}`);
  return seconds;
}

/** lib/throttle.ts forgets events older than a day, so no throttle window may be longer. */
const MAX_THROTTLE_WINDOW_SECONDS = 86400;
const rateLimitWindow = z
  .string()
  .refine((v) => (parseDurationSeconds(v) ?? Infinity) <= MAX_THROTTLE_WINDOW_SECONDS, {
    error: 'must be a duration such as 10m, 1h or a number of seconds, at most 1d',
  });
const duration = z.string().refine((v) => parseDurationSeconds(v) !== null, {
  error: 'must be a duration such as 30s, 2h, 30m or a number of seconds',
});

function originOf(value: string, variable: string): string {
  try {
    const url = new URL(value);
    // `new URL('app://stitchdesk').origin` is "null" for non-special schemes; keep the text as typed.
    return url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin;
  } catch {
    throw new ConfigError(
      `Invalid environment variable ${variable}: "${value}" is not an origin like https://example.com`,
    );
  }
}

/**
 * The JWT signing key when JWT_SECRET is not set: generated once and kept in DATA_DIR/jwt-secret
 * (mode 600) so tokens survive restarts. Several API processes must share DATA_DIR or set JWT_SECRET.
 */
export function ensureJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole under a private name, then linked into place: link() fails if the file exists and
  // never shows a half-written one, so processes starting together all end up with the same key.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** STRIPE_API_URL as the SDK's constructor options take it (host, port, protocol). */
function stripeApiOf(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}

/** TRUST_PROXY as a hop count: `true`/`yes` mean one proxy, `false`/`no`/unset none. */
function proxyHops(value: string | undefined): number {
  if (value === undefined || value === 'false' || value === 'no') return 0;
  if (value === 'true' || value === 'yes') return 1;
  return Number(value);
}

/** The variables the business's first details come from (the settings table's seed, migration 0140). */
const BUSINESS_VARIABLES = {
  BUSINESS_NAME: optional(z.string().trim().max(200, { error: 'must be at most 200 characters' })).default(
    'Stitchdesk',
  ),
  BUSINESS_ADDRESS: optional(z.string().max(1000, { error: 'must be at most 1000 characters' })).default(''),
  PAYMENT_INSTRUCTIONS: optional(
    z.string().trim().max(2000, { error: 'must be at most 2000 characters' }),
  ).default(DEFAULT_PAYMENT_INSTRUCTIONS),
  CURRENCY: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCurrency, { error: 'must be a currency code such as USD or EUR' }),
  ).default('USD'),
};

function addressLines(text: string): string[] {
  return text
    .split(/\s*(?:\||\\n|\r?\n)\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** BUSINESS_NAME, BUSINESS_ADDRESS, PAYMENT_INSTRUCTIONS and CURRENCY as BusinessDetails (defaults for unset or invalid ones). */
export function businessDetailsFromEnv(env: NodeJS.ProcessEnv): BusinessDetails {
  const parsed = z.object(BUSINESS_VARIABLES).safeParse(env);
  const e = parsed.success ? parsed.data : z.object(BUSINESS_VARIABLES).parse({});
  return {
    name: e.BUSINESS_NAME,
    address: addressLines(e.BUSINESS_ADDRESS),
    paymentInstructions: e.PAYMENT_INSTRUCTIONS,
    currency: e.CURRENCY,
  };
}

/**
 * The environment, checked variable by variable, and the Config it gives: one schema, whose output
 * type is the Config (a setting is declared once, as a variable, and named once, in the result).
 */
const configSchema = z
  .object({
    PORT: optional(port).default(3000),
    HOST: optional(z.string()),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    DATA_DIR: optional(z.string()),
    FILES_DIR: optional(z.string()),
    JWT_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters long' })),
    JWT_EXPIRES_IN: optional(
      z.string().refine((v) => parseDurationSeconds(v) !== null, {
        error: 'must be a duration such as 7d, 12h, 30m or a number of seconds',
      }),
    ).default('7d'),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })),
    CORS_ORIGINS: optional(z.string()),
    UPLOAD_MAX_MB: optional(
      z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be positive' }),
    ).default(100),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ENDPOINT: optional(z.url({ error: 'must be a URL' })),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(bool),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })),
    MAIL_FROM: optional(z.string()).default('Stitchdesk <no-reply@stitchdesk.local>'),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      }),
    ).default('info'),
    WEB_DIST_DIR: optional(z.string()),
    ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })).default('admin@stitchdesk.local'),
    ADMIN_PASSWORD: optional(z.string().min(8, { error: 'must be at least 8 characters long' })),
    DEMO_PASSWORD: optional(z.string()),
    EMBEDDED_PG_PORT: optional(port),
    QUOTE_RATE_LIMIT: optional(count).default(5),
    QUOTE_RATE_WINDOW: optional(rateLimitWindow).default('10m'),
    UPLOAD_RATE_LIMIT: optional(count).default(300),
    UPLOAD_RATE_WINDOW: optional(rateLimitWindow).default('10m'),
    ORDER_RATE_LIMIT: optional(count).default(300),
    ORDER_RATE_WINDOW: optional(rateLimitWindow).default('10m'),
    API_TOKEN_RATE_LIMIT: optional(count).default(600),
    API_TOKEN_RATE_WINDOW: optional(rateLimitWindow).default('1m'),
    TRUST_PROXY: optional(
      z.string().regex(/^(true|false|yes|no|\d{1,2})$/, {
        error: 'must be the number of proxies in front (e.g. 1), true (one) or false',
      }),
    ),
    DB_STATEMENT_TIMEOUT_MS: optional(milliseconds).default(5000),
    DB_ACQUIRE_TIMEOUT_MS: optional(milliseconds.min(1, { error: 'must be at least 1' })).default(5000),
    LOGIN_ATTEMPTS_PER_IP: optional(count).default(50),
    LOGIN_ATTEMPTS_PER_ACCOUNT: optional(count).default(20),
    REGISTRATIONS_PER_IP: optional(count).default(10),
    PASSWORD_RESETS_PER_IP: optional(count).default(10),
    PASSWORD_RESETS_PER_EMAIL: optional(count).default(3),
    REQUIRE_STAFF_MFA: optional(bool).default('false'),
    REVISIONS_PER_HOUR: optional(count).default(30),
    BODY_IDLE_TIMEOUT: optional(duration).default('30s'),
    BODY_MIN_RATE: optional(
      z.coerce
        .number({ error: 'must be a number of kilobytes a second' })
        .min(0, { error: 'must be 0 or more' }),
    ).default(1),
    BODY_MIN_RATE_WINDOW: optional(duration).default('10s'),
    UPLOADS_IN_FLIGHT_PER_USER: optional(count).default(4),
    UPLOAD_QUOTA_MB: optional(
      z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be positive' }),
    ).default(2048),
    FILES_MIN_FREE_MB: optional(
      z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be 0 or more' }),
    ).default(1024),
    UNATTACHED_UPLOAD_TTL: optional(duration).default('2h'),
    TURNAROUND_MINUTES: optional(count).default(DEFAULT_TURNAROUND_MINUTES),
    /** Where npm was run from: relative paths given by the user are relative to it. */
    INIT_CWD: optional(z.string()),
    ORDER_LIST_CACHE_MB: optional(
      z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be positive' }),
    ).default(32),
    STITCH_WORKER_MEMORY_MB: optional(
      count.min(32, { error: 'must be at least 32' }).max(16384, { error: 'must be at most 16384' }),
    ).default(512),
    STITCH_WORKER_TIMEOUT: optional(duration).default('60s'),
    RUN_WORKERS: optional(bool).default('true'),
    WORKER_CONCURRENCY: optional(count.max(100, { error: 'must be at most 100' })).default(8),
    WEBHOOKS_ALLOW_PRIVATE: optional(bool).default('false'),
    ...BUSINESS_VARIABLES,
    STRIPE_SECRET_KEY: optional(z.string().trim()),
    STRIPE_WEBHOOK_SECRET: optional(z.string().trim()),
    STRIPE_API_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })),
  })
  .transform((e) => {
    const base = e.INIT_CWD || process.cwd();
    const dataDir = e.DATA_DIR ? path.resolve(base, e.DATA_DIR) : path.join(REPO_ROOT, '.data');
    const filesDir = e.FILES_DIR ? path.resolve(base, e.FILES_DIR) : path.join(dataDir, 'files');
    const webDistDir = e.WEB_DIST_DIR
      ? path.resolve(base, e.WEB_DIST_DIR)
      : path.join(REPO_ROOT, 'apps/web/dist');

    const corsOrigins = new Set<string>([DESKTOP_ORIGIN]);
    for (const item of (e.CORS_ORIGINS ?? '').split(',')) {
      if (item.trim()) corsOrigins.add(originOf(item.trim(), 'CORS_ORIGINS'));
    }

    const s3Vars = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (!e.S3_BUCKET) {
      const stray = s3Vars.find((name) => e[name]);
      if (stray)
        throw new ConfigError(`Invalid environment variable S3_BUCKET: required when ${stray} is set`);
    }
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      throw new ConfigError(
        `Invalid environment variable ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
      );
    }

    if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
      const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      throw new ConfigError(
        `Invalid environment variable ${missing}: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together`,
      );
    }

    return {
      port: e.PORT,
      /** null: let Node pick (all interfaces, IPv6 and IPv4 where available). */
      host: e.HOST ?? null,
      /** null: start the embedded PostgreSQL under `dataDir/postgres`. */
      databaseUrl: e.DATABASE_URL ?? null,
      dataDir,
      filesDir,
      jwtSecret: e.JWT_SECRET ?? ensureJwtSecret(dataDir),
      jwtExpiresIn: e.JWT_EXPIRES_IN,
      jwtExpiresInSeconds: secondsOf(e.JWT_EXPIRES_IN),
      /** Absolute base for links the API hands out (signed file URLs), without a trailing slash. */
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      /** Origins allowed by CORS; always includes the desktop app's origin. */
      corsOrigins: [...corsOrigins],
      uploadMaxMb: e.UPLOAD_MAX_MB,
      uploadMaxBytes: Math.floor(e.UPLOAD_MAX_MB * 1024 * 1024),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT ?? null,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
            forcePathStyle: isTrue(e.S3_FORCE_PATH_STYLE ?? 'false'),
          }
        : null,
      smtpUrl: e.SMTP_URL ?? null,
      mailFrom: e.MAIL_FROM,
      logLevel: e.LOG_LEVEL,
      webDistDir,
      adminEmail: e.ADMIN_EMAIL.toLowerCase(),
      /** Password of the admin created on the first run; null: generate one and print it once. */
      adminPassword: e.ADMIN_PASSWORD ?? null,
      demoPassword: e.DEMO_PASSWORD ?? null,
      embeddedPgPort: e.EMBEDDED_PG_PORT ?? null,
      /** Quote requests one IP may send within `quoteRateWindowSeconds`, rejected ones included. */
      quoteRateLimit: e.QUOTE_RATE_LIMIT,
      quoteRateWindowSeconds: secondsOf(e.QUOTE_RATE_WINDOW),
      /** Uploads one user may make within `uploadRateWindowSeconds`: a brake on scripts filling the disk. */
      uploadRateLimit: e.UPLOAD_RATE_LIMIT,
      uploadRateWindowSeconds: secondsOf(e.UPLOAD_RATE_WINDOW),
      /** Orders one client may place within `orderRateWindowSeconds` (staff may raise it per client). */
      orderRateLimit: e.ORDER_RATE_LIMIT,
      orderRateWindowSeconds: secondsOf(e.ORDER_RATE_WINDOW),
      /** Requests one API token may make within `apiTokenRateWindowSeconds`, on top of the route's own limits. */
      apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
      apiTokenRateWindowSeconds: secondsOf(e.API_TOKEN_RATE_WINDOW),
      /** Trust X-Forwarded-* from a reverse proxy (client IPs for rate limits): trustProxyHops > 0. */
      trustProxy: proxyHops(e.TRUST_PROXY) > 0,
      /**
       * How many proxies in front append to X-Forwarded-For: the client is the right-most address
       * they did not add. 0: the header is ignored. Entries further left are whatever the client sent.
       */
      trustProxyHops: proxyHops(e.TRUST_PROXY),
      /** PostgreSQL cancels any one statement after this long (statement_timeout); 0: never. */
      dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      /** A request waiting this long for a pooled database connection fails (with 503). */
      dbAcquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
      /** Login attempts one IP may make in 15 minutes, whatever the accounts (successes are not held against it). */
      loginAttemptsPerIp: e.LOGIN_ATTEMPTS_PER_IP,
      /** Login attempts one account takes in 15 minutes, from any IP, before each further one waits a doubling delay. */
      loginAttemptsPerAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT,
      /** Accounts one IP may register per hour. */
      registrationsPerIp: e.REGISTRATIONS_PER_IP,
      /** Password-reset e-mails one IP may ask for per hour, whatever the addresses. */
      passwordResetsPerIp: e.PASSWORD_RESETS_PER_IP,
      /** Password-reset e-mails one address may be sent per hour (unknown addresses counted alike). */
      passwordResetsPerEmail: e.PASSWORD_RESETS_PER_EMAIL,
      /** Staff must turn on two-factor sign-in before the console opens. */
      requireStaffMfa: isTrue(e.REQUIRE_STAFF_MFA),
      /** Revisions one client may submit per hour. */
      revisionsPerHour: e.REVISIONS_PER_HOUR,
      /** A request whose body stops arriving for this long is answered 408 and its connection closed. */
      bodyIdleTimeoutMs: secondsOf(e.BODY_IDLE_TIMEOUT) * 1000,
      /** A request whose body averages less than this over its window is answered 408 and closed. */
      bodyMinRate: {
        bytesPerSecond: e.BODY_MIN_RATE * 1024,
        windowMs: secondsOf(e.BODY_MIN_RATE_WINDOW) * 1000,
      },
      /** Uploads one user may have under way at once (per API process). */
      uploadsInFlightPerUser: e.UPLOADS_IN_FLIGHT_PER_USER,
      /** Bytes of uploads one user may keep stored. */
      uploadQuotaBytes: Math.floor(e.UPLOAD_QUOTA_MB * 1024 * 1024),
      /** Uploads are refused (507) when FILES_DIR's disk has less than this free. */
      filesMinFreeBytes: Math.floor(e.FILES_MIN_FREE_MB * 1024 * 1024),
      /** Uploads never attached to an order are deleted after this long. */
      unattachedUploadTtlMs: secondsOf(e.UNATTACHED_UPLOAD_TTL) * 1000,
      /** Digitizing and vector work is due this many minutes after the order is placed. */
      turnaroundMinutes: e.TURNAROUND_MINUTES,
      /**
       * Bytes of encoded order lists one API process keeps (ORDER_LIST_CACHE_MB): every buffer an entry
       * holds is counted at its real size.
       */
      orderListCacheBytes: Math.floor(e.ORDER_LIST_CACHE_MB * 1024 * 1024),
      /**
       * What bounds each stitch worker thread (STITCH_WORKER_MEMORY_MB, STITCH_WORKER_TIMEOUT): its
       * heap, and how long one task (a summary, a conversion, a worksheet) may take.
       */
      stitchThreads: {
        memoryMb: e.STITCH_WORKER_MEMORY_MB,
        timeoutMs: secondsOf(e.STITCH_WORKER_TIMEOUT) * 1000,
      },
      /** Run the job queue's workers in this process (RUN_WORKERS); `npm run worker` runs them alone. */
      runWorkers: isTrue(e.RUN_WORKERS),
      /** Jobs one worker process runs at once (WORKER_CONCURRENCY). */
      workerConcurrency: e.WORKER_CONCURRENCY,
      /** Webhooks may go to private and local addresses and plain http (tests, on-premises receivers). */
      webhooksAllowPrivate: isTrue(e.WEBHOOKS_ALLOW_PRIVATE),
      /** Who the invoices are from, and how to pay them. */
      business: {
        name: e.BUSINESS_NAME,
        address: addressLines(e.BUSINESS_ADDRESS),
        paymentInstructions: e.PAYMENT_INSTRUCTIONS,
        currency: e.CURRENCY,
      } satisfies BusinessDetails,
      /** Card payments through Stripe Checkout; null (no keys): no Pay button, manual recording only. */
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              /** A Stripe-compatible server instead of Stripe's own (STRIPE_API_URL); null: Stripe. */
              api: e.STRIPE_API_URL ? stripeApiOf(e.STRIPE_API_URL) : null,
            }
          : null,
    };
  });

export type Config = z.output<typeof configSchema>;
export type S3Config = NonNullable<Config['s3']>;

/** Reads and validates the environment. Throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue.path[0]);
    const raw = env[variable];
    throw new ConfigError(
      `Invalid environment variable ${variable}: ${issue.message}${raw === undefined ? '' : ` (got "${raw}")`}`,
    );
  }
  return parsed.data;
}
