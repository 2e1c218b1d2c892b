import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../lib/http.ts';

/** A request as the fake server sees it. `body` is the parsed JSON, or the FormData itself. */
export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeResponse {
  status: number;
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
      url: config.url ?? '',
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
    const response = {
      data: result.data,
      status: result.status,
      statusText: String(result.status),
      headers: new AxiosHeaders(result.headers ?? {}),
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(result.status) : result.status < 300;
    if (ok) return response;
    throw new AxiosError(
      `Request failed with status code ${result.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  http.defaults.adapter = adapter;
  return log;
}

export function apiError(status: number, message: string): FakeResponse {
  return { status, data: { error: message, message } };
}

type RouteAnswer = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

/**
 * A fake server from a table of `"METHOD /path"` → answer. The panel polls notifications on every
 * page, so an empty list is answered unless the table says otherwise; anything else unknown is 404.
 */
export function fakeRoutes(table: Record<string, RouteAnswer>): FakeRequest[] {
  const routes: Record<string, RouteAnswer> = {
    'GET /user/getuser/notifications': { status: 200, data: { notification: [] } },
    ...table,
  };
  return fakeApi((request) => {
    const answer = routes[`${request.method} ${request.url}`];
    if (!answer) return apiError(404, `No fake for ${request.method} ${request.url}`);
    return typeof answer === 'function' ? answer(request) : answer;
  });
}

/** The requests other than the background notification poll. */
export function calls(log: readonly FakeRequest[]): string[] {
  return log.filter((r) => r.url !== '/user/getuser/notifications').map((r) => `${r.method} ${r.url}`);
}
