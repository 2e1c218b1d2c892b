import { hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';

/*
 * The ticket a right password earns when two-factor sign-in is on: a JWT signed with a key of its
 * own (derived from JWT_SECRET), so it can never pass as a session token, naming the account, the
 * e-mail its login limits count under and the session generation (a password reset in between ends
 * it). Valid five minutes.
 */

const TICKET_SECONDS = 5 * 60;
const AUDIENCE = 'stitchdesk:mfa-login';

const keyOf = (jwtSecret: string) =>
  new Uint8Array(hkdfSync('sha256', jwtSecret, 'stitchdesk', 'mfa-login-ticket', 32));

export interface MfaTicket {
  userId: string;
  email: string;
  sessionGeneration: number;
}

export async function signMfaTicket(config: Pick<Config, 'jwtSecret'>, ticket: MfaTicket): Promise<string> {
  return new SignJWT({ email: ticket.email, gen: ticket.sessionGeneration })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(ticket.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TICKET_SECONDS}s`)
    .sign(keyOf(config.jwtSecret));
}

/** The ticket's claims, or null for one that is altered, foreign or expired. */
export async function readMfaTicket(
  config: Pick<Config, 'jwtSecret'>,
  ticket: string,
): Promise<MfaTicket | null> {
  try {
    const { payload } = await jwtVerify(ticket, keyOf(config.jwtSecret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.gen !== 'number'
    )
      return null;
    return { userId: payload.sub, email: payload.email, sessionGeneration: payload.gen };
  } catch {
    return null;
  }
}
