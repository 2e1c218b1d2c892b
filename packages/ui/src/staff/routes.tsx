import type { RouteObject } from 'react-router-dom';
import { page } from '../lib/lazy-page.ts';

/**
 * The staff console under /staff. Every page is a lazy chunk; the layout chunk holds the guard
 * (staff roles only), so nothing of the console renders for a client or a visitor.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: 'staff',
    lazy: page(() => import('./layout/StaffLayout.tsx')),
    children: [
      { index: true, lazy: page(() => import('./queue/QueuePage.tsx')) },
      { path: 'orders/:orderId', lazy: page(() => import('./order/OrderPage.tsx')) },
      { path: 'quotes', lazy: page(() => import('./quotes/QuotesPage.tsx')) },
      { path: 'clients', lazy: page(() => import('./clients/ClientsPage.tsx')) },
      { path: 'clients/:id', lazy: page(() => import('./clients/ClientPage.tsx')) },
      { path: 'employees', lazy: page(() => import('./employees/EmployeesPage.tsx')) },
      { path: 'security', lazy: page(() => import('./security/SecurityPage.tsx')) },
      { path: 'settings', lazy: page(() => import('./settings/SettingsPage.tsx')) },
    ],
  },
];
