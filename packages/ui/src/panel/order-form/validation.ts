import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message of each field, keyed by its path in the block (`designSize.height`, `sizes.1.quantity`). */
export function firstIssues(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The first error at a path or under it (`sizes` finds `sizes.2.quantity`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) return message;
  return undefined;
}
