import type { Knex } from 'knex';
import { offsetOf } from './orders/viewer.ts';

/**
 * One page of a list read newest first, and how many rows the whole list holds. Rows of the same
 * instant are ordered by id, so a row never moves between pages from read to read. `scope` builds
 * the list's query afresh for each use (the page, the count); `select` adds what only the page
 * needs (joins, columns). `table` qualifies the ordering columns when the query joins others.
 */
export async function newestPage<Row>(
  scope: () => Knex.QueryBuilder,
  select: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  { page, pageSize, table }: { page: number; pageSize: number; table?: string },
): Promise<{ rows: Row[]; total: number }> {
  const qualified = (column: string) => (table ? `${table}.${column}` : column);
  const [rows, [{ count }]]: [Row[], { count?: string | number }[]] = await Promise.all([
    select(scope())
      .orderBy([
        { column: qualified('created_at'), order: 'desc' },
        { column: qualified('id'), order: 'desc' },
      ])
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    scope().count({ count: '*' }),
  ]);
  return { rows, total: Number(count) };
}
