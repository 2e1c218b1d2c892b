import type { Knex } from 'knex';

/*
 * An order's message thread between the client and the shop (issue 26). A message is written by one
 * side; `read_at` is when the other side first saw it, so each side has its own unread marks without
 * a row per reader. Files sent with a message are kind 'message', linked to the order (deleted with
 * it) and to their message; the order's own lists filter by kind, so they never show as attachments.
 */
// Written out: a migration keeps the schema it made, whatever the code's lists become later.
const FILE_KINDS_BEFORE = ['attachment', 'delivery', 'proof'];
const FILE_KINDS = [...FILE_KINDS_BEFORE, 'message'];
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.uuid('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('side').notNullable().checkIn(['client', 'shop'], 'order_messages_side_check');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true }).nullable();
    t.index(['order_id', 'created_at']);
    t.index(['author_id']);
  });
  await knex.raw(
    'CREATE INDEX order_messages_unread_index ON order_messages (order_id, side) WHERE read_at IS NULL',
  );
  await knex.raw('ALTER TABLE files DROP CONSTRAINT files_kind_check');
  await knex.raw(`ALTER TABLE files ADD CONSTRAINT files_kind_check CHECK (kind IN (${list(FILE_KINDS)}))`);
  await knex.schema.alterTable('files', (t) => {
    t.uuid('message_id').nullable().references('id').inTable('order_messages').onDelete('CASCADE');
    t.index(['message_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('files').where({ kind: 'message' }).delete();
  await knex.schema.alterTable('files', (t) => {
    t.dropColumn('message_id');
  });
  await knex.raw('ALTER TABLE files DROP CONSTRAINT files_kind_check');
  await knex.raw(
    `ALTER TABLE files ADD CONSTRAINT files_kind_check CHECK (kind IN (${list(FILE_KINDS_BEFORE)}))`,
  );
  await knex.schema.dropTable('order_messages');
}
