import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { Platform } from '../platform/types.ts';
import { configureHttp } from '../lib/http-session.ts';
import { PlatformContext } from '../lib/platform-context.tsx';
import { LazyQueryClientProvider, loadQueryClient } from '../lib/lazy-query-client.tsx';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { isExpired } from '../lib/token.ts';
import { replayFirstPaint } from './first-paint-replay.ts';
import { readEmbeddedShopDetails, ShopDetailsProvider } from '../lib/shop-details.tsx';

/**
 * Mounts the whole UI into `rootElement` for one host. The stored token is read before the first
 * render so the session starts in its real state (docs/product.md §Sessions); an expired one is dropped here.
 * A prerendered public page is hydrated (parts that depend on the session switch after hydration).
 */
export async function mountApp(rootElement: HTMLElement, platform: Platform): Promise<void> {
  configureHttp({ baseURL: platform.apiBaseUrl() });
  let token = await platform.tokenStore.load();
  const sessionExpired = Boolean(token && isExpired(token));
  if (sessionExpired) {
    await platform.tokenStore.save(null);
    token = null;
  }
  const router = await createAppRouter({ sessionExpired });
  // The details the server rendered the page with: hydrating with them keeps the HTML as it is.
  const shopDetails = readEmbeddedShopDetails();
  const app = (
    <StrictMode>
      <PlatformContext.Provider value={platform}>
        <ShopDetailsProvider initial={shopDetails}>
          <LazyQueryClientProvider>
            <SessionProvider initialToken={token}>
              <RouterProvider router={router} />
            </SessionProvider>
          </LazyQueryClientProvider>
        </ShopDetailsProvider>
      </PlatformContext.Provider>
      <ReplayFirstPaint />
    </StrictMode>
  );
  // A transition: hydration yields to the browser between pieces of work instead of one long task.
  if (isPrerenderedHere(rootElement)) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
  prefetchWhenIdle(() => void loadQueryClient());
}

/**
 * Renders nothing (so the tree still matches the prerendered HTML); its effect runs once the page
 * has hydrated, every handler in place, and replays what the person did before (first-paint-replay.ts).
 */
function ReplayFirstPaint() {
  useEffect(() => void replayFirstPaint(), []);
  return null;
}

/**
 * A page prerendered at build (apps/web/scripts/prerender.ts) names its path on #root. It is
 * hydrated only where it was rendered for: the not-found page also answers unknown paths, where the
 * app renders afresh (and, for /services/xyz, goes on to /not-found).
 */
function isPrerenderedHere(rootElement: HTMLElement): boolean {
  const path = rootElement.dataset.prerendered;
  return path !== undefined && path === window.location.pathname;
}

/** After the page has loaded, when the browser has nothing else to do: not before the first paint. */
function prefetchWhenIdle(task: () => void): void {
  const schedule = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 5000 })
      : setTimeout(task, 1000);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
