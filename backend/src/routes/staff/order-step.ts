import * as contract from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { OrderChange } from '../../services/production/transitions.ts';
import { idParam } from '../params.ts';
import type { RouteSpec } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';
import type { AuthUser } from '../../state.ts';
import { workflowResponders } from '../workflow-responders.ts';

/** The order's id: its service answers 404 for one that names nothing the viewer sees. */
export const orderIdParams = z.object({ id: idParam('Order id') });

/*
 * A workflow step staff take on one order, `POST /staff/orders/:id/<step>`: the service makes the
 * change for the viewer (404 outside their clients, 409 when the order's state refuses it), and the
 * route answers the order as the client's API shows it (the step's e-mail is one of its jobs).
 */

/** The declaration of a step's route, but for its handler. */
export function orderStepSpec<B extends z.ZodType>(step: {
  step: string;
  summary: string;
  body: B;
  /** What the answer is, for the document: "The order with its new price". */
  answered: string;
}): RouteSpec<'staff', typeof orderIdParams, undefined, B, undefined, unknown> {
  return {
    method: 'post',
    path: `/staff/orders/:id/${step.step}`,
    summary: step.summary,
    tag: 'Staff',
    access: 'staff',
    params: orderIdParams,
    body: step.body,
    responses: {
      200: { description: step.answered, schema: contract.orderSchema },
      ...errorResponses(409),
    },
  };
}

/** Answers a step's route with the changed order, its links staff's (never held until paid). */
export function orderStepAnswer(deps: AppDeps) {
  const { present } = workflowResponders(deps);
  return async (
    ctx: { body: unknown; state: { user: Pick<AuthUser, 'apiToken' | 'role'> } },
    { order, client }: OrderChange,
  ): Promise<void> => {
    ctx.body = await present(order, client.email, ctx.state.user);
  };
}
