import type { MessageResponse, NotificationsResponse } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { presentNotification } from '../../presenters/notification.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  notificationsEtag,
} from '../../services/notifications/notifications.ts';
import { answeredNotModified } from '../etag.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';

export const MARKED_READ = 'Notifications marked as read';

/**
 * The signed-in user's notifications. Clients poll every 5 s, so the list carries an ETag built
 * from users.notifications_version and the notification count (both loaded by auth() and kept by the
 * user cache until either changes); an unchanged list costs a 304 and no
 * query of the notifications table.
 */
export function notificationsRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/user/getuser/notifications',
      summary: 'Newest 100 notifications; ETag from the notifications version, 304 when unchanged',
      tag: 'Notifications',
      access: 'signedIn',
      scope: 'orders:read',
      responses: {
        200: { description: 'Notifications, newest first', schema: contract.notificationsResponseSchema },
        304: { description: 'Unchanged since the ETag given in If-None-Match' },
      },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const etag = notificationsEtag(user.id, user.notificationsVersion, user.notificationsCount);
      if (answeredNotModified(ctx, etag)) return;
      const rows = await listNotifications(db, user.id);
      ctx.body = { notification: rows.map(presentNotification) } satisfies NotificationsResponse;
    },
  );

  const markRead = defineRoute(
    {
      method: 'put',
      path: '/user/update/notification/readstatus',
      summary: 'Mark every notification read',
      tag: 'Notifications',
      access: 'signedIn',
      scope: 'orders:write',
      responses: { 200: { description: 'Marked', schema: contract.messageSchema } },
    },
    async (ctx) => {
      await markAllNotificationsRead(db, ctx.state.user.id);
      ctx.body = { message: MARKED_READ } satisfies MessageResponse;
    },
  );

  return [list, markRead];
}
