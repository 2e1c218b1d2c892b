import {
  createOrderBlockSchemas,
  keyedBody,
  revisionBlockSchemas,
  serverEarliestDate,
  type CreateBlock,
  type RevisionBlock,
  type ServiceKey,
} from '@stitchdesk/shared';
import type { DefaultState, Middleware } from 'koa';
import { badRequest } from '../../errors.ts';
import type { SignedIn } from '../../middleware/auth.ts';
import type { InTransaction } from '../../middleware/transaction.ts';
import { validate, type WithInput } from '../../middleware/validate.ts';
import type { WithOrder } from './own-order.ts';

/** A body without the service's key gets one clear message rather than "expected object". */
function requireKey(body: unknown, key: ServiceKey): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !(key in body)) {
    const message = `The body must be an object keyed "${key}"`;
    throw badRequest(message, [{ path: key, message }]);
  }
}

/**
 * Validates the body `{ <service>: block }` of a new order against the block schema of the URL's
 * service (`:service`, parsed before), built now so "today" is today.
 */
export function createOrderBody(): Middleware<
  DefaultState,
  WithInput<{ params: { service: ServiceKey }; body: CreateBlock<ServiceKey> }>
> {
  return (ctx, next) => {
    const key = ctx.input.params.service;
    requireKey(ctx.request.body, key);
    const block = createOrderBlockSchemas({ earliestDate: serverEarliestDate() })[key];
    return validate({ body: keyedBody(key, block) })(ctx, next);
  };
}

/**
 * Validates a revision's body against the revision block of the loaded order's own service. Its
 * state type names everything the route set before it, so the router keeps all of it for the handler.
 */
export function revisionBody(): Middleware<
  SignedIn & InTransaction & WithOrder,
  WithInput<{ params: { orderId: string }; body: RevisionBlock<ServiceKey> }>
> {
  return (ctx, next) => {
    const key = ctx.state.order.service_type;
    requireKey(ctx.request.body, key);
    const block = revisionBlockSchemas({ earliestDate: serverEarliestDate() })[key];
    return validate({ body: keyedBody(key, block) })(ctx, next);
  };
}
