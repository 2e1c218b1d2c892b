import { SERVICE_KEYS, SERVICE_LABELS, parseServiceParam } from '@stitchdesk/shared';
import { z } from 'zod';
import { isUuid } from '../lib/ids.ts';

/*
 * Path parameters. Each carries the description (zod meta) the OpenAPI document shows for it.
 */

export const UNKNOWN_SERVICE = 'Unknown service';

const uuidDoc = (description: string) => ({ description, format: 'uuid' });

/** A path id: a UUID, else the route answers 404 with `notFound` (a malformed id names nothing). */
export const uuidParam = (notFound: string, description: string) =>
  z.string().refine(isUuid, { message: notFound }).meta(uuidDoc(description));

/** A path id the route's service looks up (and answers 404 for) itself, so any string passes here. */
export const idParam = (description: string) => z.string().meta(uuidDoc(description));

/** `:service`, by label or block key in any case (`parseServiceParam`), as its `ServiceKey`. */
export const serviceParam = z
  .string()
  .meta({
    description: 'The service, by label or key, case-insensitive (e.g. "Custom Apparel" or "customApparel")',
    enum: [...Object.values(SERVICE_LABELS), ...SERVICE_KEYS],
  })
  .transform((value, ctx) => {
    const key = parseServiceParam(value);
    if (key) return key;
    ctx.addIssue({ code: 'custom', message: UNKNOWN_SERVICE });
    return z.NEVER;
  });
