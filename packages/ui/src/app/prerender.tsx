import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { webPlatform } from '../platform/web.ts';
import { LazyQueryClientProvider } from '../lib/lazy-query-client.tsx';
import { PlatformContext } from '../lib/platform-context.tsx';
import { appRoutes } from './router.tsx';
import { SessionProvider } from '../lib/session.tsx';

/**
 * Renders one public page to HTML at build time (apps/web/scripts/prerender.ts), as a visitor who
 * is signed out sees it; mount.tsx hydrates it with the same tree. The router's hydration data is
 * left out: no route has a loader, so the browser's router starts from the URL alone (and the
 * site's CSP allows no inline script).
 */
export async function prerenderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(appRoutes({ sessionExpired: false }));
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PlatformContext.Provider value={webPlatform}>
        <LazyQueryClientProvider>
          <SessionProvider initialToken={null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SessionProvider>
        </LazyQueryClientProvider>
      </PlatformContext.Provider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
