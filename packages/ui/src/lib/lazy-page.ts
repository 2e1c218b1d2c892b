import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadQueryClient } from './lazy-query-client.tsx';

/**
 * A route whose page is its own chunk: `lazy: page(() => import('../app/XPage.tsx'))` (default export).
 * The page renders once the query client is there too (both load in parallel), so pages may use
 * TanStack Query although `/` does not ship it.
 */
export function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadQueryClient()]);
    return { Component: module.default };
  };
}
