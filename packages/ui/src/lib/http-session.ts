import { isRecord } from '@stitchdesk/shared/is-record';

/**
 * Where the API is and which bearer token to send, kept apart from the axios instance (lib/http.ts):
 * the session and mount set these on the first page, which then need not load axios at all.
 */
export const httpSession: {
  baseURL: string | undefined;
  token: string | null;
  /** Called when the API answers 401 to a call made with the current token (lib/http.ts). */
  onTokenRejected: (() => void) | null;
} = {
  baseURL: undefined,
  token: null,
  onTokenRejected: null,
};

export function configureHttp(options: { baseURL: string }): void {
  httpSession.baseURL = options.baseURL;
}

export function setHttpToken(token: string | null): void {
  httpSession.token = token;
}

/** Sets what ends the session when the API rejects its token; returns the undo. */
export function onTokenRejected(handler: () => void): () => void {
  httpSession.onTokenRejected = handler;
  return () => {
    if (httpSession.onTokenRejected === handler) httpSession.onTokenRejected = null;
  };
}

/** The HTTP status of a failed request (an axios error's response), read without importing axios. */
export function errorStatus(error: unknown): number | undefined {
  if (!isRecord(error) || !isRecord(error.response)) return undefined;
  const { status } = error.response;
  return typeof status === 'number' ? status : undefined;
}
