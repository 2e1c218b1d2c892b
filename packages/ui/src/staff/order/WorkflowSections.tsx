import {
  canSendProof,
  type OrderStatus,
  type Payment,
  type PriceSummaryResponse,
  type Proof,
} from '@stitchdesk/shared';
import { ProofList } from '../../components/workflow/ProofList.tsx';
import { PaymentsPanel } from './PaymentsPanel.tsx';
import { PricePanel } from './PricePanel.tsx';
import { ProofUpload } from './ProofUpload.tsx';
import { Section } from './Section.tsx';
import { ChangeRequestNext } from './ChangeRequestNext.tsx';

/** The money side of an order: its price (set or changed with a reason) and the payments ledger. */
export function MoneySections({
  orderId,
  price,
  payments,
}: {
  orderId: string;
  price: PriceSummaryResponse;
  payments: readonly Payment[];
}) {
  return (
    <>
      <Section title="Price">
        <PricePanel orderId={orderId} price={price} />
      </Section>
      <Section title="Payments">
        <PaymentsPanel orderId={orderId} payments={payments} />
      </Section>
    </>
  );
}

/** The proofs sent so far with the client's decisions, and the form that sends the next one. */
export function ProofsSection({
  orderId,
  status,
  proofs,
}: {
  orderId: string;
  status: OrderStatus;
  proofs: readonly Proof[];
}) {
  const canSend = canSendProof(status);
  return (
    <Section title="Proofs">
      <ChangeRequestNext status={status} proofs={proofs} />
      {proofs.length > 0 ? (
        <ProofList proofs={proofs} />
      ) : (
        <p className="text-sm text-slate-600">No proof sent yet.</p>
      )}
      <div className="mt-5 border-t border-slate-100 pt-5">
        <h3 className="mb-3 text-base font-semibold">Send a proof</h3>
        {canSend ? (
          <ProofUpload orderId={orderId} />
        ) : (
          <p className="text-sm text-slate-600">
            A proof can be sent while the order is In Progress, Revision Requested or Awaiting Approval.
          </p>
        )}
      </div>
    </Section>
  );
}
