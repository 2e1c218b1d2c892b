import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isStaffRole, type Role } from '@stitchdesk/shared';
import { onTokenRejected, setHttpToken } from './http-session.ts';
import { usePlatform } from './platform-context.tsx';
import { roleOf } from './token.ts';

export interface Session {
  isAuthenticated: boolean;
  token: string | null;
  role: Role | null;
  /**
   * docs/product.md §Sessions: takes isAuthenticated and token; a non-empty token is saved under `token`,
   * otherwise the stored token is removed.
   */
  setLoginStatus(isAuthenticated: boolean, token: string | null): void;
}

const SessionContext = createContext<Session | null>(null);

export const SESSION_EXPIRED_MESSAGE = 'session expired login again';

/**
 * The notice for an expired session (docs/product.md §Sessions, §Messages); react-hot-toast loads with it,
 * not with `/`.
 */
export function announceSessionExpired(): void {
  void import('react-hot-toast').then(({ default: toast }) =>
    toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' }),
  );
}

export function SessionProvider({
  initialToken,
  children,
}: {
  initialToken: string | null;
  children: ReactNode;
}) {
  const platform = usePlatform();
  const [state, setState] = useState(() => {
    setHttpToken(initialToken);
    return { isAuthenticated: Boolean(initialToken), token: initialToken };
  });

  const setLoginStatus = useCallback(
    (isAuthenticated: boolean, token: string | null) => {
      const kept = token ? token : null;
      setHttpToken(kept);
      void platform.tokenStore.save(kept);
      setState({ isAuthenticated, token: kept });
    },
    [platform],
  );

  // The API rejected the token (expired, revoked, account disabled): sign out and say so. The
  // panel's and console's guards then send the user to /login.
  useEffect(
    () =>
      onTokenRejected(() => {
        setLoginStatus(false, null);
        announceSessionExpired();
      }),
    [setLoginStatus],
  );

  const value = useMemo<Session>(
    () => ({ ...state, role: roleOf(state.token), setLoginStatus }),
    [state, setLoginStatus],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Where a signed-in user's dashboard is: staff work in the console, clients in the panel. */
export function dashboardPath(role: Role | null): string {
  return isStaffRole(role) ? '/staff' : '/clientpanel';
}
