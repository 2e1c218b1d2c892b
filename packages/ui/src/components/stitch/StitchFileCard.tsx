import { useState, type ReactNode } from 'react';
import { useClientHoop } from './use-client-hoop.ts';
import { findingKey, type QaFinding } from './preview/markers.ts';
import { QualityFindings } from './QualityFindings.tsx';
import { StitchFacts } from './StitchFacts.tsx';
import { StitchPreview } from './StitchPreview.tsx';
import { useAllStops, type WholeSummaryQuery } from './use-all-stops.ts';
import { useThreadMatches } from './use-thread-matches.ts';
import type { StitchFile } from './stitch-info.ts';

/**
 * One stitch file: its preview beside its facts and colour sequence, and any actions under them.
 * With `wholeSummary`, a sequence listing the first stops only offers to fetch and list them all
 * (and the findings' places, which the preview marks). A `held` file (finished, held until paid)
 * is not drawn from its bytes: the preview stays the picture, and no finding is marked on it.
 */
export function StitchFileCard({
  file,
  actions,
  wholeSummary,
  held = false,
}: {
  file: StitchFile;
  actions?: ReactNode;
  wholeSummary?: WholeSummaryQuery;
  held?: boolean;
}) {
  const { stitch, control } = useAllStops(file, wholeSummary);
  const threads = useThreadMatches(stitch);
  const hoopMm = useClientHoop();
  const [marked, setMarked] = useState<QaFinding | null>(null);
  return (
    <article
      aria-label={`Stitch file ${file.name}`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
    >
      <StitchPreview file={file} stitch={file.stitch} hoopMm={hoopMm} marked={marked} held={held} />
      <div className="flex min-w-0 flex-col gap-3">
        <h3 className="truncate text-base font-semibold text-slate-900" title={file.name}>
          <bdi>{file.name}</bdi>
        </h3>
        <StitchFacts stitch={stitch} name={file.name} threads={threads} allStops={control} />
        <QualityFindings
          qa={stitch.qa}
          name={file.name}
          marked={marked ? findingKey(marked) : null}
          onMark={held ? undefined : setMarked}
        />
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
