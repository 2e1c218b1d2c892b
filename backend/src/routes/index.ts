import type Router from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { routerOf, type Route } from './define-route.ts';
import { filesRoutes } from './files/files.ts';
import { apiTokensRoutes } from './integrations/api-tokens.ts';
import { previewRoutes } from './files/preview.ts';
import { convertRoutes } from './files/conversions.ts';
import { worksheetRoutes } from './files/worksheet.ts';
import { notificationsRoutes } from './notifications/notifications.ts';
import { openapiRoutes } from './openapi/openapi.ts';
import { ordersRoutes } from './orders/orders.ts';
import { orderProofsRoutes } from './orders/proofs.ts';
import { orderMessagesRoutes } from './orders/messages.ts';
import { invoiceRoutes } from './orders/invoice.ts';
import { orderShipToRoutes } from './orders/ship-to.ts';
import { orderStitchRoutes } from './orders/stitch.ts';
import { presetsRoutes } from './presets/presets.ts';
import { quotesRoutes } from './quotes/quotes.ts';
import { offersRoutes } from './offers/offers.ts';
import { staffRoutes } from './staff/index.ts';
import { uploadsRoutes } from './uploads/uploads.ts';
import { usersRoutes } from './users/users.ts';
import { accountLinksRoutes } from './users/account-links.ts';
import { invitationRoutes } from './users/invitation.ts';
import { mfaRoutes } from './users/mfa.ts';
import { machineProfileRoutes } from './users/machine-profile.ts';
import { addressesRoutes } from './users/addresses.ts';
import { userPlansRoutes } from './users/plans.ts';
import { publicSettingsRoutes, staffSettingsRoutes } from './settings/settings.ts';
import { webhooksRoutes } from './webhooks/webhooks.ts';
import { stripeWebhookRoutes } from './payments/stripe-webhook.ts';
import { orderCheckoutRoutes } from './orders/checkout.ts';
import { orderPaymentsRoutes } from './orders/payments.ts';
import { statementRoutes } from './users/statement.ts';
import { receiptRoutes } from './payments/receipt.ts';

/**
 * Every API route, in groups (one a file; app.ts tries a group only for paths that start as all its
 * routes do). One line per group; the OpenAPI document lists them all, itself included.
 */
export function apiRouteGroups(deps: AppDeps): Route[][] {
  const groups = [
    usersRoutes(deps),
    accountLinksRoutes(deps),
    mfaRoutes(deps),
    invitationRoutes(deps),
    machineProfileRoutes(deps),
    addressesRoutes(deps),
    userPlansRoutes(deps),
    uploadsRoutes(deps),
    filesRoutes(),
    previewRoutes(deps),
    convertRoutes(deps),
    worksheetRoutes(deps),
    ordersRoutes(deps),
    orderProofsRoutes(deps),
    orderMessagesRoutes(deps),
    invoiceRoutes(deps),
    orderShipToRoutes(deps),
    orderStitchRoutes(deps),
    notificationsRoutes(deps),
    quotesRoutes(deps),
    offersRoutes(deps),
    ...staffRoutes(deps),
    staffSettingsRoutes(deps),
    publicSettingsRoutes(deps),
    presetsRoutes(deps),
    apiTokensRoutes(deps),
    webhooksRoutes(deps),
    stripeWebhookRoutes(deps),
    orderCheckoutRoutes(deps),
    orderPaymentsRoutes(deps),
    statementRoutes(deps),
    receiptRoutes(deps),
  ];
  groups.push(openapiRoutes(deps, () => groups.flat()));
  return groups;
}

/** The routers app.ts mounts under /api/v1, one a group. */
export function apiRouters(deps: AppDeps): Router[] {
  return apiRouteGroups(deps).map(routerOf);
}
