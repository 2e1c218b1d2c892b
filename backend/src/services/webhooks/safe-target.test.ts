import { describe, expect, it } from 'vitest';
import { postWebhook } from './post.ts';
import { retryDelayMs, MAX_DELIVERY_ATTEMPTS } from './schedule.ts';
import { isPublicAddress, publicOnlyLookup, WEBHOOK_PRIVATE_ADDRESS } from './safe-target.ts';

describe('which addresses webhooks may call', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '::7f00:1',
    '::a9fe:a9fe',
    'fec0::1',
    'fef0::1',
    '100::1',
    '2001:db8::1',
    '64:ff9b::808:808',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('allows the public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('the connection’s own lookup refuses a name that resolves to loopback', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (err) => resolve(err)),
    );
    expect(error?.message).toBe(WEBHOOK_PRIVATE_ADDRESS);
  });

  it('a delivery to a name resolving to loopback fails without connecting', async () => {
    const result = await postWebhook({
      url: 'https://localhost:8443/hook',
      headers: {},
      body: '{}',
      allowPrivate: false,
    });
    expect(result).toEqual({ status: null, error: WEBHOOK_PRIVATE_ADDRESS });
  });
});

describe('the retry schedule', () => {
  it('retries first within 30 s and last about three days after the first attempt', () => {
    expect(retryDelayMs(1, 0.999)).toBeLessThanOrEqual(30_000);
    const total = (random: number) =>
      Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, random)).reduce(
        (a, b) => a + b,
      );
    const day = 24 * 3600 * 1000;
    expect(total(0.5)).toBeGreaterThan(2.5 * day);
    expect(total(0.5)).toBeLessThan(4 * day);
    expect(retryDelayMs(3, 0)).toBeLessThan(retryDelayMs(3, 0.99));
  });
});
