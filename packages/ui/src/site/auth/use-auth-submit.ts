import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

/**
 * The submit of an auth form: one request at a time, the values checked by `schema` before any
 * request (its first message shown), then `send`, whose answer is the failure to show or null.
 */
export function useAuthSubmit<S extends z.ZodType>(
  schema: S,
  values: unknown,
  send: (data: z.output<S>) => Promise<string | null>,
) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    setPending(true);
    try {
      setError(await send(parsed.data));
    } finally {
      setPending(false);
    }
  }

  return { error, pending, onSubmit };
}
