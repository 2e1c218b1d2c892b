import axios, { AxiosError, type AxiosInstance } from 'axios';
import { apiErrorBody } from './api-error.ts';
import { httpSession } from './http-session.ts';

export { configureHttp, setHttpToken } from './http-session.ts';

/**
 * The one axios instance. Its base URL and token come from the host Platform and the session,
 * both wired once at mount (`configureHttp`, lib/http-session.ts), so feature code only imports `http`.
 */
export const http: AxiosInstance = axios.create({ timeout: 60_000 });

http.interceptors.request.use((config) => {
  config.baseURL ??= httpSession.baseURL;
  if (httpSession.token) config.headers.set('Authorization', `Bearer ${httpSession.token}`);
  return config;
});

/*
 * The one place a 401 ends the session, whichever page made the call: the token expired, was
 * revoked or its account disabled while the app was open. Only an answer to the current token
 * counts; a late answer to a token already replaced (signed out, signed in again) does not.
 */
http.interceptors.response.use(undefined, (error: unknown) => {
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    httpSession.token !== null &&
    error.config?.headers.get('Authorization') === `Bearer ${httpSession.token}`
  ) {
    httpSession.onTokenRejected?.();
  }
  return Promise.reject(error);
});

/** The API's error text (`error` of docs/product.md §API), or the fallback for network and unknown errors. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = apiErrorBody(error);
  return body?.error || body?.message || fallback;
}
