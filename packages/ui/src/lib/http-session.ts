/**
 * Where the API is and which bearer token to send, kept apart from the axios instance (lib/http.ts):
 * the session and mount set these on the first page, which then need not load axios at all.
 */
export const httpSession: { baseURL: string | undefined; token: string | null } = {
  baseURL: undefined,
  token: null,
};

export function configureHttp(options: { baseURL: string }): void {
  httpSession.baseURL = options.baseURL;
}

export function setHttpToken(token: string | null): void {
  httpSession.token = token;
}

/** The HTTP status of a failed request (an axios error's response), read without importing axios. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' ? response.status : undefined;
}
