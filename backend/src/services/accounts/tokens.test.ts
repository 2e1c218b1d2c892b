import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './tokens.ts';

const config = { jwtSecret: 'a-test-secret-that-is-long-enough-0123456789', jwtExpiresInSeconds: 60 };
const user = { id: '0b27b3e8-d2ae-41bc-a3ef-8eec11fdd881', role: 'client' } as const;

describe('verifyToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token again while it lasts and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const token = await signToken(config, user);
    expect(await verifyToken(config, token)).toMatchObject({ sub: user.id, role: 'client' });
    vi.setSystemTime(new Date('2030-01-01T00:00:59Z'));
    expect(await verifyToken(config, token)).toMatchObject({ sub: user.id });
    vi.setSystemTime(new Date('2030-01-01T00:01:00Z'));
    expect(await verifyToken(config, token)).toBeNull();
    expect(await verifyToken(config, token)).toBeNull();
  });

  it('does not take a token verified under one secret as valid under another', async () => {
    const token = await signToken(config, user);
    expect(await verifyToken(config, token)).not.toBeNull();
    expect(await verifyToken({ jwtSecret: `${config.jwtSecret}-rotated` }, token)).toBeNull();
  });

  it('refuses a token that differs by one character from one it accepted', async () => {
    const token = await signToken(config, user);
    expect(await verifyToken(config, token)).not.toBeNull();
    // A character inside the signature (the last one also carries unused padding bits).
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await verifyToken(config, changed)).toBeNull();
  });
});
