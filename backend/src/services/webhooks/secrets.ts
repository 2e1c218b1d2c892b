import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Endpoint secrets: `whsec_` + base64 of 32 random bytes (Standard Webhooks), the bytes being the
 * HMAC key. Kept encrypted with AES-256-GCM under a key derived from JWT_SECRET (changing JWT_SECRET
 * therefore means registering endpoints again, as it already means signing in again).
 */

const PREFIX = 'whsec_';
const KEY_BYTES = 32;
const FORMAT = 'v1';

export function generateSecret(): string {
  return PREFIX + randomBytes(KEY_BYTES).toString('base64');
}

/** The HMAC key a `whsec_` secret stands for. */
export function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

function storageKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'stitchdesk', 'webhook-secrets', 32));
}

export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

export function secretBox(jwtSecret: string): SecretBox {
  const key = storageKey(jwtSecret);
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [FORMAT, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64'))].join('.');
    },
    open(stored) {
      const [format, iv, tag, sealed] = stored.split('.');
      if (format !== FORMAT) throw new Error('unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The webhook-signature header: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` for each secret that
 * signs (two for a day after a rotation), space-separated.
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): string {
  return secrets
    .map(
      (secret) =>
        `v1,${createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
    )
    .join(' ');
}
