import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTempDir } from './test/temp-dir.ts';
import { ConfigError, DEFAULT_PAYMENT_INSTRUCTIONS, loadConfig, parseDurationSeconds } from './config.ts';

const run = promisify(execFile);

describe('loadConfig', () => {
  const tmp = useTempDir('stitchdesk-config-');

  const base = () => ({ DATA_DIR: tmp.path });

  it('fills in the documented defaults', () => {
    const config = loadConfig(base());
    expect(config).toMatchObject({
      port: 3000,
      host: null,
      databaseUrl: null,
      dataDir: tmp.path,
      filesDir: path.join(tmp.path, 'files'),
      jwtExpiresIn: '7d',
      jwtExpiresInSeconds: 7 * 86400,
      publicUrl: 'http://localhost:3000',
      corsOrigins: ['app://stitchdesk'],
      uploadMaxMb: 100,
      uploadMaxBytes: 100 * 1024 * 1024,
      s3: null,
      smtpUrl: null,
      logLevel: 'info',
      adminEmail: 'admin@stitchdesk.local',
      demoPassword: null,
      embeddedPgPort: null,
      trustProxy: false,
      trustProxyHops: 0,
    });
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('generates a JWT secret once, keeps it in DATA_DIR with mode 600, and reuses it', async () => {
    const first = loadConfig(base()).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(base()).jwtSecret).toBe(first);
    const file = path.join(tmp.path, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ ...base(), JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('gives processes that start together on a new DATA_DIR one and the same JWT secret', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-config-race-'));
    const config = new URL('./config.ts', import.meta.url).href;
    const script = `import { ensureJwtSecret } from ${JSON.stringify(config)};
process.stdout.write(ensureJwtSecret(${JSON.stringify(fresh)}));`;
    const secrets = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
        return stdout;
      }),
    );
    await rm(fresh, { recursive: true, force: true });
    expect(secrets[0].length).toBeGreaterThanOrEqual(32);
    expect(new Set(secrets)).toEqual(new Set([secrets[0]]));
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      ...base(),
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      FILES_DIR: '/srv/files',
      JWT_EXPIRES_IN: '12h',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      UPLOAD_MAX_MB: '5',
      S3_BUCKET: 'bucket',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'Boss@Example.com',
      EMBEDDED_PG_PORT: '5499',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/app',
      filesDir: '/srv/files',
      jwtExpiresInSeconds: 12 * 3600,
      publicUrl: 'http://localhost:8080',
      corsOrigins: ['app://stitchdesk', 'https://a.example', 'https://b.example'],
      uploadMaxBytes: 5 * 1024 * 1024,
      s3: {
        bucket: 'bucket',
        region: 'us-east-1',
        endpoint: 'http://minio:9000',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      adminEmail: 'boss@example.com',
      embeddedPgPort: 5499,
      trustProxy: true,
      trustProxyHops: 1,
    });
  });

  it('takes TRUST_PROXY as a number of proxies (true: one) and refuses anything else', () => {
    expect(loadConfig({ ...base(), TRUST_PROXY: '2' })).toMatchObject({
      trustProxy: true,
      trustProxyHops: 2,
    });
    expect(loadConfig({ ...base(), TRUST_PROXY: 'true' })).toMatchObject({ trustProxyHops: 1 });
    expect(loadConfig({ ...base(), TRUST_PROXY: '0' })).toMatchObject({
      trustProxy: false,
      trustProxyHops: 0,
    });
    expect(loadConfig({ ...base(), TRUST_PROXY: 'false' })).toMatchObject({ trustProxyHops: 0 });
    expect(() => loadConfig({ ...base(), TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...base(), PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['JWT_EXPIRES_IN', 'forever'],
    ['PUBLIC_URL', 'not a url'],
    ['UPLOAD_MAX_MB', '-1'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
    ['SMTP_URL', 'mail.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_EMAIL', 'admin'],
    ['EMBEDDED_PG_PORT', '0'],
    ['CORS_ORIGINS', 'not an origin'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ ...base(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}: `),
    );
  });

  it('limits quote requests to 5 per 10 minutes unless QUOTE_RATE_LIMIT and QUOTE_RATE_WINDOW say otherwise', () => {
    expect(loadConfig(base())).toMatchObject({ quoteRateLimit: 5, quoteRateWindowSeconds: 600 });
    expect(loadConfig({ ...base(), QUOTE_RATE_LIMIT: '20', QUOTE_RATE_WINDOW: '1h' })).toMatchObject({
      quoteRateLimit: 20,
      quoteRateWindowSeconds: 3600,
    });
    expect(loadConfig({ ...base(), QUOTE_RATE_WINDOW: '90' }).quoteRateWindowSeconds).toBe(90);
  });

  it('limits uploads to 300 per user per 10 minutes unless UPLOAD_RATE_LIMIT and UPLOAD_RATE_WINDOW say otherwise', () => {
    expect(loadConfig(base())).toMatchObject({ uploadRateLimit: 300, uploadRateWindowSeconds: 600 });
    expect(loadConfig({ ...base(), UPLOAD_RATE_LIMIT: '2000', UPLOAD_RATE_WINDOW: '1h' })).toMatchObject({
      uploadRateLimit: 2000,
      uploadRateWindowSeconds: 3600,
    });
  });

  it('limits orders to 300 per client per 10 minutes and API tokens to 600 requests a minute unless told otherwise', () => {
    expect(loadConfig(base())).toMatchObject({
      orderRateLimit: 300,
      orderRateWindowSeconds: 600,
      apiTokenRateLimit: 600,
      apiTokenRateWindowSeconds: 60,
    });
    expect(
      loadConfig({
        ...base(),
        ORDER_RATE_LIMIT: '5000',
        ORDER_RATE_WINDOW: '1h',
        API_TOKEN_RATE_LIMIT: '50',
      }),
    ).toMatchObject({ orderRateLimit: 5000, orderRateWindowSeconds: 3600, apiTokenRateLimit: 50 });
    expect(() => loadConfig({ ...base(), API_TOKEN_RATE_LIMIT: '0' })).toThrow(/API_TOKEN_RATE_LIMIT/);
  });

  it('keeps 32 MiB of order lists per process unless ORDER_LIST_CACHE_MB says otherwise', () => {
    expect(loadConfig(base()).orderListCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ ...base(), ORDER_LIST_CACHE_MB: '8' }).orderListCacheBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ ...base(), ORDER_LIST_CACHE_MB: '0.5' }).orderListCacheBytes).toBe(512 * 1024);
  });

  it('runs 8 job workers in the API process, and calls only public https webhooks, unless told otherwise', () => {
    expect(loadConfig(base())).toMatchObject({
      runWorkers: true,
      workerConcurrency: 8,
      webhooksAllowPrivate: false,
    });
    expect(
      loadConfig({
        ...base(),
        RUN_WORKERS: 'false',
        WORKER_CONCURRENCY: '2',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      }),
    ).toMatchObject({ runWorkers: false, workerConcurrency: 2, webhooksAllowPrivate: true });
  });

  it.each([
    ['RUN_WORKERS', 'sometimes', 'must be true or false'],
    ['WORKER_CONCURRENCY', '0', 'must be at least 1'],
    ['WORKER_CONCURRENCY', '1000', 'must be at most 100'],
    ['WEBHOOKS_ALLOW_PRIVATE', 'maybe', 'must be true or false'],
    ['ORDER_LIST_CACHE_MB', '0', 'must be positive'],
    ['ORDER_LIST_CACHE_MB', 'lots', 'must be a number'],
    ['QUOTE_RATE_LIMIT', '0', 'must be at least 1'],
    ['QUOTE_RATE_LIMIT', '2.5', 'must be a whole number'],
    ['QUOTE_RATE_LIMIT', 'many', 'must be a number'],
    ['QUOTE_RATE_WINDOW', 'soon', 'at most 1d'],
    ['QUOTE_RATE_WINDOW', '2d', 'at most 1d'],
    ['UPLOAD_RATE_LIMIT', '0', 'must be at least 1'],
    ['UPLOAD_RATE_WINDOW', '2d', 'at most 1d'],
  ])('explains a bad %s=%s', (name, value, reason) => {
    expect(() => loadConfig({ ...base(), [name]: value })).toThrow(`Invalid environment variable ${name}: `);
    expect(() => loadConfig({ ...base(), [name]: value })).toThrow(reason);
  });

  it('takes the invoice’s business details from BUSINESS_*, PAYMENT_INSTRUCTIONS and CURRENCY', () => {
    expect(loadConfig(base()).business).toEqual({
      name: 'Stitchdesk',
      address: [],
      paymentInstructions: DEFAULT_PAYMENT_INSTRUCTIONS,
      currency: 'USD',
    });
    const given = loadConfig({
      ...base(),
      BUSINESS_NAME: 'Thread & Needle Ltd',
      BUSINESS_ADDRESS: '12 Mill Lane | Leeds LS1 4AB\\nUnited Kingdom',
      PAYMENT_INSTRUCTIONS: 'Bank transfer to GB00 0000 0000 0000',
      CURRENCY: 'gbp',
    }).business;
    expect(given).toEqual({
      name: 'Thread & Needle Ltd',
      address: ['12 Mill Lane', 'Leeds LS1 4AB', 'United Kingdom'],
      paymentInstructions: 'Bank transfer to GB00 0000 0000 0000',
      currency: 'GBP',
    });
  });

  it.each([
    ['CURRENCY', 'dollars'],
    ['CURRENCY', 'XYZ'],
    ['BUSINESS_NAME', 'x'.repeat(201)],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ ...base(), [name]: value })).toThrow(`Invalid environment variable ${name}: `);
  });

  it('requires S3_BUCKET with other S3 settings, and both S3 keys together', () => {
    expect(() => loadConfig({ ...base(), S3_REGION: 'eu-west-1' })).toThrow(
      /S3_BUCKET: required when S3_REGION/,
    );
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('turns card payments on with both Stripe keys, pointed at STRIPE_API_URL when given', () => {
    expect(loadConfig(base()).stripe).toBeNull();
    expect(() => loadConfig({ ...base(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/,
    );
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...base(), ...keys }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      api: null,
    });
    expect(loadConfig({ ...base(), ...keys, STRIPE_API_URL: 'http://localhost:12111' }).stripe?.api).toEqual({
      host: 'localhost',
      port: 12111,
      protocol: 'http',
    });
    expect(loadConfig({ ...base(), ...keys, STRIPE_API_URL: 'https://stripe.test' }).stripe?.api).toEqual({
      host: 'stripe.test',
      port: 443,
      protocol: 'https',
    });
    expect(() => loadConfig({ ...base(), ...keys, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['7d', 604800],
    ['12h', 43200],
    ['30m', 1800],
    ['45s', 45],
    ['2w', 1209600],
    ['3600', 3600],
    ['0', null],
    ['1y', null],
    ['', null],
  ])('%s → %s', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });
});
