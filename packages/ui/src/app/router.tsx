import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { panelRoutes } from '../panel/routes.tsx';
import { publicRoutes } from '../site/routes.tsx';
import { staffRoutes } from '../staff/routes.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { LoadingLine } from './LoadingLine.tsx';
import { resolveLazyRoutes } from './resolve-lazy-routes.ts';
import { RootLayout } from './RootLayout.tsx';

/**
 * The route tree. Each area lists its own routes; the client panel and staff console are lazy
 * chunks (their `routes.tsx` only hold `lazy` references), so they never ship with `/`.
 */
export function appRoutes({ sessionExpired }: { sessionExpired: boolean }): RouteObject[] {
  return [
    {
      element: <RootLayout sessionExpired={sessionExpired} />,
      errorElement: <ErrorPage />,
      // Only shown if the first render comes before a page's chunk (mount.tsx loads it first).
      HydrateFallback: LoadingLine,
      children: [...publicRoutes, ...panelRoutes, ...staffRoutes],
    },
  ];
}

/** The browser's router, with the current URL's lazy pages already loaded (resolve-lazy-routes.ts). */
export async function createAppRouter(options: { sessionExpired: boolean }) {
  const routes = appRoutes(options);
  await resolveLazyRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes);
}
