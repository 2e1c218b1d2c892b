import { useMemo, useState } from 'react';
import type { Design } from '@stitchdesk/stitch';
import { MarkedPlaces } from './preview/MarkedPlaces.tsx';
import { findingKey, markersOf, type QaFinding } from './preview/markers.ts';
import { PreviewStage } from './preview/PreviewStage.tsx';
import { buildTrack } from './preview/stitch-track.ts';
import { QualityFindings } from './QualityFindings.tsx';

/**
 * The quality check of a file dropped for delivery, beside the design drawn from the file itself:
 * a finding with places marks them there, before anything is sent.
 */
export function DroppedFileFindings({
  design,
  name,
  findings,
}: {
  design: Design;
  name: string;
  findings: QaFinding[];
}) {
  const [marked, setMarked] = useState<QaFinding | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const track = useMemo(() => buildTrack(design), [design]);
  const markers = useMemo(() => (marked ? markersOf(marked) : []), [marked]);
  if (findings.length === 0) return null;
  const withPlaces = findings.some((finding) => finding.where.length > 0);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      {withPlaces ? (
        <div className="aspect-square w-40 shrink-0 rounded-lg border border-slate-200 bg-white p-1.5">
          <PreviewStage
            track={track}
            upTo={track.count}
            markers={markers}
            active={active}
            label={`Stitch preview of ${name}`}
            marksLabel={`Places marked on ${name}: ${markers.map((m) => m.label).join(', ')}`}
          />
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <QualityFindings
          qa={findings}
          name={name}
          marked={marked ? findingKey(marked) : null}
          onMark={(finding) => {
            setMarked(finding);
            setActive(null);
          }}
        />
        {marked ? <MarkedPlaces finding={marked} name={name} active={active} onActive={setActive} /> : null}
      </div>
    </div>
  );
}
