import { StrictMode } from 'react';
import { BRAND } from '@stitchdesk/shared/brand';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { webPlatform } from '../platform/web.ts';
import { LazyQueryClientProvider } from '../lib/lazy-query-client.tsx';
import { PlatformContext } from '../lib/platform-context.tsx';
import { appRoutes } from './router.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { ShopDetailsProvider } from '../lib/shop-details.tsx';
import type { PublicShopSettings } from '@stitchdesk/shared';

/**
 * Renders one public page to HTML, as a visitor who is signed out sees it, with the shop's public
 * details `shopDetails`: at build time (apps/web's prerender plugin) and again when the server sends
 * the page with the current settings (backend/src/middleware/prerendered-pages.ts); mount.tsx
 * hydrates it with the same tree and the same details. The router's hydration data is left out: no
 * route has a loader, so the browser's router starts from the URL alone (and the site's CSP allows
 * no inline script).
 */
export async function prerenderPage(pathname: string, shopDetails: PublicShopSettings): Promise<string> {
  const handler = createStaticHandler(appRoutes({ sessionExpired: false }));
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PlatformContext.Provider value={webPlatform}>
        <ShopDetailsProvider initial={shopDetails}>
          <LazyQueryClientProvider>
            <SessionProvider initialToken={null}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SessionProvider>
          </LazyQueryClientProvider>
        </ShopDetailsProvider>
      </PlatformContext.Provider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * What the build renders with: the product's name and no contact lines, so a page served without
 * the server's rendering (or before it) shows no made-up address or number.
 */
export const BUILD_SHOP_DETAILS: PublicShopSettings = {
  businessName: BRAND.name,
  address: [],
  contactEmail: null,
  contactPhone: null,
  socialLinks: { facebook: null, instagram: null, linkedin: null },
  superRushFeeCents: 0,
  taxRatePercent: 0,
  taxLabel: 'Sales tax',
};

/**
 * Details with every line present, for the build's critical CSS only (Beasties inlines the rules
 * the rendered HTML uses): the served page may show any of them. Never written into a page.
 */
export const CSS_SAMPLE_SHOP_DETAILS: PublicShopSettings = {
  businessName: BRAND.name,
  address: ['1 Sample Street', 'Sample City'],
  contactEmail: 'sample@sample.invalid',
  contactPhone: '+1 000 000 0000',
  socialLinks: {
    facebook: 'https://facebook.invalid/',
    instagram: 'https://instagram.invalid/',
    linkedin: 'https://linkedin.invalid/',
  },
  superRushFeeCents: 1500,
  taxRatePercent: 8.25,
  taxLabel: 'Sales tax',
};
