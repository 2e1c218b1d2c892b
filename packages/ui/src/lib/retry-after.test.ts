import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, waitText } from './retry-after.ts';

function failed(status: number, data: unknown, headers: Record<string, string> = {}) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers,
    config,
    data,
  });
}

describe('retryAfterSeconds', () => {
  it("reads the body's retryAfterSeconds, else the Retry-After header", () => {
    expect(retryAfterSeconds(failed(429, { error: 'x', message: 'x', retryAfterSeconds: 90 }))).toBe(90);
    expect(retryAfterSeconds(failed(429, { error: 'x', message: 'x' }, { 'retry-after': '42' }))).toBe(42);
  });

  it('is null without a usable wait', () => {
    expect(retryAfterSeconds(failed(500, { error: 'x', message: 'x' }))).toBeNull();
    expect(retryAfterSeconds(failed(429, '', { 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }))).toBeNull();
    expect(retryAfterSeconds(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeNull();
    expect(retryAfterSeconds(new Error('boom'))).toBeNull();
  });
});

describe('waitText', () => {
  it.each([
    [1, 'in 1 second'],
    [45, 'in 45 seconds'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [401, 'in 7 minutes'],
    [3540, 'in 59 minutes'],
    [3599, 'in 1 hour'],
    [3600, 'in 1 hour'],
    [7199, 'in 2 hours'],
  ])('%i s reads "%s", never earlier than the wait', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});
