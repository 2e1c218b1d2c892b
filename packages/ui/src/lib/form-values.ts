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

/**
 * A form's text values: `field(name)` gives a control its value and change handler (spread it on a
 * TextField), `set(name)` is that handler alone.
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof T) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const field = (name: keyof T) => ({ value: values[name], onChange: set(name) });
  return { values, set, field, reset: () => setValues(initial) };
}
