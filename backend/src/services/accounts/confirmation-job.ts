import type { Knex } from 'knex';
import { addJob } from '../../queue/add-job.ts';

/** Queues the confirmation e-mail of `email` for the user, in the caller's transaction (email-confirmation.ts sends it). */
export async function queueConfirmation(
  db: Knex | Knex.Transaction,
  input: { userId: string; email: string; change: boolean },
): Promise<void> {
  await addJob(db, 'account:confirm-email', input, { maxAttempts: 5 });
}
