import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import type { Role } from '@stitchdesk/shared';
import { PlatformContext } from '../lib/platform-context.tsx';
import { SessionProvider } from '../lib/session.tsx';
import type { Platform } from '../platform/types.ts';

/** An unsigned token with the claims the UI reads (the UI never verifies; the server does). */
export function fakeToken(
  role: Role = 'client',
  { sub = '00000000-0000-4000-8000-00000000a001', expInSeconds = 3600 } = {},
): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, role, iat: now, exp: now + expInSeconds })}.sig`;
}

export type TestPlatform = Platform & {
  /** Files handed to saveFile, in order. */
  saved: { name: string; data: Blob }[];
  /** Tokens handed to tokenStore.save, in order. */
  savedTokens: (string | null)[];
};

/** The browser host as the UI uses it, recording what it is asked to save. */
export function testPlatform(overrides: Partial<Platform> = {}): TestPlatform {
  const saved: TestPlatform['saved'] = [];
  const savedTokens: TestPlatform['savedTokens'] = [];
  return {
    kind: 'web',
    apiBaseUrl: () => '/api/v1',
    tokenStore: {
      load: async () => null,
      save: async (token) => {
        savedTokens.push(token);
      },
    },
    async saveFile(name, data) {
      saved.push({ name, data });
    },
    openExternal: () => {},
    notify: () => {},
    autoDownloadDeliveries: () => false,
    saved,
    savedTokens,
    ...overrides,
  };
}

/** A stand-in page for an area the test does not render: says where the router ended up. */
export function Where({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <p>
      {name} at {pathname}
    </p>
  );
}

/** Renders `routes` at `path` inside the app's providers, as a signed-in (token) or signed-out user. */
export function renderRoutes<P extends Platform>(
  routes: RouteObject[],
  path: string,
  { platform, token }: { platform: P; token: string | null },
) {
  // Toasts live in a module-level store; start every render without the previous test's.
  toast.remove();
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
  return { ...view, router, queryClient, platform };
}
