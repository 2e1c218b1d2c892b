import Router, { type RouterContext, type RouterMiddleware } from '@koa/router';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, type ApiTokenScope } from '@stitchdesk/shared';
import type { DefaultContext, Middleware, Next } from 'koa';
import type { z } from 'zod';
import {
  accessGate,
  POLICIES,
  type Access,
  type AccessState,
  type ClientAccess,
} from '../middleware/access.ts';
import { answersOf } from '../middleware/answers.ts';
import { readIdempotencyKey } from '../middleware/idempotency-key.ts';
import { validate, type WithInput } from '../middleware/validate.ts';
import { signedFileQuery } from './files/signed-file.ts';
import {
  errorResponses,
  type HeaderDoc,
  type Method,
  type ResponseDoc,
  type RouteDoc,
  type Tag,
} from './route-docs.ts';

/*
 * A route declared once: its method, path, access policy, input schemas, answers and handler. From the
 * declaration come the router entry (routerOf), the access gate, the validation that types
 * `ctx.input`, and the route's entry in the OpenAPI document (routes/openapi/ reads `route.doc`).
 * A route runs: access gate → `before` → params, query and body checked → `after` → `bodyFor` → handler.
 * The error answers that come from the declaration itself are documented without being listed: see
 * `declaredErrors`; `responses` names the success answers and the errors particular to the handler.
 */

type Schema = z.ZodType;

/** What the handler finds on `ctx.input`: each declared part, as its schema's output. */
export type InputOf<P, Q, B> = (P extends Schema ? { params: z.output<P> } : unknown) &
  (Q extends Schema ? { query: z.output<Q> } : unknown) &
  (B extends Schema ? { body: z.output<B> } : unknown);

/** The context of a route of `access` whose input is `I` and whose `after` steps add the state `X`. */
export type RouteContext<A extends Access, I, X = unknown> = RouterContext<
  AccessState<A> & X,
  DefaultContext & WithInput<I>
>;

export interface RouteSpec<A extends Access, P, Q, B, F, X> {
  method: Method;
  /** Under the API prefix (`:id` style), or under the server root for a route of `rootRoutes`. */
  path: string;
  summary: string;
  tag: Tag;
  access: A;
  /**
   * The scope an API token needs to call this route (client routes only); without one, an API
   * token is refused (403) and only a session may call, as for token management and passwords.
   */
  scope?: A extends ClientAccess ? ApiTokenScope : never;
  params?: P;
  query?: Q;
  /** Checked with the params and query, before `after`; documented unless `bodyDoc` is given. */
  body?: B;
  /**
   * The body's schema when it depends on the request (today's date, the order or preset `after`
   * loaded): built and checked just before the handler, its output is `ctx.input.body`.
   */
  bodyFor?: (ctx: RouteContext<A, InputOf<P, Q, B>, X>) => F;
  /** The body as the document shows it, when `bodyFor` decides or the body is not JSON. */
  bodyDoc?: Schema | 'multipart-file';
  /** Reads the optional Idempotency-Key header (documented) into `ctx.state.idempotencyKey`. */
  idempotent?: boolean;
  /** Other optional request headers, for the document. */
  headers?: Record<string, HeaderDoc>;
  /** The success answers, and the errors the declaration does not imply (see `declaredErrors`). */
  responses: Record<number, ResponseDoc>;
  /** After the access gate, before the input is checked: limits that count every request (a login's leave what they let through). */
  before?: readonly RouterMiddleware<AccessState<A> & X>[];
  /** After the input is checked: limits that count valid requests, a transaction, loading the object. */
  after?: readonly RouterMiddleware<AccessState<A> & X, DefaultContext & WithInput<InputOf<P, Q, B>>>[];
}

/** A declared route: what the document shows, and the middleware the router runs. */
export interface Route {
  readonly doc: RouteDoc;
  readonly middleware: readonly Middleware[];
}

const idempotencyHeader: Record<string, HeaderDoc> = {
  [IDEMPOTENCY_KEY_HEADER]: {
    description: 'Sent again with a retry, the order is placed once and its first answer repeated',
    schema: idempotencyKeySchema,
  },
};

/**
 * The errors a route gives because of what it declares: a signed-in policy refuses no token (401), a
 * signed-in policy refuses an API token without the route's scope or any token without one (403), as
 * a signed URL refuses a bad link (403) or, unsigned, a bad bearer token (401); a body or query that
 * fails its schema is a 400 (a signed link's query is vouched for by its signature, or absent, before
 * it is parsed); path params that fail are a 404 (validate.ts), and a step marked with its answers
 * (a limiter's 429) may give them.
 */
function declaredErrors(
  spec: Pick<
    RouteSpec<Access, unknown, unknown, unknown, unknown, never>,
    'access' | 'params' | 'query' | 'body'
  > & {
    bodyFor?: unknown;
    before?: readonly object[];
    after?: readonly object[];
  },
): number[] {
  const { token } = POLICIES[spec.access];
  const steps = [...(spec.before ?? []), ...(spec.after ?? [])];
  return [
    ...(token || spec.access === 'signedUrl' ? [401, 403] : []),
    ...(spec.body || spec.bodyFor || (spec.query && spec.query !== signedFileQuery) ? [400] : []),
    ...(spec.params ? [404] : []),
    ...steps.flatMap(answersOf),
  ];
}

export function defineRoute<
  const A extends Access,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  F extends Schema | undefined = undefined,
  X = unknown,
>(
  spec: RouteSpec<A, P, Q, B, F, X>,
  handler: (ctx: RouteContext<A, InputOf<P, Q, F extends Schema ? F : B>, X>, next: Next) => unknown,
): Route {
  const { params, query, body, bodyFor } = spec;
  const gate = accessGate(spec.access, spec.scope);
  const checks = { ...(params ? { params } : {}), ...(query ? { query } : {}), ...(body ? { body } : {}) };
  const middleware = [
    gate,
    ...(spec.idempotent ? [readIdempotencyKey] : []),
    ...(spec.before ?? []),
    Object.keys(checks).length ? validate(checks) : null,
    ...(spec.after ?? []),
    bodyFor
      ? (((ctx, next) => {
          const schema = bodyFor(ctx as never);
          return schema ? (validate({ body: schema }) as unknown as Middleware)(ctx, next) : next();
        }) satisfies Middleware)
      : null,
    handler,
  ].filter((step) => step !== null) as Middleware[];
  return {
    doc: {
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      tag: spec.tag,
      access: spec.access,
      scope: spec.scope,
      params,
      query,
      headers: { ...(spec.idempotent ? idempotencyHeader : {}), ...spec.headers },
      body: spec.bodyDoc ?? body,
      responses: { ...errorResponses(...declaredErrors(spec)), ...spec.responses },
    },
    middleware,
  };
}

/** The router that serves `routes`, each under its own full path (app.ts moves it under the API prefix). */
export function routerOf(routes: readonly Route[]): Router {
  const router = new Router();
  for (const { doc, middleware } of routes)
    router[doc.method](doc.path, ...(middleware as readonly RouterMiddleware[]));
  return router;
}
