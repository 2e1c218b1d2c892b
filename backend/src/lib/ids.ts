import { v7 } from 'uuid';

/**
 * A new row id: a UUIDv7 (RFC 9562), whose first 48 bits are the Unix time in milliseconds and the
 * rest random. Time-ordered rather than fully random (v4), because:
 * - a new row's key sorts after the ones before it, so inserts land on the right-most page of the
 *   primary-key B-tree (and of every index holding the id) instead of a random page: fewer pages
 *   dirtied and read per insert, and no page splits scattered over the index;
 * - ids made close in time share their leading characters, which gzip compresses: in the
 *   10,000-order list (an id per order and one in every file URL) they were the incompressible bulk.
 * What it gives away: an id tells when its row was made, which the API shows as createdAt anyway.
 * Ids made before (v4) stay valid; every validator accepts any RFC 9562 UUID.
 *
 * Made here only where Node needs the id before the row exists (a file's storage key is derived from
 * its id and the bytes are stored before the row is written). Orders, revisions and notifications
 * take their column default, PostgreSQL 18's uuidv7() (migration 0003), which needs no code in
 * every insert. The `uuid` package rather than node:crypto's randomUUIDv7(): that one is only in
 * Node 24.16 and later (package.json allows 22.12), and the package's ids also keep increasing
 * within one millisecond in a process (a counter after the timestamp).
 *
 * `at`: for a row recorded as made at an earlier time (a seed that backdates created_at), so its id
 * carries that time, as the product would have made it then.
 */
export function newId(at?: Date): string {
  return at ? v7({ msecs: at.getTime() }) : v7();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any RFC 9562 UUID (v4 and v7 alike), the shape of every id the API hands out. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
