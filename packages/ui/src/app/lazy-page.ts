import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A route whose page is its own chunk: `lazy: page(() => import('./XPage.tsx'))` (default export). */
export function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}
