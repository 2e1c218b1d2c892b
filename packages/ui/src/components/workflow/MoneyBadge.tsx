import { formatCents, MONEY_STATE_LABELS, type MoneyState } from '@stitchdesk/shared';

const TONES: Record<Exclude<MoneyState, 'unpriced'>, string> = {
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  'deposit-due': 'bg-amber-50 text-amber-900 ring-amber-300',
  'balance-due': 'bg-sky-50 text-sky-900 ring-sky-300',
};

/**
 * Where an order stands with money, in words with the amount owed: "Paid", "Deposit due $75.00",
 * "Balance due $75.00". Nothing while the price is not set (the order says so elsewhere).
 */
export function MoneyBadge({ money }: { money: { state: MoneyState; owedCents: number } }) {
  if (money.state === 'unpriced') return null;
  const label = MONEY_STATE_LABELS[money.state];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[money.state]}`}
    >
      {money.state === 'paid' ? label : `${label} ${formatCents(money.owedCents)}`}
    </span>
  );
}
