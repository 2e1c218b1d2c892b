import type { Middleware } from 'koa';
import type { z } from 'zod';
import { badRequest, type ErrorDetail } from '../errors.ts';

export interface ValidateSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

function details(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Parses the request's body, query and route params with zod schemas. Parsed (coerced, defaulted)
 * values land on `ctx.state.body`, `ctx.state.query` and `ctx.state.params`; the first failure
 * answers 400 with the first issue's message and every issue in `details`.
 */
export function validate(schemas: ValidateSchemas): Middleware {
  return async (ctx, next) => {
    const sources = {
      params: () => (ctx as unknown as { params?: Record<string, string> }).params ?? {},
      query: () => ctx.query,
      body: () => ctx.request.body ?? {},
    } as const;
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = await schema.safeParseAsync(sources[part]());
      if (!result.success) {
        const all = details(result.error);
        throw badRequest(all[0]?.message ?? 'Invalid input', all);
      }
      ctx.state[part] = result.data;
    }
    await next();
  };
}
