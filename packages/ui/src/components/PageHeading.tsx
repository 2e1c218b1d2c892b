import type { ReactNode } from 'react';

/** The heading row of a panel page: the title on the left, actions (bell, buttons) on the right. */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children ? <div className="flex items-center gap-2">{children}</div> : null}
    </div>
  );
}

const cardTones = {
  default: 'border-slate-200 bg-white',
  success: 'border-emerald-200 bg-emerald-50',
} as const;

/** A card, the panel's basic surface; `success` for good news (a completed order). */
export function Card({
  children,
  className = '',
  tone = 'default',
}: {
  children: ReactNode;
  className?: string;
  tone?: keyof typeof cardTones;
}) {
  return (
    <section className={`rounded-2xl border p-5 shadow-xs sm:p-6 ${cardTones[tone]} ${className}`}>
      {children}
    </section>
  );
}
