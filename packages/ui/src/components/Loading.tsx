import type { ReactNode } from 'react';

/** A loading line: a spinner beside the spec's text ("Loading orders...", "Loading..."). */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 animate-spin text-brand-600 motion-reduce:animate-none"
        fill="none"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {text}
    </p>
  );
}

/** The in-page failure of a load, in the spec's words: "Error: {message}" (§2 Order detail). */
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
