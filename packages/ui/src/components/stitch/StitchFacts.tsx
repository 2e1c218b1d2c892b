import { isStaffRole } from '@stitchdesk/shared';
import { metresText, sewSpeedText, sewTimeText, threadText } from '@stitchdesk/stitch/sew-text';
import { useId } from 'react';
import { useSession } from '../../lib/session.tsx';
import { AllStopsButton } from './AllStopsButton.tsx';
import type { StitchInfo } from './stitch-info.ts';
import { colorSourceText, countText, sizeText } from './stitch-format.ts';
import type { AllStopsControl } from './use-all-stops.ts';
import type { StopMatch } from './use-thread-matches.ts';

/**
 * The facts of a stitch file, its sew-out estimate and its colour sequence (stop 1…n, swatch, the
 * thread to load, stitches, thread length). A client reads threads by brand, code and name beside a
 * swatch; staff also see how far the nearest thread is from the design's colour (ΔE). Nothing is
 * cut off on a phone: long thread names wrap.
 */
export function StitchFacts({
  stitch,
  name,
  threads,
  allStops,
}: {
  stitch: Omit<StitchInfo, 'previewUrl' | 'formats' | 'speedSpm'> & Partial<Pick<StitchInfo, 'speedSpm'>>;
  name: string;
  /** Each stop's nearest thread of the client's chart, by stop index. */
  threads?: { brand: string; matches: ReadonlyMap<number, StopMatch> } | null;
  /** When the list holds the first stops only and the page can fetch the rest. */
  allStops?: AllStopsControl;
}) {
  const listId = useId();
  const { role } = useSession();
  const staff = isStaffRole(role);
  const stops = stitch.stops.length + (stitch.stopsOmitted ?? 0);
  const perColor = new Map(stitch.threadMeters?.perColor?.map((m) => [m.stop, m]));
  const facts: [string, string][] = [
    ['Format', stitch.format],
    ['Stitches', countText(stitch.stitches)],
    ['Colours', countText(stitch.colors)],
    ['Trims', countText(stitch.trims)],
    ['Jumps', countText(stitch.jumps)],
    ['Size (W × H)', sizeText(stitch.widthMm, stitch.heightMm)],
    [
      'Estimated run time',
      `${sewTimeText(stitch.runMinutes)}${stitch.speedSpm ? ` ${sewSpeedText(stitch.speedSpm)}` : ''}`,
    ],
    ...(stitch.threadMeters ? ([['Thread', threadText(stitch.threadMeters)]] as [string, string][]) : []),
  ];
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="mb-1.5 text-sm font-semibold text-slate-900">Colour sequence</h4>
        <p className="mb-2 text-xs text-slate-600">{colorSourceText(stitch)}</p>
        <ol id={listId} aria-label={`Colour sequence of ${name}`} className="flex flex-col gap-1 text-sm">
          {stitch.stops.map((stop) => {
            const match = threads?.matches.get(stop.index);
            const metres = perColor.get(stop.index);
            return (
              <li key={stop.index} className="flex items-start gap-2">
                <span className="w-14 shrink-0 text-slate-500">Stop {stop.index}</span>
                <span
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 rounded border border-slate-300"
                  style={{ backgroundColor: match?.hex ?? stop.hex }}
                />
                <span className="min-w-0 flex-1 break-words text-slate-800">
                  {match ? <span className="block">{threadLabel(threads!.brand, match, staff)}</span> : null}
                  <span className="block text-xs text-slate-600">
                    {[
                      stop.name && (!match || stop.name !== match.name) ? stop.name : '',
                      `${countText(stop.stitches)} stitches`,
                      metres ? `${metresText(metres.top)} top` : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
        {stitch.stopsOmitted || allStops ? (
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
            {stitch.stopsOmitted ? (
              <span>
                and {countText(stitch.stopsOmitted)} more {stitch.stopsOmitted === 1 ? 'stop' : 'stops'}
              </span>
            ) : null}
            {allStops ? (
              <AllStopsButton control={allStops} stops={stops} listId={listId} name={name} />
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * "Janome 262 Blue Ink": the thread to load; "(chosen by the shop)" when staff pinned it. Staff also
 * read how far the nearest thread is from the design's colour: "Janome 262 Blue Ink (ΔE 6.8)".
 */
function threadLabel(brand: string, match: StopMatch, staff: boolean): string {
  const label = `${brand} ${match.code} ${match.name}`;
  if (match.pinned) return `${label} (chosen by the shop)`;
  return staff && match.deltaE !== undefined && Number.isFinite(match.deltaE)
    ? `${label} (ΔE ${match.deltaE.toFixed(1)})`
    : label;
}
