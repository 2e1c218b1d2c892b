import type { Proof } from '@stitchdesk/shared';
import { OrderCard } from './OrderCard.tsx';
import { ProofList } from '../../components/workflow/ProofList.tsx';
import { ProofAnswerForm } from './ProofAnswerForm.tsx';

/** The proofs staff sent; the latest undecided one carries the approve / request changes answer. */
export function ProofsCard({ orderId, proofs }: { orderId: string; proofs: readonly Proof[] }) {
  return (
    <OrderCard title="Proofs" roomy>
      <ProofList
        proofs={proofs}
        renderActions={(proof) => <ProofAnswerForm orderId={orderId} proofId={proof._id} />}
      />
    </OrderCard>
  );
}
