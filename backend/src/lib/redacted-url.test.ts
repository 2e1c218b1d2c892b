import { describe, expect, it } from 'vitest';
import { redactedUrl } from './redacted-url.ts';

describe('redactedUrl', () => {
  it.each([
    [
      '/api/v1/order/getorder?access_token=sdk_1234abcd_secret',
      '/api/v1/order/getorder?access_token=[redacted]',
    ],
    [
      '/api/v1/files/x/a.dst?expires=99&sig=abc123&download=1',
      '/api/v1/files/x/a.dst?expires=99&sig=[redacted]&download=1',
    ],
    ['/x?token=eyJhbGci&TOKEN=two&Sig=three', '/x?token=[redacted]&TOKEN=[redacted]&Sig=[redacted]'],
    ['/x?acc%65ss_token=sdk_secret&q=1', '/x?acc%65ss_token=[redacted]&q=1'],
    ['/x?q=token%3Dnot-a-param&tokens=kept', '/x?q=token%3Dnot-a-param&tokens=kept'],
    ['/x?sig=a#frag', '/x?sig=[redacted]#frag'],
    ['/x?%zz=1&sig', '/x?%zz=1&sig'],
    ['/plain/path', '/plain/path'],
  ])('%s → %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
