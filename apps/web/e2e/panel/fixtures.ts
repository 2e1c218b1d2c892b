import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin.ts';

export { makePdf, makePng } from '../support/files.ts';
export { E2E_ADMIN };
export { expectNoSeriousViolations as expectAccessible } from '@stitchdesk/shared/test/axe';

/** The admin's token, or null when the server's admin is not the one this run knows. */
export async function adminToken(request: APIRequestContext): Promise<string | null> {
  const response = await request.post('/api/v1/user/login', { data: E2E_ADMIN });
  if (response.status() !== 200) return null;
  return ((await response.json()) as { token: string }).token;
}

/** A token in the JWT shape whose `exp` has passed (the UI reads claims; it never verifies them). */
export function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'gone', role: 'client', iat: past - 60, exp: past })}.c2ln`;
}

/** Today as the browser's date inputs want it, in local time (the machine runs browser and test). */
export function localDay(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
