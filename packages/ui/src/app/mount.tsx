import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { Platform } from '../platform/types.ts';
import { configureHttp } from '../lib/http-session.ts';
import { PlatformContext } from './platform-context.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from './session.tsx';
import { isExpired } from './token.ts';

/**
 * Mounts the whole UI into `rootElement` for one host. The stored token is read before the first
 * render so the session starts in its real state (spec §3); an expired one is dropped here.
 */
export async function mountApp(rootElement: HTMLElement, platform: Platform): Promise<void> {
  configureHttp({ baseURL: platform.apiBaseUrl() });
  let token = await platform.tokenStore.load();
  const sessionExpired = Boolean(token && isExpired(token));
  if (sessionExpired) {
    await platform.tokenStore.save(null);
    token = null;
  }
  const router = createAppRouter({ sessionExpired });
  const queryClient = createQueryClient();
  createRoot(rootElement).render(
    <StrictMode>
      <PlatformContext.Provider value={platform}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider initialToken={token}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </PlatformContext.Provider>
    </StrictMode>,
  );
}
