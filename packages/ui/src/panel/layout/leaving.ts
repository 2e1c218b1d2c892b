import { createContext, useContext } from 'react';

/**
 * Tells the panel's guard that the user is leaving on purpose (logout), so that, once signed out,
 * it shows nothing instead of sending them to /login while the way home is still loading.
 */
export const LeavingPanelContext = createContext<() => void>(() => {});

export function useLeavePanel(): () => void {
  return useContext(LeavingPanelContext);
}
