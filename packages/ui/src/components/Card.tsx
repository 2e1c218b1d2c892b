import type { ReactNode } from 'react';

const cardTones = {
  default: 'border-slate-200 bg-white',
  success: 'border-emerald-200 bg-emerald-50',
} as const;

/** A card, the panel's and console's basic surface; `success` for good news (a completed order). */
export function Card({
  children,
  className = '',
  tone = 'default',
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  tone?: keyof typeof cardTones;
  /** Id of the card's heading, which names the section. */
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-2xl border p-5 shadow-xs sm:p-6 ${cardTones[tone]} ${className}`}
    >
      {children}
    </section>
  );
}
