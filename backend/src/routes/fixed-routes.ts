import type Router from '@koa/router';
import type { Context, Next } from 'koa';

type Layer = Router['stack'][number];

/** The longest start every path shares, up to the first parameter or pattern (`/files/:id` → `/files/`). */
export function sharedStaticPrefix(paths: (string | RegExp)[]): string {
  const statics = paths.map((p) => (typeof p === 'string' ? p.split(/[:(*{]/)[0] : ''));
  let prefix = statics[0] ?? '';
  for (const path of statics) while (!path.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

/** A route whose path has no parameter, found without the router's per-request matching. */
export interface FixedRoute {
  /** Its router's position in the list given to fixedRoutesOf. */
  router: number;
  layer: Layer;
  /** The layer's path (a string: a fixed route has no pattern). */
  path: string;
  /** The layers of its router whose path matches (what the router records in `ctx.matched`). */
  matched: readonly Layer[];
}

/**
 * The routes of `routers` whose path has no parameter, by `METHOD path`, each only when the router
 * would pick it and nothing else for that request: no earlier router matches the path at all (for
 * any method), and it is the only layer of its router that matches the path and method.
 *
 * The router matched every route's pattern against the path, built a middleware chain and composed
 * it on every request; the poll (a fixed path, answered 304 thousands of times a second) paid for
 * that more than for its own work. A fixed route's request runs the route's middleware directly.
 */
export function fixedRoutesOf(routers: readonly Router[]): Map<string, FixedRoute> {
  const fixed = new Map<string, FixedRoute>();
  routers.forEach((router, index) => {
    for (const layer of router.stack) {
      const path = layer.path;
      if (typeof path !== 'string' || sharedStaticPrefix([path]) !== path) continue;
      if (!routers.slice(0, index).every((earlier) => earlier.match(path, 'GET').path.length === 0)) continue;
      for (const method of layer.methods) {
        const key = `${method} ${path}`;
        const match = router.match(path, method);
        if (fixed.has(key) || match.pathAndMethod.length !== 1 || match.pathAndMethod[0] !== layer) continue;
        fixed.set(key, { router: index, layer, path, matched: match.path });
      }
    }
  });
  return fixed;
}

type RouteContext = Parameters<Layer['stack'][number]>[0];

/** Runs `stack[i…]` as koa-compose would, `next` after the last. */
function runFrom(stack: Layer['stack'], i: number, ctx: RouteContext, next: Next): Promise<unknown> {
  if (i === stack.length) return next();
  return Promise.resolve(stack[i](ctx, () => runFrom(stack, i + 1, ctx, next)));
}

/** Runs a fixed route, leaving on `ctx` what the router leaves there for it. */
export function runFixedRoute(route: FixedRoute, router: Router, ctx: Context, next: Next): Promise<unknown> {
  const { layer } = route;
  const params: Record<string, string> = { ...ctx.params };
  const routed = Object.assign(ctx, {
    request: Object.assign(ctx.request, { params }),
    matched: [...(ctx.matched ?? []), ...route.matched],
    router,
    routeMatched: true,
    captures: [],
    params,
    routerPath: route.path,
    routerName: layer.name || undefined,
    _matchedRoute: route.path,
    ...(layer.name ? { _matchedRouteName: layer.name } : {}),
  });
  return runFrom(layer.stack, 0, routed, next);
}
