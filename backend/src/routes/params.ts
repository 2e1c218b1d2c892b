import { parseServiceParam } from '@stitchdesk/shared';
import { z } from 'zod';
import { isUuid } from '../lib/ids.ts';

export const UNKNOWN_SERVICE = 'Unknown service';

/** A path id: a UUID, else the route answers 404 with `notFound` (a malformed id names nothing). */
export const uuidParam = (notFound: string) => z.string().refine(isUuid, { message: notFound });

/** `:service`, by label or block key in any case (`parseServiceParam`), as its `ServiceKey`. */
export const serviceParam = z.string().transform((value, ctx) => {
  const key = parseServiceParam(value);
  if (key) return key;
  ctx.addIssue({ code: 'custom', message: UNKNOWN_SERVICE });
  return z.NEVER;
});
