import type { ReactNode } from 'react';
import { SpinnerRing } from './Spinner.tsx';

/** A loading line: a spinner beside the spec's text ("Loading orders...", "Loading..."). */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
      <SpinnerRing className="size-5 text-brand-600" />
      {text}
    </p>
  );
}

/**
 * The in-page failure of a load, in the product's words: "Error: {message}" (docs/product.md §Order detail).
 */
export function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="py-10 text-red-700">
      Error: {message}
    </p>
  );
}

/** What a list shows when it has nothing in it. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-500">
      {children}
    </p>
  );
}
