/** PostgreSQL's unique_violation (SQLSTATE 23505): a unique index refused the row. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

/**
 * Runs a write that a unique index may refuse, throwing `taken()` (a 409 the person reads) when it
 * does. The index decides, so two racing writes cannot both win.
 */
export async function uniquely<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
