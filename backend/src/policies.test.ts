import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { ownedBy, whereClientVisible, whereOrderVisible } from './policies.ts';

// The SQL each rule adds, compiled without a database: the rule itself is what could break.
const sql = knex({ client: 'pg' });
const clients = () => sql('users as client').select('client.id');

describe('policies: who sees which orders and clients', () => {
  it('lets a client see only their own orders', () => {
    expect(sql('orders').where(ownedBy('c1')).toString()).toBe(
      `select * from "orders" where "orders"."user_id" = 'c1'`,
    );
    expect(whereClientVisible(clients(), { id: 'c1', role: 'client' }, 'client').toString()).toContain(
      `where "client"."id" = 'c1'`,
    );
  });

  it('lets an employee see the clients assigned to them and the unassigned ones', () => {
    expect(whereClientVisible(clients(), { id: 'e1', role: 'employee' }, 'client').toString()).toContain(
      `where ("client"."assign_to" = 'e1' or "client"."assign_to" is null)`,
    );
  });

  it('lets an employee see the orders assigned to them besides their clients’ and unassigned ones', () => {
    const orders = () =>
      sql('orders').join('users as client', 'client.id', 'orders.user_id').select('orders.id');
    expect(
      whereOrderVisible(orders(), { id: 'e1', role: 'employee' }, { clientTable: 'client' }).toString(),
    ).toContain(
      `where ("orders"."assigned_to" = 'e1' or (("client"."assign_to" = 'e1' or "client"."assign_to" is null)))`,
    );
    expect(
      whereOrderVisible(orders(), { id: 'a1', role: 'admin' }, { clientTable: 'client' }).toString(),
    ).not.toContain('where');
  });

  it('lets an admin see everyone', () => {
    expect(whereClientVisible(clients(), { id: 'a1', role: 'admin' }, 'client').toString()).not.toContain(
      'where',
    );
  });
});
