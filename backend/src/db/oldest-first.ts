/**
 * The order of lists read oldest first: by the time, then by id, so rows of the same instant keep
 * one order from read to read. `table` qualifies the columns when the query joins others.
 */
export function oldestFirst(table?: string, timeColumn = 'created_at'): { column: string; order: 'asc' }[] {
  const qualified = (column: string) => (table ? `${table}.${column}` : column);
  return [
    { column: qualified(timeColumn), order: 'asc' },
    { column: qualified('id'), order: 'asc' },
  ];
}
