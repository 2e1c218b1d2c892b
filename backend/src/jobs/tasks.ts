import type { ServiceKey } from '@stitchdesk/shared';
import type { JobHelpers, Task, TaskList } from 'graphile-worker';
import type { AppDeps } from '../deps.ts';
import { sendConfirmationLink } from '../services/accounts/email-confirmation.ts';
import { sendInvitation } from '../services/accounts/invitations.ts';
import { sendPasswordResetLink } from '../services/accounts/password-reset.ts';
import { runJanitor } from '../services/files/janitor.ts';
import { sendPaymentReminders } from '../services/billing/reminders.ts';
import { recordChargeRefunds } from '../services/billing/stripe/charge-refunds.ts';
import { refundDuplicatePlan } from '../services/billing/stripe/refund-duplicate-plan.ts';
import { refundExcess } from '../services/billing/stripe/refund-excess.ts';
import { writeReceiptMail } from '../services/billing/receipts/receipt-mail.ts';
import { convertForClient } from './stitch-conversions.ts';
import { countingDeaths } from './stitch-deaths.ts';
import { fileSignerFor } from '../services/files/signing.ts';
import { orderUpdateMail } from '../services/notifications/order-mail.ts';
import { attemptDelivery } from '../services/webhooks/deliveries.ts';
import { secretBox } from '../services/webhooks/secrets.ts';
import type { JobPayloads, TaskName } from '../queue/add-job.ts';

/** What the workers need: the app's dependencies but the request-side user cache. */
export type JobDeps = Pick<AppDeps, 'config' | 'db' | 'storage' | 'mailer' | 'logger'>;

/** What tests shorten. */
export interface TaskTuning {
  webhookRetryDelayMs?: (attempt: number) => number;
}

type Tasks = { [T in TaskName]: (payload: JobPayloads[T], helpers: JobHelpers) => Promise<void> };

/**
 * Each task of the queue. A task that throws is retried by graphile-worker with its exponential
 * backoff (mail: an SMTP server that is down); webhook deliveries keep their own schedule.
 */
export function taskList(deps: JobDeps, tuning: TaskTuning = {}): TaskList {
  const { config, db, mailer, logger } = deps;
  const signer = fileSignerFor(config);
  const box = secretBox(config.jwtSecret);
  const tasks: Tasks = {
    async 'mail:send'(message) {
      if (!mailer) return;
      await mailer.send(message).catch((error: unknown) => {
        logger.warn({ err: error, to: message.to, subject: message.subject }, 'e-mail not sent');
        throw error;
      });
    },
    async 'mail:order-update'({ userId, orderId, message }, helpers) {
      if (!mailer) return;
      const row = await db('orders')
        .join('users', 'users.id', 'orders.user_id')
        .where({ 'orders.id': orderId, 'users.id': userId })
        .first<{ email: string; username: string; number: number; service_type: ServiceKey }>(
          'users.email',
          'users.username',
          'orders.number',
          'orders.service_type',
        );
      if (!row) return;
      await tasks['mail:send'](
        orderUpdateMail({
          to: row,
          message,
          order: { id: orderId, number: row.number, serviceKey: row.service_type },
          publicUrl: config.publicUrl,
        }),
        helpers,
      );
    },
    async 'mail:payment-receipt'(job, helpers) {
      if (!mailer) return;
      const mail = await writeReceiptMail({ db, signer, publicUrl: config.publicUrl }, job);
      if (mail) await tasks['mail:send'](mail, helpers);
    },
    async 'account:password-reset'({ email }) {
      await sendPasswordResetLink(deps, email);
    },
    async 'account:confirm-email'(input) {
      await sendConfirmationLink(deps, input);
    },
    async 'account:invitation'({ invitationId }) {
      await sendInvitation(deps, invitationId);
    },
    async 'webhook:deliver'({ deliveryId }) {
      await attemptDelivery(
        {
          db,
          box,
          signer,
          allowPrivate: config.webhooksAllowPrivate,
          logger,
          retryDelayMs: tuning.webhookRetryDelayMs,
        },
        deliveryId,
      );
    },
    async 'stitch:convert'({ fileId }, { job }) {
      // A file whose stitch thread (or process) dies making it twice is parked, not retried.
      await countingDeaths(deps, job.id, fileId, () => convertForClient(deps, fileId));
    },
    async 'janitor:sweep'() {
      await runJanitor(deps);
    },
    async 'stripe:refund-excess'(job) {
      await refundExcess(config, job);
    },
    async 'stripe:charge-refunds'({ chargeId }) {
      await recordChargeRefunds(db, config, chargeId);
    },
    async 'stripe:refund-duplicate-plan'({ subscriptionId }) {
      await refundDuplicatePlan(db, config, subscriptionId);
    },
    async 'billing:payment-reminders'() {
      const sent = await sendPaymentReminders(db);
      if (sent > 0) logger.info({ sent }, 'payment reminders sent');
    },
  };
  return Object.fromEntries(
    Object.entries(tasks).map(([name, run]) => [
      name,
      ((payload, helpers) => run(payload as never, helpers)) as Task,
    ]),
  );
}
