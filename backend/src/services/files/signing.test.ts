import { describe, expect, it } from 'vitest';
import {
  FILE_URL_BUCKET_SECONDS,
  FILE_URL_VALIDITY_SECONDS,
  createFileUrlSigner,
  fileIdFromUrl,
  fileUrlExpiry,
} from './signing.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const signer = createFileUrlSigner({ secret, publicUrl: 'https://api.example.com/' });
const file = { id: '0b6e2f5e-4d7a-4b8e-9f51-2c7a5c1d9e01', name: 'logo final (2).png' };
const now = new Date('2030-03-04T05:06:07Z');

function parts(url: string) {
  const parsed = new URL(url);
  return { parsed, exp: parsed.searchParams.get('exp'), sig: parsed.searchParams.get('sig') };
}

describe('signed file URLs', () => {
  it('builds an absolute URL under PUBLIC_URL with the encoded name, exp and sig', () => {
    const { parsed, exp, sig } = parts(signer.url(file, now));
    expect(parsed.origin).toBe('https://api.example.com');
    expect(parsed.pathname).toBe(`/api/v1/files/${file.id}/logo%20final%20(2).png`);
    expect(Number(exp) % FILE_URL_BUCKET_SECONDS).toBe(0);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signer.verify(file.id, exp, sig, now)).toBe(true);
  });

  it('stays byte-identical within a time bucket and valid for at least 7 days', () => {
    const later = new Date(now.getTime() + 60_000);
    expect(signer.url(file, later)).toBe(signer.url(file, now));
    const exp = fileUrlExpiry(now);
    const lifetime = exp - now.getTime() / 1000;
    expect(lifetime).toBeGreaterThanOrEqual(FILE_URL_VALIDITY_SECONDS);
    expect(lifetime).toBeLessThanOrEqual(FILE_URL_VALIDITY_SECONDS + FILE_URL_BUCKET_SECONDS);
  });

  it('signs the same with and without remembering the signature', () => {
    const other = { id: '0b6e2f5e-4d7a-4b8e-9f51-2c7a5c1d9e02', name: 'b.png' };
    const fresh = createFileUrlSigner({ secret, publicUrl: 'https://api.example.com/' });
    const unremembered = fresh.url(other, now, { remember: false });
    expect(unremembered).toBe(fresh.url(other, now));
    expect(fresh.url(other, now, { remember: false })).toBe(signer.url(other, now));
    const order = { id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b', number: 1042 };
    expect(fresh.invoiceUrl(order, now, { remember: false })).toBe(signer.invoiceUrl(order, now));
  });

  it('refuses tampered, foreign, malformed and expired signatures', () => {
    const { exp, sig } = parts(signer.url(file, now));
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(file.id, exp, flipped, now)).toBe(false);
    expect(signer.verify(file.id, String(Number(exp) + FILE_URL_BUCKET_SECONDS), sig, now)).toBe(false);
    expect(signer.verify('0b6e2f5e-4d7a-4b8e-9f51-2c7a5c1d9e02', exp, sig, now)).toBe(false);
    expect(signer.verify(file.id, undefined, sig, now)).toBe(false);
    expect(signer.verify(file.id, exp, undefined, now)).toBe(false);
    expect(signer.verify(file.id, ['1', '2'], sig, now)).toBe(false);
    expect(signer.verify(file.id, '1e12', sig, now)).toBe(false);
    const other = createFileUrlSigner({ secret: `${secret}x`, publicUrl: 'https://api.example.com' });
    expect(other.verify(file.id, exp, sig, now)).toBe(false);
    const afterExpiry = new Date(Number(exp) * 1000 + 1);
    expect(signer.verify(file.id, exp, sig, afterExpiry)).toBe(false);
  });

  it('reads the file id back from a URL of ours, whatever the host', () => {
    expect(fileIdFromUrl(signer.url(file, now))).toBe(file.id);
    expect(fileIdFromUrl(`http://other:3000/api/v1/files/${file.id.toUpperCase()}/x.png?exp=1&sig=2`)).toBe(
      file.id,
    );
    expect(fileIdFromUrl(`/api/v1/files/${file.id}/x.png`)).toBe(file.id);
    expect(fileIdFromUrl('https://res.cloudinary.com/demo/raw/upload/v1/x.png')).toBeNull();
    expect(fileIdFromUrl(`/api/v1/files/${file.id}`)).toBeNull();
    expect(fileIdFromUrl(`/api/v1/files/${file.id}/a/b`)).toBeNull();
    expect(fileIdFromUrl('/api/v1/files/not-a-uuid/x.png')).toBeNull();
    expect(fileIdFromUrl('http://[bad')).toBeNull();
  });
});
