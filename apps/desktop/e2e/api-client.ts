import { randomUUID } from 'node:crypto';

/** An account signed in through the real API. */
export interface TestUser {
  email: string;
  password: string;
  token: string;
}

export type ApiCall = <T>(path: string, init?: RequestInit & { token?: string }) => Promise<T>;

/**
 * The real API at `serverUrl`, for both desktop e2e suites (Electron and Chromium): `call` sends a
 * request (as `token` when given) and throws on any answer but 2xx; accounts are made and signed in
 * through it as a person would.
 */
export function apiClient(serverUrl: string) {
  const call: ApiCall = async <T>(path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    const response = await fetch(`${serverUrl}/api/v1${path}`, { ...init, headers });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  async function signIn(email: string, password: string): Promise<TestUser> {
    const { token } = await call<{ token: string }>('/user/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    return { email, password, token };
  }

  /** A fresh client account, registered and signed in through the real API. */
  async function createClient(): Promise<TestUser> {
    const email = `desktop-${randomUUID()}@e2e.example`;
    const password = 'desktop-e2e-password';
    await call('/user/register', {
      method: 'POST',
      body: JSON.stringify({ username: 'Desktop Tester', email, password }),
    });
    return signIn(email, password);
  }

  return { call, signIn, createClient };
}
