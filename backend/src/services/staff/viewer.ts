import type { Role } from '@stitchdesk/shared';
import type { Knex } from 'knex';

/** The staff member a query is answered for. */
export interface StaffViewer {
  id: string;
  role: Role;
}

/**
 * Who sees which clients' work: an admin sees everything; an employee sees the clients who assigned
 * their work to them (users.assign_to) and the clients who assigned nobody. `clientTable` is the
 * alias the query gives the client's `users` row.
 */
export function whereVisibleToStaff(query: Knex.QueryBuilder, viewer: StaffViewer, clientTable: string) {
  if (viewer.role === 'admin') return query;
  return query.where((visible) =>
    visible.where(`${clientTable}.assign_to`, viewer.id).orWhereNull(`${clientTable}.assign_to`),
  );
}

/** `text` made literal for ILIKE: its own %, _ and \ match only themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows to skip for a 1-based page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
