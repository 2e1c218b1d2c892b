import { Toaster } from 'react-hot-toast';

/**
 * react-hot-toast's own defaults are the product's toast constants (docs/product.md §Interface constants):
 * durations blank/error/custom 4000 ms, success 2000 ms, loading infinite; limit 20; removal ~1 s after
 * dismissal; z-index 9999 with a 16 px offset; max width 350 px; hover pauses. They are stated here so a
 * change is visible.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ zIndex: 9999, inset: 16 }}
      toastOptions={{
        style: { maxWidth: 350 },
        blank: { duration: 4000 },
        error: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Infinity },
        custom: { duration: 4000 },
      }}
    />
  );
}
