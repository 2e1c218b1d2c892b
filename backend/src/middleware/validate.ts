import type { DefaultState, Middleware } from 'koa';
import type { z } from 'zod';
import { badRequest, notFound, type ErrorDetail } from '../errors.ts';

export interface ValidateSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** What `validate(schemas)` leaves on `ctx.input`: each part as its schema's output. */
export type ParsedInput<S extends ValidateSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

/** The context `validate()` types: handlers after it read `ctx.input` without casts. */
export interface WithInput<I> {
  input: I;
}

function details(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Parses the request's route params, query and body with zod schemas. The parsed (coerced,
 * defaulted) values land on `ctx.input` (merged with what an earlier `validate()` parsed), typed
 * from the schemas. A body or query that fails answers 400 with the first issue's message and every
 * issue in `details`; params that fail answer 404, since a path that does not parse names nothing.
 */
export function validate<const S extends ValidateSchemas>(
  schemas: S,
): Middleware<DefaultState, WithInput<ParsedInput<S>>> {
  return async (ctx, next) => {
    const sources = {
      params: () => (ctx as { params?: Record<string, string> }).params ?? {},
      query: () => ctx.query,
      body: () => ctx.request.body ?? {},
    } as const;
    const input: Record<string, unknown> = { ...(ctx.input as object | undefined) };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = await schema.safeParseAsync(sources[part]());
      if (!result.success) {
        const all = details(result.error);
        const message = all[0]?.message ?? 'Invalid input';
        throw part === 'params' ? notFound(message) : badRequest(message, all);
      }
      input[part] = result.data;
    }
    // Each part was parsed by the schema of the same name just above.
    ctx.input = input as ParsedInput<S>;
    await next();
  };
}
