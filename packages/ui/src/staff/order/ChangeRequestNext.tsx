import type { OrderStatus, Proof } from '@stitchdesk/shared';

/**
 * When the client asked for changes on the latest proof, what staff do next, in one place beside
 * the request itself (the same request also shows under Revisions as the revision it became).
 */
export function ChangeRequestNext({ status, proofs }: { status: OrderStatus; proofs: readonly Proof[] }) {
  const latest = proofs.at(-1);
  if (status !== 'Revision Requested' || latest?.decision !== 'changes-requested') return null;
  return (
    <div
      role="note"
      className="mb-4 rounded-lg border border-violet-200 bg-violet-50 p-3 text-sm text-violet-950"
    >
      <p className="font-semibold">Next step: send a new proof with the requested changes.</p>
      <p className="mt-1">
        The client’s words and pictures are on proof {proofs.length} below. Make the changes and send the new
        proof under “Send a proof”: the client approves it before production. Use “Accept revision” only when
        no new proof is needed.
      </p>
    </div>
  );
}
