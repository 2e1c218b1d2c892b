import { AxiosError } from 'axios';
import { apiErrorBody } from './api-error.ts';

/**
 * How long the server asked us to wait (a 429's `retryAfterSeconds`, else its Retry-After header
 * in seconds), or null when the error carries no wait.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof AxiosError) || !error.response) return null;
  const body = apiErrorBody(error);
  const seconds = Number(body?.retryAfterSeconds ?? error.response.headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "in 45 seconds", "in 7 minutes", "in 2 hours": rounded up, so trying then is never too early. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${plural(Math.ceil(seconds), 'second')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${plural(minutes, 'minute')}`;
  return `in ${plural(Math.ceil(seconds / 3600), 'hour')}`;
}
