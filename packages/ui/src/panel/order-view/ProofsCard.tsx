import { useId } from 'react';
import type { Proof } from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { ProofList } from '../../components/workflow/ProofList.tsx';
import { ProofAnswerForm } from './ProofAnswerForm.tsx';

/** The proofs staff sent; the latest undecided one carries the approve / request changes answer. */
export function ProofsCard({ orderId, proofs }: { orderId: string; proofs: readonly Proof[] }) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        Proofs
      </h2>
      <ProofList
        proofs={proofs}
        renderActions={(proof) => <ProofAnswerForm orderId={orderId} proofId={proof._id} />}
      />
    </Card>
  );
}
