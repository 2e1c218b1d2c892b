import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { panelRoutes } from '../panel/routes.tsx';
import { publicRoutes } from '../site/routes.tsx';
import { staffRoutes } from '../staff/routes.tsx';
import { ErrorPage } from './ErrorPage.tsx';
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
      children: [...publicRoutes, ...panelRoutes, ...staffRoutes],
    },
  ];
}

export function createAppRouter(options: { sessionExpired: boolean }) {
  return createBrowserRouter(appRoutes(options));
}
