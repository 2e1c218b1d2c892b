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

type BodyValidator = Middleware<DefaultState, WithInput<{ body: unknown }>>;

/**
 * A body validator per service, built for the current earliest date and kept until that date moves
 * (once a day): building the zod schemas of every service for each request cost a new order more
 * than validating its body (a tenth of the server's CPU under the bench's mixed load).
 */
function perDay(
  blockSchemas: (options: { earliestDate: string }) => Record<ServiceKey, Parameters<typeof keyedBody>[1]>,
): (key: ServiceKey) => BodyValidator {
  let day = '';
  let validators = new Map<ServiceKey, BodyValidator>();
  let blocks: Record<ServiceKey, Parameters<typeof keyedBody>[1]> | undefined;
  return (key) => {
    const earliestDate = serverEarliestDate();
    if (earliestDate !== day || !blocks) {
      day = earliestDate;
      blocks = blockSchemas({ earliestDate });
      validators = new Map();
    }
    let validator = validators.get(key);
    if (!validator) {
      validator = validate({ body: keyedBody(key, blocks[key]) }) as BodyValidator;
      validators.set(key, validator);
    }
    return validator;
  };
}

const createValidator = perDay(createOrderBlockSchemas);
const revisionValidator = perDay(revisionBlockSchemas);

/**
 * Validates the body `{ <service>: block }` of a new order against the block schema of the URL's
 * service (`:service`, parsed before), as of today's earliest date.
 */
export function createOrderBody(): Middleware<
  DefaultState,
  WithInput<{ params: { service: ServiceKey }; body: CreateBlock<ServiceKey> }>
> {
  return (ctx, next) => {
    const key = ctx.input.params.service;
    requireKey(ctx.request.body, key);
    return createValidator(key)(ctx, next);
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
    return revisionValidator(key)(ctx, next);
  };
}
