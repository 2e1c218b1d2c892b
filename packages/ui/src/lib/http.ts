import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { ApiError } from '@stitchdesk/shared';

/**
 * The one axios instance. Its base URL and token come from the host Platform and the session,
 * both wired once at mount (`configureHttp`), so feature code only imports `http`.
 */
export const http: AxiosInstance = axios.create({ timeout: 60_000 });

let currentToken: string | null = null;

export function configureHttp(options: { baseURL: string }): void {
  http.defaults.baseURL = options.baseURL;
}

export function setHttpToken(token: string | null): void {
  currentToken = token;
}

http.interceptors.request.use((config) => {
  if (currentToken) config.headers.set('Authorization', `Bearer ${currentToken}`);
  return config;
});

/** The API's error text (`error` of DESIGN §3), or the fallback for network and unknown errors. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<ApiError> | undefined;
    return body?.error || body?.message || fallback;
  }
  return fallback;
}
