import { http } from './http.ts';

/**
 * Ends the session on the server too (POST /user/logout), so a copy of the token stops working.
 * The token is passed explicitly: the caller clears it from the session right after. Signing out
 * never waits for or fails on this call; an unreachable server only leaves the token to expire.
 */
export function endServerSession(token: string | null): void {
  if (!token) return;
  void http
    .post('/user/logout', undefined, { headers: { Authorization: `Bearer ${token}` } })
    .catch(() => undefined);
}
