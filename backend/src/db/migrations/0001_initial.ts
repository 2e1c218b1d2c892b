import { ORDER_STATUSES, SERVICE_KEYS } from '@stitchdesk/shared';
import type { Knex } from 'knex';

// Written out: a migration keeps the schema it made, whatever the code's list becomes later.
const ROLES = ['client', 'employee', 'admin'] as const;
const FILE_KINDS = ['attachment', 'delivery'] as const;

const id = (t: Knex.CreateTableBuilder, knex: Knex) =>
  t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
const createdAt = (t: Knex.CreateTableBuilder, knex: Knex) =>
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    id(t, knex);
    t.text('username').notNullable();
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('role')
      .notNullable()
      .defaultTo('client')
      .checkIn([...ROLES], 'users_role_check');
    t.uuid('assign_to').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.boolean('disabled').notNullable().defaultTo(false);
    // Bumped with every change to the user's notifications; the notifications ETag is built from it.
    t.bigInteger('notifications_version').notNullable().defaultTo(0);
    createdAt(t, knex);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['assign_to']);
    t.index(['role']);
  });
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');

  await knex.schema.createTable('orders', (t) => {
    id(t, knex);
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('service_type')
      .notNullable()
      .checkIn([...SERVICE_KEYS], 'orders_service_type_check');
    t.text('status')
      .notNullable()
      .defaultTo('Pending')
      .checkIn([...ORDER_STATUSES], 'orders_status_check');
    t.text('title').notNullable();
    // The ordered block's own fields; attachment and completeOrder come from `files`.
    t.jsonb('details').notNullable().defaultTo('{}');
    t.boolean('read_status').notNullable().defaultTo(false);
    createdAt(t, knex);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX orders_user_id_created_at_index ON orders (user_id, created_at DESC)');
  await knex.raw('CREATE INDEX orders_status_created_at_index ON orders (status, created_at DESC)');

  await knex.schema.createTable('revisions', (t) => {
    id(t, knex);
    t.uuid('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('status')
      .notNullable()
      .checkIn([...ORDER_STATUSES], 'revisions_status_check');
    // The revised block without attachment (which comes from `files`).
    t.jsonb('changes').notNullable().defaultTo('{}');
    createdAt(t, knex);
    t.index(['order_id']);
  });
  await knex.raw('CREATE INDEX revisions_user_id_created_at_index ON revisions (user_id, created_at DESC)');

  await knex.schema.createTable('files', (t) => {
    id(t, knex);
    t.uuid('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('order_id').nullable().references('id').inTable('orders').onDelete('CASCADE');
    t.uuid('revision_id').nullable().references('id').inTable('revisions').onDelete('CASCADE');
    t.text('kind')
      .notNullable()
      .checkIn([...FILE_KINDS], 'files_kind_check');
    t.text('name').notNullable();
    t.bigInteger('size').notNullable();
    t.text('content_type').notNullable();
    t.text('sha256').notNullable();
    t.text('storage_key').notNullable();
    createdAt(t, knex);
    t.index(['owner_id']);
    t.index(['order_id']);
    t.index(['revision_id']);
  });
  // The janitor looks for uploads never attached to an order or revision.
  await knex.raw(
    'CREATE INDEX files_unattached_created_at_index ON files (created_at) WHERE order_id IS NULL AND revision_id IS NULL',
  );

  await knex.schema.createTable('notifications', (t) => {
    id(t, knex);
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('message').notNullable();
    t.boolean('read_status').notNullable().defaultTo(false);
    t.uuid('order_id').nullable().references('id').inTable('orders').onDelete('SET NULL');
    createdAt(t, knex);
    t.index(['order_id']);
  });
  await knex.raw(
    'CREATE INDEX notifications_user_id_created_at_index ON notifications (user_id, created_at DESC)',
  );

  await knex.schema.createTable('quotes', (t) => {
    id(t, knex);
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('services').notNullable().defaultTo('');
    t.text('message').notNullable();
    t.boolean('handled').notNullable().defaultTo(false);
    t.text('ip').nullable();
    createdAt(t, knex);
  });
  await knex.raw('CREATE INDEX quotes_handled_created_at_index ON quotes (handled, created_at DESC)');

  await knex.schema.createTable('order_events', (t) => {
    id(t, knex);
    t.uuid('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.uuid('actor_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('from_status')
      .nullable()
      .checkIn([...ORDER_STATUSES], 'order_events_from_status_check');
    t.text('to_status')
      .notNullable()
      .checkIn([...ORDER_STATUSES], 'order_events_to_status_check');
    t.text('note').notNullable().defaultTo('');
    createdAt(t, knex);
    t.index(['order_id', 'created_at']);
    t.index(['actor_id']);
  });

  await knex.schema.createTable('throttle_events', (t) => {
    t.bigIncrements('id').primary();
    t.text('bucket').notNullable();
    t.text('key').notNullable();
    createdAt(t, knex);
    t.index(['bucket', 'key', 'created_at']);
  });
  // Sweeping old rows is by age alone.
  await knex.raw('CREATE INDEX throttle_events_created_at_index ON throttle_events (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'throttle_events',
    'order_events',
    'quotes',
    'notifications',
    'files',
    'revisions',
    'orders',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
