import type { Role } from '@stitchdesk/shared';
import { fakeToken, renderRoutes, testPlatform, Where } from './render-routes.tsx';
import { staffRoutes } from '../staff/routes.tsx';

export { testPlatform };

/** Renders the staff routes at `path` as `role` (null: signed out), with `/` and `/login` as markers. */
export function renderStaff(path: string, { role, userId }: { role: Role | null; userId?: string }) {
  return renderRoutes(
    [
      { path: '/', element: <Where name="Home page" /> },
      { path: '/login', element: <Where name="Login page" /> },
      ...staffRoutes.map((route) => ({ ...route, path: `/${route.path}` })),
    ],
    path,
    { platform: testPlatform(), token: role ? fakeToken(role, userId ? { sub: userId } : {}) : null },
  );
}
