import type { CreateBlock, ServiceKey, ShipToInput } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { FileRow, FileUrl, OrderRow, ProofRow } from '../../db/rows.ts';
import { notFound } from '../../errors.ts';
import { runIdempotent, type Answer, type IdempotentRequest } from '../../lib/idempotency.ts';
import { stitchReadingFor, type ClientStitchReading } from '../machines/stop-threads.ts';
import { findOrderOfUser, ORDER_NOT_FOUND, type Client } from './order-rows.ts';
import { createOrder, partsOfOrders } from './orders.ts';
import { reorder } from './reorder.ts';

/** A just-placed order with what its answer shows: its files and proofs, and how its stitch files read. */
export interface PlacedOrder {
  order: OrderRow;
  files: FileRow[];
  proofs: ProofRow[];
  reading: ClientStitchReading | undefined;
}

async function placed(trx: Knex.Transaction, client: Client, order: OrderRow): Promise<PlacedOrder> {
  const parts = await partsOfOrders(trx, [order.id]);
  return { order, ...parts, reading: await stitchReadingFor(trx, client.id, parts.files) };
}

/**
 * Whether the order a placement made is stored: asked on another connection when the COMMIT that
 * placed it went unanswered (runIdempotent's `stored`), so that a stored order answers 201 and only
 * a lost one 503.
 */
function placementOutcome(client: Client) {
  let placedId: string | undefined;
  return {
    placed(order: PlacedOrder): PlacedOrder {
      placedId = order.order.id;
      return order;
    },
    stored: async (db: Knex): Promise<boolean> =>
      placedId !== undefined && (await findOrderOfUser(db, client.id, placedId)) !== undefined,
  };
}

/**
 * Places an order (createOrder) and builds its answer (`answer`, the route's presenter) in one
 * transaction, runIdempotent's: with an Idempotency-Key the answer is stored with the key, and the
 * key sent again within its TTL gets that answer and places nothing. Nothing is read after the
 * commit, which could fail (the database going down) and turn a stored order into a 500 the
 * client retries; a COMMIT whose answer is lost is settled by looking the order up.
 */
export function placeOrder<T>(
  db: Knex,
  input: {
    client: Client;
    service: ServiceKey;
    block: CreateBlock<ServiceKey>;
    /** Goods: where to ship (none: the client's default shipping address, if any). */
    shipTo?: ShipToInput;
    config: { turnaroundMinutes: number };
    request: IdempotentRequest | null;
    /** A price agreed beforehand (an offer's), claimed in the placement's transaction. */
    agreed?: AgreedPrice;
  },
  answer: (order: PlacedOrder) => Answer<T>,
): Promise<Answer<T> & { replayed: boolean }> {
  const { client, service, block, shipTo, config, request, agreed } = input;
  const outcome = placementOutcome(client);
  return runIdempotent(
    db,
    request,
    async (trx) => {
      const claimed = agreed ? await agreed.claim(trx) : undefined;
      const order = await createOrder(trx, client, service, block, config, shipTo, claimed?.priceCents);
      await claimed?.settle(order);
      return answer(outcome.placed(await placed(trx, client, order)));
    },
    outcome.stored,
  );
}

/**
 * A price agreed before the order (an accepted offer): `claim` locks and checks what holds it, inside
 * the placement's transaction, and `settle` records the order against it, so the agreement is used
 * exactly when the order is placed.
 */
export interface AgreedPrice {
  claim(trx: Knex.Transaction): Promise<{ priceCents: number; settle(order: OrderRow): Promise<void> }>;
}

/**
 * Places one of the client's orders again (reorder.ts; another's is 404) and builds its answer, in
 * one transaction with its Idempotency-Key, as placeOrder does.
 */
export function placeAgain<T>(
  db: Knex,
  input: {
    client: Client;
    sourceId: string;
    config: { turnaroundMinutes: number };
    fileUrl: FileUrl;
    request: IdempotentRequest | null;
  },
  answer: (order: PlacedOrder) => Answer<T>,
): Promise<Answer<T> & { replayed: boolean }> {
  const { client, sourceId, config, fileUrl, request } = input;
  const outcome = placementOutcome(client);
  return runIdempotent(
    db,
    request,
    async (trx) => {
      const source = await findOrderOfUser(trx, client.id, sourceId);
      if (!source) throw notFound(ORDER_NOT_FOUND);
      return answer(
        outcome.placed(await placed(trx, client, await reorder(trx, client, source, config, fileUrl))),
      );
    },
    outcome.stored,
  );
}
