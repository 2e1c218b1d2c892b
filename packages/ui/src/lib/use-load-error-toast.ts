import { useEffect } from 'react';
import toast from 'react-hot-toast';

/**
 * Logs a query's failure with `message` and toasts `message` (docs/product.md §Messages), unless `quiet`; the
 * toast's id keeps a refetch that fails again from stacking a second one.
 */
export function useLoadErrorToast(error: Error | null, message: string, id: string, quiet = false) {
  useEffect(() => {
    if (!error) return;
    console.error(message, error);
    if (!quiet) toast.error(message, { id });
  }, [error, message, id, quiet]);
}
