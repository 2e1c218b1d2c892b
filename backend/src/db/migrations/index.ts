import type { Knex } from 'knex';
import { migrateJobQueue } from '../../queue/migrate.ts';
import * as initial from './0001_initial.ts';
import * as ordersVersion from './0002_orders_version.ts';
import * as uuidv7Ids from './0003_uuidv7_ids.ts';
import * as usersChangedNotify from './0004_users_changed_notify.ts';
import * as orderFilesVersion from './0005_order_files_version.ts';
import * as idempotencyKeys from './0006_idempotency_keys.ts';
import * as notificationsChangedNotify from './0007_notifications_changed_notify.ts';
import * as loginAttempts from './0008_login_attempts.ts';
import * as userSessions from './0009_user_sessions.ts';
import * as productionWorkflow from './0010_production_workflow.ts';
import * as filesStitch from './0020_files_stitch.ts';
import * as orderPresets from './0030_order_presets.ts';
import * as orderNumbers from './0040_order_numbers.ts';
import * as knownSignIns from './0050_known_sign_ins.ts';
import * as shipmentAssignee from './0060_shipment_assignee.ts';
import * as apiTokensAllowances from './0070_api_tokens_allowances.ts';
import * as machineProfiles from './0080_machine_profiles.ts';
import * as jobWorkers from './0090_job_workers.ts';
import * as webhooks from './0091_webhooks.ts';
import * as orderMessages from './0100_order_messages.ts';
import * as webhookAttempts from './0110_webhook_attempts.ts';
import * as orderListVersion from './0120_order_list_version.ts';
import * as shopSettings from './0140_shop_settings.ts';
import * as stripeEvents from './0150_stripe_events.ts';
import * as clientPlans from './0160_client_plans.ts';
import * as accountLinksMfa from './0170_account_links_mfa.ts';
import * as addresses from './0180_addresses.ts';
import * as quoteReplies from './0190_quote_replies.ts';
import * as quoteFiles from './0191_quote_files.ts';
import * as quoteOffers from './0192_quote_offers.ts';
import * as stitchJobAttempts from './0230_stitch_job_attempts.ts';
import * as planPayments from './0240_plan_payments.ts';
import * as usersChangedOnMfa from './0250_users_changed_on_mfa.ts';
import * as paymentRefunds from './0210_payment_refunds.ts';
import * as paymentReminders from './0211_payment_reminders.ts';
import * as quoteOfferReplyIndex from './0280_quote_offer_reply_index.ts';
import * as requireStaffMfaSetting from './0251_require_staff_mfa_setting.ts';
import * as clientNotes from './0270_client_notes.ts';
import * as planCheckouts from './0290_plan_checkouts.ts';
import * as orderPriceTerms from './0300_order_price_terms.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in order. Listed here rather than read from the directory so the set is the
 * same however the backend is run or packaged. Add new ones at the end; never rename old ones.
 */
const MIGRATIONS: [name: string, migration: Migration][] = [
  ['0001_initial', initial],
  ['0002_orders_version', ordersVersion],
  ['0003_uuidv7_ids', uuidv7Ids],
  ['0004_users_changed_notify', usersChangedNotify],
  ['0005_order_files_version', orderFilesVersion],
  ['0006_idempotency_keys', idempotencyKeys],
  ['0007_notifications_changed_notify', notificationsChangedNotify],
  ['0008_login_attempts', loginAttempts],
  ['0009_user_sessions', userSessions],
  ['0010_production_workflow', productionWorkflow],
  ['0020_files_stitch', filesStitch],
  ['0030_order_presets', orderPresets],
  ['0040_order_numbers', orderNumbers],
  ['0050_known_sign_ins', knownSignIns],
  ['0060_shipment_assignee', shipmentAssignee],
  ['0070_api_tokens_allowances', apiTokensAllowances],
  ['0080_machine_profiles', machineProfiles],
  ['0090_job_workers', jobWorkers],
  ['0091_webhooks', webhooks],
  ['0100_order_messages', orderMessages],
  ['0110_webhook_attempts', webhookAttempts],
  ['0120_order_list_version', orderListVersion],
  ['0140_shop_settings', shopSettings],
  ['0150_stripe_events', stripeEvents],
  ['0160_client_plans', clientPlans],
  ['0170_account_links_mfa', accountLinksMfa],
  ['0180_addresses', addresses],
  ['0190_quote_replies', quoteReplies],
  ['0191_quote_files', quoteFiles],
  ['0192_quote_offers', quoteOffers],
  ['0230_stitch_job_attempts', stitchJobAttempts],
  ['0240_plan_payments', planPayments],
  ['0250_users_changed_on_mfa', usersChangedOnMfa],
  ['0210_payment_refunds', paymentRefunds],
  ['0211_payment_reminders', paymentReminders],
  ['0251_require_staff_mfa_setting', requireStaffMfaSetting],
  ['0270_client_notes', clientNotes],
  ['0280_quote_offer_reply_index', quoteOfferReplyIndex],
  ['0290_plan_checkouts', planCheckouts],
  ['0300_order_price_terms', orderPriceTerms],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

export const migratorConfig: Knex.MigratorConfig = { migrationSource };

/** Brings the schema up to date, the job queue's included; returns the names of our migrations it ran. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, ran]: [number, string[]] = await db.migrate.latest(migratorConfig);
  await migrateJobQueue(db);
  return ran;
}
