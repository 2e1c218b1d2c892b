import { errorMessage } from '../lib/http.ts';
import { FormMessage } from './Field.tsx';

/** A failed request's error, in the API's words or `fallback`; nothing while it has not failed. */
export function RequestError({ error, fallback }: { error: unknown; fallback: string }) {
  return error ? <FormMessage tone="error">{errorMessage(error, fallback)}</FormMessage> : null;
}
