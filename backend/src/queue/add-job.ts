import type { Knex } from 'knex';
import type { MailMessage } from '../lib/mail-message.ts';

/*
 * The jobs of the PostgreSQL queue (graphile-worker): each task's name and payload, and the one way
 * to add a job — `addJob` on the transaction of the write that causes it, so the job exists exactly
 * when the write does (graphile_worker.add_job is a plain SQL function, it joins our transaction).
 */

export interface JobPayloads {
  /** One e-mail, already written: sent as is, retried when the SMTP server fails. */
  'mail:send': MailMessage;
  /** The e-mail copy of a client's order notification, written when sent (the address as it is then). */
  'mail:order-update': { userId: string; orderId: string; message: string };
  /** One attempt at one webhook delivery (services/webhooks/): the row says what and where. */
  'webhook:deliver': { deliveryId: string };
  /** A stitch file written in its client's machine formats into file storage (jobs/stitch-conversions.ts). */
  'stitch:convert': { fileId: string };
  /** A password-reset e-mail for the account with this address, if any (its token made when it runs). */
  'account:password-reset': { email: string };
  /** A confirmation link for the account's address, or for the new one it asked to change to. */
  'account:confirm-email': { userId: string; email: string; change: boolean };
  /** A staff invitation's e-mail, with a new link (services/accounts/invitations.ts). */
  'account:invitation': { invitationId: string };
  /** The periodic clean-up of services/files/janitor.ts (a crontab entry, once across all workers). */
  'janitor:sweep': Record<string, never>;
  /** The receipt of a payment taken online (services/billing/receipts/): the notification's words and a PDF link. */
  'mail:payment-receipt': { paymentId: string; message: string };
  /** The part of a card payment more than its order owed, refunded through Stripe (services/billing/stripe/). */
  'stripe:refund-excess': { paymentIntent: string; orderId: string; amountCents: number };
  /** A refunded charge's refunds, as Stripe lists them, into the ledger once each (services/billing/stripe/charge-refunds.ts). */
  'stripe:charge-refunds': { chargeId: string };
  /** A plan subscription opened while the client had that plan in force: cancelled and refunded (services/plans/duplicate-plans.ts). */
  'stripe:refund-duplicate-plan': { subscriptionId: string };
  /** The hourly look for unpaid invoices whose reminder day has come (services/billing/reminders.ts; a crontab entry). */
  'billing:payment-reminders': Record<string, never>;
}

export type TaskName = keyof JobPayloads;

export interface JobOptions {
  /** Not before this time (retries scheduled by the task itself). */
  runAt?: Date;
  /** Jobs of one named queue run one at a time, in order (one webhook endpoint's deliveries). */
  queue?: string;
  /** A job with the same key replaces the pending one instead of adding a second. */
  jobKey?: string;
  /** Failed runs (an exception, a worker killed) before the job is given up; graphile's backoff between. */
  maxAttempts?: number;
}

type Db = Knex | Knex.Transaction;

/** Queues the conversions of a stitch file that was just delivered or read, in the caller's transaction. */
export async function addConversionJob(trx: Db, fileId: string): Promise<void> {
  // One pending job per file: a second delivery of it before the first ran adds nothing.
  await addJob(trx, 'stitch:convert', { fileId }, { jobKey: `stitch-convert:${fileId}`, maxAttempts: 8 });
}

/** Adds a job in the caller's transaction (or on its own when given the pool). */
export async function addJob<T extends TaskName>(
  trx: Db,
  task: T,
  payload: JobPayloads[T],
  options: JobOptions = {},
): Promise<void> {
  await trx.raw(
    `SELECT graphile_worker.add_job(
       identifier => ?, payload => ?::json, queue_name => ?, run_at => ?, max_attempts => ?, job_key => ?)`,
    [
      task,
      JSON.stringify(payload),
      options.queue ?? null,
      options.runAt ?? null,
      options.maxAttempts ?? null,
      options.jobKey ?? null,
    ],
  );
}
