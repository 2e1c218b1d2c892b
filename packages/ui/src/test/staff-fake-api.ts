import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { http } from '../lib/http.ts';

/** A request as a test handler sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
  config: InternalAxiosRequestConfig;
}

export type FakeHandler = (
  request: FakeRequest,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Stands in for the API server in UI tests (the server has its own tests): routes `METHOD /path`
 * (with `:param` segments) to handlers and records every request the page makes.
 */
export function installFakeApi(routes: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const previous = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0];
    const params = Object.fromEntries(
      Object.entries((config.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    let body: unknown = config.data;
    if (typeof body === 'string') body = JSON.parse(body);
    const request: FakeRequest = { method, path, params, body, config };
    requests.push(request);
    const handler = Object.entries(routes).find(([route]) => matches(route, method, path))?.[1];
    const result = handler
      ? await handler(request)
      : { status: 404, body: { error: 'Not found', message: 'Not found' } };
    const response: AxiosResponse = {
      data: result.body,
      status: result.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        undefined,
        config,
        null,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}

function matches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath] = route.split(' ');
  if (routeMethod !== method) return false;
  const want = routePath.split('/');
  const got = path.split('/');
  return (
    want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i])
  );
}
