import * as contract from '@stitchdesk/shared';
import {
  createWebhookSchema,
  updateWebhookSchema,
  type CreatedWebhook,
  type RotatedSecret,
  type Webhook,
  type WebhookDeliveriesResponse,
  type WebhooksResponse,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { userRateLimit } from '../../middleware/rate-limit.ts';
import { presentDelivery, presentWebhook } from '../../presenters/webhook.ts';
import { DELIVERY_NOT_FOUND, listDeliveries, redeliver } from '../../services/webhooks/deliveries.ts';
import {
  WEBHOOK_NOT_FOUND,
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  ownEndpoint,
  rotateSecret,
  updateEndpoint,
} from '../../services/webhooks/endpoints.ts';
import { secretBox } from '../../services/webhooks/secrets.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { errorResponses } from '../route-docs.ts';

const idParams = z.object({ id: uuidParam(WEBHOOK_NOT_FOUND, 'Webhook id') });
const deliveryParams = idParams.extend({ deliveryId: uuidParam(DELIVERY_NOT_FOUND, 'Delivery id') });

/**
 * Redeliveries one client may ask for in an hour, over all their endpoints: each makes us call out
 * to an address the client chose (with its own round of retries), so it is not a free amplifier.
 */
export const REDELIVERIES_PER_HOUR = 20;

/**
 * A client's webhook endpoints (issue 27): Standard Webhooks signing, each client sees and changes
 * only their own (another's id is 404), and a URL is accepted only if deliveries may go there.
 */
export function webhooksRoutes({ db, config }: AppDeps): Route[] {
  const box = secretBox(config.jwtSecret);
  const allowPrivate = () => config.webhooksAllowPrivate;

  const list = defineRoute(
    {
      method: 'get',
      path: '/user/webhooks',
      summary: 'The caller’s webhook endpoints (secrets are never shown again)',
      tag: 'Integrations',
      access: 'client',
      scope: 'webhooks:manage',
      responses: {
        200: { description: 'Endpoints', schema: contract.webhooksResponseSchema },
      },
    },
    async (ctx) => {
      const rows = await listEndpoints(db, ctx.state.user.id);
      ctx.body = { webhooks: rows.map((row) => presentWebhook(row)) } satisfies WebhooksResponse;
    },
  );

  const create = defineRoute(
    {
      method: 'post',
      path: '/user/webhooks',
      summary: `Register an endpoint for some events; the answer carries its signing secret, shown this once (at most ${contract.MAX_WEBHOOKS_PER_USER})`,
      tag: 'Integrations',
      access: 'client',
      scope: 'webhooks:manage',
      body: createWebhookSchema,
      responses: {
        201: { description: 'Registered', schema: contract.createdWebhookSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const { url, events } = ctx.input.body;
      const { row, secret } = await createEndpoint(
        db,
        box,
        ctx.state.user.id,
        { url, events },
        { allowPrivate: allowPrivate() },
      );
      ctx.status = 201;
      ctx.body = { ...presentWebhook(row), secret } satisfies CreatedWebhook;
    },
  );

  const update = defineRoute(
    {
      method: 'patch',
      path: '/user/webhooks/:id',
      summary: 'Change an endpoint’s URL or events, or turn it back on (`enabled: true`) or off',
      tag: 'Integrations',
      access: 'client',
      scope: 'webhooks:manage',
      params: idParams,
      body: updateWebhookSchema,
      responses: {
        200: { description: 'Updated', schema: contract.webhookSchema },
      },
    },
    async (ctx) => {
      const row = await updateEndpoint(db, ctx.state.user.id, ctx.input.params.id, ctx.input.body, {
        allowPrivate: allowPrivate(),
      });
      ctx.body = presentWebhook(row) satisfies Webhook;
    },
  );

  const remove = defineRoute(
    {
      method: 'delete',
      path: '/user/webhooks/:id',
      summary: 'Delete an endpoint and its delivery log; nothing more is sent to it',
      tag: 'Integrations',
      access: 'client',
      scope: 'webhooks:manage',
      params: idParams,
      responses: { 204: { description: 'Deleted' } },
    },
    async (ctx) => {
      await deleteEndpoint(db, ctx.state.user.id, ctx.input.params.id);
      ctx.status = 204;
    },
  );

  const rotate = defineRoute(
    {
      method: 'post',
      path: '/user/webhooks/:id/rotate-secret',
      summary:
        'A new signing secret, shown this once; for 24 hours the previous one signs too (two v1 signatures)',
      tag: 'Integrations',
      access: 'client',
      scope: 'webhooks:manage',
      params: idParams,
      responses: {
        200: { description: 'The new secret', schema: contract.rotatedSecretSchema },
      },
    },
    async (ctx) => {
      const { secret, previousSecretExpiresAt } = await rotateSecret(
        db,
        box,
        ctx.state.user.id,
        ctx.input.params.id,
      );
      ctx.body = {
        secret,
        previousSecretExpiresAt: previousSecretExpiresAt.toISOString(),
      } satisfies RotatedSecret;
    },
  );

  const deliveries = defineRoute(
    {
      method: 'get',
      path: '/user/webhooks/:id/deliveries',
      summary: 'The endpoint’s delivery log, newest first: status, last answer, attempts and times',
      tag: 'Integrations',
      access: 'client',
      scope: 'webhooks:manage',
      params: idParams,
      responses: {
        200: { description: 'Deliveries', schema: contract.webhookDeliveriesResponseSchema },
      },
    },
    async (ctx) => {
      const endpoint = await ownEndpoint(db, ctx.state.user.id, ctx.input.params.id);
      const rows = await listDeliveries(db, endpoint.id);
      ctx.body = {
        deliveries: rows.map(({ row, attempts }) => presentDelivery(row, attempts)),
      } satisfies WebhookDeliveriesResponse;
    },
  );

  const resend = defineRoute(
    {
      method: 'post',
      path: '/user/webhooks/:id/deliveries/:deliveryId/redeliver',
      summary:
        'Send a delivery again now, under the same webhook-id: one more attempt of it (attempts go on counting), with its own retries',
      tag: 'Integrations',
      access: 'client',
      scope: 'webhooks:manage',
      params: deliveryParams,
      responses: {
        202: { description: 'Queued', schema: contract.webhookDeliverySchema },
      },
      before: [
        userRateLimit({
          bucket: 'webhook-redelivery',
          limit: REDELIVERIES_PER_HOUR,
          windowSeconds: 60 * 60,
          what: 'redeliveries',
        }),
      ],
    },
    async (ctx) => {
      const { id, deliveryId } = ctx.input.params;
      const { row, attempts } = await redeliver(db, ctx.state.user.id, id, deliveryId);
      ctx.status = 202;
      ctx.body = presentDelivery(row, attempts);
    },
  );

  return [list, create, update, remove, rotate, deliveries, resend];
}
