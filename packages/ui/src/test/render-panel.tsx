import { fakeToken, renderRoutes, testPlatform, Where } from './render-routes.tsx';
import type { Platform } from '../platform/types.ts';
import { panelRoutes } from '../panel/routes.tsx';

export { fakeToken, testPlatform };

/** Renders the real panel routes at `path`, with stand-ins for the pages other areas own. */
export function renderPanel(
  path: string,
  { platform = testPlatform(), token = fakeToken() }: { platform?: Platform; token?: string | null } = {},
) {
  return renderRoutes(
    [
      ...panelRoutes,
      { path: '/', element: <Where name="Home page" /> },
      { path: '/login', element: <Where name="Login page" /> },
      { path: '/staff', element: <Where name="Staff page" /> },
      { path: '*', element: <Where name="Not found page" /> },
    ],
    path,
    { platform, token },
  );
}
