import type Router from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { filesRouter } from './files/files.ts';
import { notificationsRouter } from './notifications/notifications.ts';
import { openapiRouter } from './openapi/openapi.ts';
import { ordersRouter } from './orders/orders.ts';
import { presetsRouter } from './presets/presets.ts';
import { quotesRouter } from './quotes/quotes.ts';
import { staffRouters } from './staff/index.ts';
import { uploadsRouter } from './uploads/uploads.ts';
import { usersRouter } from './users/users.ts';

/** Every API router; app.ts mounts them under /api/v1. One line per router. */
export function apiRouters(deps: AppDeps): Router[] {
  const routers = [
    usersRouter(deps),
    uploadsRouter(deps),
    filesRouter(deps),
    ordersRouter(deps),
    notificationsRouter(deps),
    quotesRouter(deps),
    ...staffRouters(deps),
    presetsRouter(deps),
  ];
  return [...routers, openapiRouter(deps, routers)];
}
