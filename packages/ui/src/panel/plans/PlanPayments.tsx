import { formatDate, formatMoney, type PlanPayment } from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { PaymentRow } from '../../components/PaymentRow.tsx';
import { planDate, SERVICE_WORDS } from '../../lib/plan-words.ts';

/** "Gold digitizing plan · Dec 2, 2026 to Jan 2, 2027", or what became of a refunded second one. */
function whatFor(payment: PlanPayment): string {
  const plan = `${payment.plan} ${SERVICE_WORDS[payment.service].toLowerCase()} plan`;
  if (payment.refunded)
    return `${plan} · a second one, paid in another window while you had this service’s plan: cancelled and refunded to your card`;
  if (!payment.periodStart || !payment.periodEnd) return plan;
  return `${plan} · ${planDate(payment.periodStart)} to ${planDate(payment.periodEnd)}`;
}

/**
 * What the client's plans were charged by card, newest first: the day, what it paid for, the
 * amount and Stripe's receipt when there is one. A plan arranged with the shop is charged outside
 * the panel, so it has none here.
 */
export function PlanPayments({ payments }: { payments: PlanPayment[] }) {
  return (
    <Card labelledBy="plan-payments">
      <h2 id="plan-payments" className="text-lg font-semibold text-slate-900">
        Plan payments
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No card payments for plans yet. Each month a plan is paid by card shows here, with its receipt.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {payments.map((payment, index) => {
            const amount = formatMoney(payment.amountCents, payment.currency);
            const day = formatDate(payment.paidAt);
            return (
              <PaymentRow
                key={`${payment.paidAt}-${index}`}
                day={day}
                what={whatFor(payment)}
                amount={amount}
                struck={payment.refunded}
                note={
                  payment.refunded ? <span className="font-semibold text-slate-700">Refunded</span> : null
                }
                receipt={
                  payment.receiptUrl
                    ? { href: payment.receiptUrl, label: `Receipt for ${amount} on ${day}` }
                    : null
                }
              />
            );
          })}
        </ul>
      )}
    </Card>
  );
}
