import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message of each field, keyed by its path (`email`, `designSize.height`, `sizes.1.quantity`). */
export function firstIssues(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** A form's text values, with `set(field)` as the change handler of that field's control. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const set = (field: keyof T) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return { values, set, reset: () => setValues(initial) };
}
