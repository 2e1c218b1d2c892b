import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the `lazy` modules of the routes that match `pathname` and writes them into the route
 * objects, before the router is created. The router then starts initialized, so its first render is
 * the page itself: no empty frame while the page's chunk loads (React Router would otherwise render
 * its HydrateFallback, or nothing), and a prerendered page hydrates against the same tree.
 * A chunk that fails to load is left lazy: the router loads it again and shows its error page.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      } catch {
        // Left to the router (above).
      }
    }),
  );
}
