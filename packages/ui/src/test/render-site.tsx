import type { Platform } from '../platform/types.ts';
import { fakeToken, renderRoutes, testPlatform, Where } from './render-routes.tsx';
import { publicRoutes } from '../site/routes.tsx';

export { fakeToken };

/** The browser host as far as the site uses it; the token store records what it is given in `saved`. */
export function sitePlatform(saved: (string | null)[] = []): Platform {
  return testPlatform({
    tokenStore: {
      load: async () => null,
      save: async (token) => {
        saved.push(token);
      },
    },
  });
}

/** Renders the real public routes at `path`, with stand-ins for the client panel and the staff console. */
export function renderSite(
  path: string,
  { token = null, platform = sitePlatform() }: { token?: string | null; platform?: Platform } = {},
) {
  return renderRoutes(
    [
      ...publicRoutes,
      { path: '/clientpanel/*', element: <Where name="Client panel" /> },
      { path: '/staff/*', element: <Where name="Staff console" /> },
    ],
    path,
    { platform, token },
  );
}
