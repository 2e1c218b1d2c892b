import type { ReactNode } from 'react';
import type { Proof } from '@stitchdesk/shared';
import { FileGrid } from '../order/FileTile.tsx';
import { stitchFilesAmong, withoutStitchFiles } from '../stitch/stitch-files.ts';
import { StitchFiles } from '../stitch/StitchFiles.tsx';
import { formatDateTime } from '../../lib/format.ts';

const DECISIONS = {
  approved: { label: 'Approved', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  'changes-requested': { label: 'Changes requested', tone: 'bg-violet-50 text-violet-800 ring-violet-200' },
  waiting: { label: 'Waiting for approval', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  superseded: { label: 'Replaced by a newer proof', tone: 'bg-slate-100 text-slate-700 ring-slate-300' },
} as const;

/**
 * Every proof, newest first: its files (pictures shown, PDFs linked, stitch files with their preview
 * and quality check), the note, when it was sent and what was decided. `renderActions` adds controls under the proof still waiting for a decision.
 */
export function ProofList({
  proofs,
  renderActions,
}: {
  proofs: readonly Proof[];
  renderActions?: (proof: Proof) => ReactNode;
}) {
  // The API lists proofs oldest first; people read the latest first.
  const ordered = [...proofs].reverse();
  return (
    <ol className="flex flex-col gap-5" aria-label="Proofs">
      {ordered.map((proof, index) => {
        const number = ordered.length - index;
        const state = proof.decision ?? (index === 0 ? 'waiting' : 'superseded');
        const decision = DECISIONS[state];
        const stitchFiles = stitchFilesAmong(proof.files);
        return (
          <li key={proof._id} className="rounded-xl border border-slate-200 p-4">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-base font-semibold text-slate-900">Proof {number}</h3>
              <span
                className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${decision.tone}`}
              >
                {decision.label}
                {proof.decidedAt ? ` · ${formatDateTime(proof.decidedAt)}` : ''}
              </span>
            </div>
            <p className="mb-3 text-sm text-slate-600">
              Sent <time dateTime={proof.createdAt}>{formatDateTime(proof.createdAt)}</time>
            </p>
            {proof.note ? (
              <p className="mb-3 text-sm whitespace-pre-wrap text-slate-800">
                <bdi>{proof.note}</bdi>
              </p>
            ) : null}
            {proof.files.length > stitchFiles.length ? (
              <FileGrid
                files={withoutStitchFiles(proof.files, stitchFiles)}
                label={`Files of proof ${number}`}
              />
            ) : null}
            <StitchFiles files={stitchFiles} label={`Stitch files of proof ${number}`} />
            {proof.comment ? (
              <div className="mt-3 rounded-lg bg-violet-50 p-3 text-sm text-violet-950">
                <p className="font-semibold">Requested changes</p>
                <p className="whitespace-pre-wrap">
                  <bdi>{proof.comment}</bdi>
                </p>
                {proof.commentFiles.length > 0 ? (
                  <div className="mt-2">
                    <FileGrid
                      files={proof.commentFiles}
                      label={`Pictures with the changes to proof ${number}`}
                    />
                  </div>
                ) : null}
              </div>
            ) : null}
            {state === 'waiting' && renderActions ? <div className="mt-4">{renderActions(proof)}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
