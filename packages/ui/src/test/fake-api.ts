import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../lib/http.ts';
import { withProfileDefaults, type UserInfo } from '@stitchdesk/shared';

/**
 * A request as the fake server sees it: `url` is the path without a query string, `params` the
 * query; `body` is the parsed JSON, or the FormData itself.
 */
export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer; `status` defaults to 200. */
export interface FakeResponse {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces the network under the one axios instance with `handler`: the API server is outside
 * what these tests check, so it is faked there and nowhere else. Returns the log of requests.
 */
export function fakeApi(handler: FakeHandler): FakeRequest[] {
  const log: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').split('?')[0],
      params: Object.fromEntries(
        Object.entries((config.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      ),
      body,
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [
          k.toLowerCase(),
          String(v),
        ]),
      ),
    };
    log.push(request);
    if (body instanceof FormData && config.onUploadProgress) {
      const file = body.get('file');
      const total = file instanceof File ? file.size : 1;
      config.onUploadProgress({ loaded: total, total, bytes: total, lengthComputable: true });
    }
    const result = await handler(request);
    const status = result.status ?? 200;
    const response = {
      data: result.data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(result.headers ?? {}),
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(status) : status < 300;
    if (ok) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  http.defaults.adapter = adapter;
  return log;
}

const realAdapter = http.defaults.adapter;

/** Puts the real network back (test/setup.ts does so after every test). */
export function restoreApi(): void {
  http.defaults.adapter = realAdapter;
}

export function apiError(status: number, message: string): FakeResponse {
  return { status, data: { error: message, message } };
}

/** What axios throws when no answer arrives at all (server down, connection lost). */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK);
}

/** A route answer for a server that cannot be reached. */
export function networkDown(): never {
  throw networkError();
}

/** A confirmed account without two-factor sign-in, required of no one. */
export const DEFAULT_USER_INFO: UserInfo = {
  user: {
    username: 'sam',
    email: 'sam@example.com',
    assignTo: null,
    emailVerified: true,
    mfaEnabled: false,
    mfaSetupRequired: false,
  },
  employees: [],
};

/** GET /settings/public as a shop without Stripe keys answers it. */
export const PUBLIC_SETTINGS = {
  settings: {
    businessName: 'Stitchdesk',
    address: [],
    contactEmail: null,
    contactPhone: null,
    socialLinks: { facebook: null, instagram: null, linkedin: null },
    superRushFeeCents: 0,
    taxRatePercent: 0,
    taxLabel: 'Sales tax',
  },
  cardPayments: false,
  currency: 'USD',
};

/** GET /order/:orderId/payments of an order nothing was paid on. */
export const NO_PAYMENTS = { currency: 'USD', paidCents: 0, payments: [] };

export type RouteAnswer = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

/**
 * A fake server from a table of `"METHOD /path"` → answer, where a `:name` segment matches any
 * one segment. The panel polls notifications on every page and the new-order form lists presets, so
 * empty lists are answered unless the table says otherwise; anything else unknown is 404.
 */
export function fakeRoutes(table: Record<string, RouteAnswer>): FakeRequest[] {
  const defaults: Record<string, RouteAnswer> = {
    'GET /user/getuser/notifications': { status: 200, data: { notification: [] } },
    'GET /user/presets': { status: 200, data: { presets: [] } },
    'GET /user/machine-profile': { status: 200, data: withProfileDefaults(null) },
    // The panel's banner and the console's two-factor check read the account on every page.
    'GET /user/getuser/info': { status: 200, data: DEFAULT_USER_INFO },
    'GET /user/addresses': { status: 200, data: { addresses: [] } },
    // The order page and the statement ask whether cards are taken (here: not, as without Stripe keys).
    'GET /settings/public': { status: 200, data: PUBLIC_SETTINGS },
    // The order page lists the order's payments beside its price (here: none).
    'GET /order/:orderId/payments': { status: 200, data: NO_PAYMENTS },
  };
  // The table first: its `/order/ord-1/payments` wins over a default's `/order/:orderId/payments`.
  const routes: Record<string, RouteAnswer> = { ...table };
  for (const [route, answer] of Object.entries(defaults)) if (!(route in routes)) routes[route] = answer;
  return fakeApi((request) => {
    const answer = Object.entries(routes).find(([route]) => matches(route, request))?.[1];
    if (!answer) return apiError(404, `No fake for ${request.method} ${request.url}`);
    return typeof answer === 'function' ? answer(request) : answer;
  });
}

function matches(route: string, { method, url }: FakeRequest): boolean {
  const [routeMethod, routePath] = route.split(' ');
  if (routeMethod !== method) return false;
  const want = routePath.split('/');
  const got = url.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

const BACKGROUND_READS = new Set([
  'GET /user/getuser/notifications',
  'GET /user/presets',
  'GET /user/machine-profile',
  'GET /user/webhooks',
  'GET /user/addresses',
  'GET /user/getuser/info',
  'GET /user/plans',
  'GET /settings/public',
]);

/** The order page's read of its payment history, beside the order. */
const ORDER_PAYMENTS_READ = /^GET \/order\/[^/]+\/payments$/;

/**
 * The requests other than background reads (the notification poll, the new-order form's presets,
 * the machine profile, the Integrations page's webhook list beside its tokens, the goods forms'
 * address book, the account the panel's banner reads, the plans the order form's coverage line reads, the order page's payment history).
 */
export function calls(log: readonly FakeRequest[]): string[] {
  return log
    .map((r) => `${r.method} ${r.url}`)
    .filter((call) => !BACKGROUND_READS.has(call) && !ORDER_PAYMENTS_READ.test(call));
}
