import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { Role } from '@stitchdesk/shared';
import { PlatformContext } from '../../app/platform-context.tsx';
import { SessionProvider } from '../../app/session.tsx';
import type { Platform } from '../../platform/types.ts';
import { staffRoutes } from '../routes.tsx';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A token the UI can read (the UI never verifies signatures; the server does). */
export function fakeToken(role: Role, sub = '00000000-0000-4000-8000-00000000a001'): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, role, iat: now, exp: now + 3600 })}.sig`;
}

export function testPlatform(
  overrides: Partial<Platform> = {},
): Platform & { saved: { name: string; data: Blob }[] } {
  const saved: { name: string; data: Blob }[] = [];
  return {
    kind: 'web',
    apiBaseUrl: () => '/api/v1',
    tokenStore: { load: async () => null, save: async () => {} },
    async saveFile(name, data) {
      saved.push({ name, data });
    },
    openExternal() {},
    notify() {},
    autoDownloadDeliveries: () => false,
    saved,
    ...overrides,
  };
}

function Where({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p>
      {label} at {location.pathname}
    </p>
  );
}

/** Renders the staff routes at `path` as `role` (null: signed out), with `/` and `/login` as markers. */
export function renderStaff(path: string, { role, userId }: { role: Role | null; userId?: string }) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where label="Home page" /> },
      { path: '/login', element: <Where label="Login page" /> },
      ...staffRoutes.map((route) => ({ ...route, path: `/${route.path}` })),
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const platform = testPlatform();
  const token = role ? fakeToken(role, userId) : null;
  const view = render(
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialToken={token}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>,
  );
  return { ...view, router, platform, queryClient };
}
