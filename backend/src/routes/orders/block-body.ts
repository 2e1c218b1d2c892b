import {
  createOrderBlockSchemas,
  keyedBody,
  PHYSICAL_SERVICES,
  shipToInputSchema,
  type ShipToInput,
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

export const SHIP_TO_ONLY_FOR_GOODS = 'A ship-to address is given only for patches and custom apparel';

/** A new order's request: its block, and for goods where to ship them (`shipTo` beside the block). */
export interface CreateOrderRequest {
  block: CreateBlock<ServiceKey>;
  shipTo: ShipToInput | undefined;
}

/**
 * `shipTo` beside the block: checked for goods, refused (400) for digital work, which ships nothing.
 * The block's key is read by keyedBlockBody as before, so a spec client's body is unchanged.
 */
function withShipTo(service: ServiceKey, blockBody: z.ZodType<CreateBlock<ServiceKey>>) {
  const shipTo = PHYSICAL_SERVICES.includes(service)
    ? shipToInputSchema.optional()
    : z.undefined({ error: SHIP_TO_ONLY_FOR_GOODS }).optional();
  const shipToPart = z.object({ shipTo }).loose();
  return z.unknown().transform(async (body, ctx): Promise<CreateOrderRequest> => {
    const block = await blockBody.safeParseAsync(body);
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const ship = isObject ? await shipToPart.safeParseAsync(body) : undefined;
    // Each part's issues as they are, paths included (a ship-to's under `shipTo.`).
    for (const issue of [...(block.error?.issues ?? []), ...(ship?.error?.issues ?? [])])
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    if (!block.success || ship?.success === false) return z.NEVER;
    return { block: block.data, shipTo: ship?.data?.shipTo };
  });
}

const createBodies = perDay((service, earliestDate) =>
  withShipTo(service, keyedBlockBody(service, createOrderBlockSchemas({ earliestDate })[service])),
);
const revisionBodies = perDay((service, earliestDate) =>
  keyedBlockBody(service, revisionBlockSchemas({ earliestDate })[service]),
);

/** The body of a new order of `service`, as of today's earliest date: its block and ship-to. */
export function createOrderBody(service: ServiceKey): z.ZodType<CreateOrderRequest> {
  return createBodies(service);
}

/** The body of a revision of an order of `service` (its own, loaded first). */
export function revisionBody(service: ServiceKey): z.ZodType<RevisionBlock<ServiceKey>> {
  return revisionBodies(service);
}
