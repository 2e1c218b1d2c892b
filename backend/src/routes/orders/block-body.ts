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

/**
 * One schema per service for the current earliest date, kept until that date moves (once a day):
 * building every service's zod schemas for each request cost a new order more than validating its
 * body (about a tenth of the server's sampled CPU under the bench's mixed load).
 */
function perDay<T>(build: (service: ServiceKey, earliestDate: string) => T): (service: ServiceKey) => T {
  let day = '';
  let built = new Map<ServiceKey, T>();
  return (service) => {
    const earliestDate = serverEarliestDate();
    if (earliestDate !== day) {
      day = earliestDate;
      built = new Map();
    }
    let schema = built.get(service);
    if (!schema) {
      schema = build(service, earliestDate);
      built.set(service, schema);
    }
    return schema;
  };
}

const createBodies = perDay((service, earliestDate) =>
  keyedBlockBody(service, createOrderBlockSchemas({ earliestDate })[service]),
);
const revisionBodies = perDay((service, earliestDate) =>
  keyedBlockBody(service, revisionBlockSchemas({ earliestDate })[service]),
);

/** The body of a new order of `service`, as of today's earliest date. */
export function createOrderBody(service: ServiceKey): z.ZodType<CreateBlock<ServiceKey>> {
  return createBodies(service);
}

/** The body of a revision of an order of `service` (its own, loaded first). */
export function revisionBody(service: ServiceKey): z.ZodType<RevisionBlock<ServiceKey>> {
  return revisionBodies(service);
}
