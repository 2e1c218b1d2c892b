import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { PlatformContext } from '../../app/platform-context.tsx';
import { SessionProvider } from '../../app/session.tsx';
import type { Platform } from '../../platform/types.ts';
import { panelRoutes } from '../routes.tsx';

// jsdom has no matchMedia; the toaster asks it about reduced motion. Answer "no preference".
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** An unsigned token with the claims the UI reads (the UI never verifies; the server does). */
export function fakeToken(role: 'client' | 'employee' | 'admin' = 'client', expInSeconds = 3600): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', role, iat: now, exp: now + expInSeconds })}.sig`;
}

export function testPlatform(overrides: Partial<Platform> = {}): Platform {
  return {
    kind: 'web',
    apiBaseUrl: () => '/api/v1',
    tokenStore: { load: async () => null, save: async () => {} },
    saveFile: async () => {},
    openExternal: () => {},
    notify: () => {},
    autoDownloadDeliveries: () => false,
    ...overrides,
  };
}

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} page at {location.pathname}
    </p>
  );
}

/** Renders the real panel routes at `path`, with stand-ins for the pages other areas own. */
export function renderPanel(
  path: string,
  { platform = testPlatform(), token = fakeToken() }: { platform?: Platform; token?: string | null } = {},
) {
  // Toasts live in a module-level store; start every render without the previous test's.
  toast.remove();
  const routes: RouteObject[] = [
    ...panelRoutes,
    { path: '/', element: <Where name="Home" /> },
    { path: '/login', element: <Where name="Login" /> },
    { path: '/staff', element: <Where name="Staff" /> },
    { path: '*', element: <Where name="Not found" /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialToken={token}>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>,
  );
  return { ...view, router, queryClient };
}
