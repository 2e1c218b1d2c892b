import type { FieldErrors } from '../../lib/form-values.ts';

export { firstIssues, type FieldErrors } from '../../lib/form-values.ts';

/** The first error at a path or under it (`sizes` finds `sizes.2.quantity`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) return message;
  return undefined;
}
