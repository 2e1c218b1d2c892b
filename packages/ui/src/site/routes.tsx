import type { RouteObject } from 'react-router-dom';
import { page } from '../lib/lazy-page.ts';
import HomePage from './home/HomePage.tsx';
import { PublicLayout } from './layout/PublicLayout.tsx';

/**
 * Public routes with the header and footer (docs/product.md §Site pages). The home page ships with the entry
 * for the first paint; every other page is its own chunk. Unknown service slugs are handled by the pages.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'aboutus', lazy: page(() => import('./about/AboutPage.tsx')) },
      { path: 'faq', lazy: page(() => import('./faq/FaqPage.tsx')) },
      { path: 'getquote', lazy: page(() => import('./quote/QuotePage.tsx')) },
      { path: 'login', lazy: page(() => import('./auth/LoginPage.tsx')) },
      { path: 'register', lazy: page(() => import('./auth/RegisterPage.tsx')) },
      { path: 'forgot-password', lazy: page(() => import('./auth/ForgotPasswordPage.tsx')) },
      { path: 'reset-password', lazy: page(() => import('./auth/ResetPasswordPage.tsx')) },
      { path: 'confirm-email', lazy: page(() => import('./auth/ConfirmEmailPage.tsx')) },
      { path: 'accept-invitation', lazy: page(() => import('./auth/AcceptInvitationPage.tsx')) },
      { path: 'services', lazy: page(() => import('./services/ServicesPage.tsx')) },
      { path: 'services/:serviceType', lazy: page(() => import('./services/ServicePage.tsx')) },
      { path: 'pricing', lazy: page(() => import('./pricing/PricingPage.tsx')) },
      { path: 'pricing/:serviceType', lazy: page(() => import('./pricing/PricingServicePage.tsx')) },
      { path: 'not-found', lazy: page(() => import('./not-found/NotFoundPage.tsx')) },
      { path: '*', lazy: page(() => import('./not-found/NotFoundPage.tsx')) },
    ],
  },
];
