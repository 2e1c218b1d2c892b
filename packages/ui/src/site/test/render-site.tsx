import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { PlatformContext } from '../../app/platform-context.tsx';
import { SessionProvider } from '../../app/session.tsx';
import type { Platform } from '../../platform/types.ts';
import { publicRoutes } from '../routes.tsx';

// jsdom has no matchMedia (the reduced-motion hook and the toaster ask it): "no preference".
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
export function fakeToken(role: 'client' | 'employee' | 'admin' = 'client'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', role, iat: now, exp: now + 3600 })}.sig`;
}

/** The browser host as far as the site uses it; the token store records what it is given. */
export function sitePlatform(saved: (string | null)[] = []): Platform {
  return {
    kind: 'web',
    apiBaseUrl: () => '/api/v1',
    tokenStore: {
      load: async () => null,
      save: async (token) => {
        saved.push(token);
      },
    },
    saveFile: async () => {},
    openExternal: () => {},
    notify: () => {},
    autoDownloadDeliveries: () => false,
  };
}

/** Shows where the router ended up, for the areas other parts of the app own. */
function Where({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <p>
      {name} at {pathname}
    </p>
  );
}

/** Renders the real public routes at `path`, with stand-ins for the client panel and the staff console. */
export function renderSite(
  path: string,
  { token = null, platform = sitePlatform() }: { token?: string | null; platform?: Platform } = {},
) {
  toast.remove();
  const routes: RouteObject[] = [
    ...publicRoutes,
    { path: '/clientpanel/*', element: <Where name="Client panel" /> },
    { path: '/staff/*', element: <Where name="Staff console" /> },
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
  return { ...view, router };
}
