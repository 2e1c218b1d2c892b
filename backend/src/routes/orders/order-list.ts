import type { Middleware } from 'koa';
import type { SignedIn } from '../../middleware/auth.ts';
import { GZIP_THRESHOLD, type OrderListCache } from '../../services/orders/order-list/index.ts';
import { etagMatches } from '../etag.ts';

/**
 * GET /order/getorder: the caller's orders, newest first. A matching If-None-Match is answered 304
 * without touching the orders; otherwise the encoded list (and its gzip, made once) comes from the
 * order-list cache.
 */
export function orderListHandler(lists: OrderListCache): Middleware<SignedIn> {
  return async (ctx) => {
    const { user } = ctx.state;
    const now = new Date();
    const etag = lists.etag(user, now);
    ctx.set('ETag', etag);
    if (etagMatches(ctx.get('If-None-Match'), etag)) {
      ctx.status = 304;
      return;
    }
    const list = await lists.list(user, etag, now);
    ctx.type = 'application/json';
    if (list.json.length < GZIP_THRESHOLD || ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') {
      ctx.body = list.json;
      return;
    }
    // koa-compress leaves a body that already has a Content-Encoding alone.
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = list.gzip ?? lists.gzip(user.id, list);
  };
}
