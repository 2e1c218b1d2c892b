import type { RouteObject } from 'react-router-dom';
import { page } from '../lib/lazy-page.ts';

/**
 * The client panel under /clientpanel (docs/product.md §Client panel). Only lazy references here, so no panel
 * code ships with `/`. The layout guards the session: signed out → /login, staff → /staff.
 * `revisions/:service/:orderId` carries the revision's own id (an order may have several).
 * `settings` renders the host's settings page, or /not-found where the host has none (the web).
 */
export const panelRoutes: RouteObject[] = [
  {
    path: 'clientpanel',
    lazy: page(() => import('./layout/PanelLayout.tsx')),
    children: [
      { index: true, lazy: page(() => import('./orders/MyOrdersPage.tsx')) },
      { path: 'neworder/:service', lazy: page(() => import('./new-order/NewOrderPage.tsx')) },
      { path: 'profile', lazy: page(() => import('./profile/ProfilePage.tsx')) },
      { path: 'profile/addresses', lazy: page(() => import('./addresses/AddressesPage.tsx')) },
      { path: 'profile/plans', lazy: page(() => import('./plans/PlansPage.tsx')) },
      { path: 'orders/:service/:orderId', lazy: page(() => import('./order-view/OrderPage.tsx')) },
      { path: 'revisions', lazy: page(() => import('./revisions/RevisionsPage.tsx')) },
      { path: 'revisions/:service/:orderId', lazy: page(() => import('./revisions/RevisionPage.tsx')) },
      { path: 'editorder/:serviceType/:orderId', lazy: page(() => import('./edit-order/EditOrderPage.tsx')) },
      { path: 'order/placed', lazy: page(() => import('./new-order/OrderPlacedPage.tsx')) },
      { path: 'statement', lazy: page(() => import('./statement/StatementPage.tsx')) },
      { path: 'offers', lazy: page(() => import('./offers/OffersPage.tsx')) },
      { path: 'integrations', lazy: page(() => import('./integrations/IntegrationsPage.tsx')) },
      { path: 'settings', lazy: page(() => import('./settings/SettingsRoute.tsx')) },
    ],
  },
];
