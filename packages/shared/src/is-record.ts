/** Whether a value is an object whose fields can be read by name (any of them may be missing). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
