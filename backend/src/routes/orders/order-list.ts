import type { Middleware } from 'koa';
import type { SignedIn } from '../../middleware/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { presentOrder } from '../../presenters/order.ts';
import { readsFiles } from '../../policies.ts';
import { GZIP_THRESHOLD, OrderListCache } from '../../services/orders/order-list/index.ts';
import type { FileLinks } from '../file-links.ts';
import { answeredNotModified } from '../etag.ts';

/**
 * GET /order/getorder: the caller's orders, newest first. A matching If-None-Match is answered 304
 * without touching the orders; otherwise the encoded list (and its gzip, made once) comes from the
 * order-list cache.
 */
export function orderListHandler(listsFor: (user: SignedIn['user']) => OrderListCache): Middleware<SignedIn> {
  return async (ctx) => {
    const { user } = ctx.state;
    const lists = listsFor(user);
    const view = await lists.view(user, new Date());
    if (answeredNotModified(ctx, view.etag)) return;
    const list = await lists.list(user, view);
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

/**
 * The list caches of the two kinds of answer: links signed (sessions, tokens allowed `files:read`)
 * and not (other tokens). Their ETags differ (each names its links), so neither answers 304 for the other.
 */
export function listCaches(
  links: FileLinks,
  db: AppDeps['db'],
  maxBytes: number,
): (user: SignedIn['user']) => OrderListCache {
  const cacheOf = (signer: FileLinks['signer'], bytes: number) =>
    new OrderListCache({
      db,
      signer,
      maxBytes: bytes,
      present: (listed, owner) => presentOrder({ ...listed, ...owner }),
    });
  const signed = cacheOf(links.signer, maxBytes);
  let unsigned: OrderListCache | null = null;
  // Made when a token first needs it, a quarter of the bound: scripts without files:read are few.
  return (user) =>
    readsFiles(user) ? signed : (unsigned ??= cacheOf(links.unsigned, Math.floor(maxBytes / 4)));
}
