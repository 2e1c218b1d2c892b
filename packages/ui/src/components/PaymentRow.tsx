import type { ReactNode } from 'react';

/**
 * One payment of a list (the statement's, the plans'): its day, what it paid for, the amount and
 * its receipt when there is one (opened beside the panel). `note` follows the amount ("Refunded").
 */
export function PaymentRow({
  day,
  what,
  amount,
  struck = false,
  note,
  receipt,
}: {
  day: string;
  what: ReactNode;
  amount: string;
  /** The amount went back (shown struck through). */
  struck?: boolean;
  note?: ReactNode;
  receipt?: { href: string; label: string } | null;
}) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
      <span className="w-28 text-slate-600">{day}</span>
      {/* A line of its own on a phone, below the day and the amount; between them from `sm` up. */}
      <span className="order-last min-w-0 basis-full text-slate-800 sm:order-none sm:basis-0 sm:flex-1">
        {what}
      </span>
      <span className={struck ? 'text-slate-600 line-through' : 'font-semibold text-slate-900'}>
        {amount}
      </span>
      {note}
      {receipt ? (
        <a
          href={receipt.href}
          target="_blank"
          rel="noreferrer"
          aria-label={receipt.label}
          className="font-semibold text-brand-700 hover:underline"
        >
          Receipt
        </a>
      ) : null}
    </li>
  );
}
