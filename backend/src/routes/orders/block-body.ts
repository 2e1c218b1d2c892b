import {
  createOrderBlockSchemas,
  keyedBody,
  revisionBlockSchemas,
  serverEarliestDate,
  type CreateBlock,
  type RevisionBlock,
  type ServiceKey,
} from '@stitchdesk/shared';
import { z } from 'zod';

/**
 * `{ <key>: block }`, unwrapped to the block. A body without the service's key gets one clear
 * message rather than "expected object".
 */
function keyedBlockBody<S extends z.ZodType>(key: ServiceKey, block: S): z.ZodType<z.output<S>> {
  const message = `The body must be an object keyed "${key}"`;
  return z
    .unknown()
    .refine((body) => typeof body === 'object' && body !== null && !Array.isArray(body) && key in body, {
      message,
      path: [key],
    })
    .pipe(keyedBody(key, block));
}

/** The body of a new order of `service`, built per request so "today" is today. */
export function createOrderBody(service: ServiceKey): z.ZodType<CreateBlock<ServiceKey>> {
  return keyedBlockBody(service, createOrderBlockSchemas({ earliestDate: serverEarliestDate() })[service]);
}

/** The body of a revision of an order of `service` (its own, loaded first). */
export function revisionBody(service: ServiceKey): z.ZodType<RevisionBlock<ServiceKey>> {
  return keyedBlockBody(service, revisionBlockSchemas({ earliestDate: serverEarliestDate() })[service]);
}
