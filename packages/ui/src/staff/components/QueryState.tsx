import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/http.ts';

/** Loading and error states shared by the console's pages. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 py-10 text-slate-600">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
    >
      Error: {errorMessage(error, fallback)}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-500">
      {children}
    </p>
  );
}

export function Card({
  children,
  className = '',
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  /** Id of the card's heading, which names the section. */
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 ${className}`}
    >
      {children}
    </section>
  );
}
