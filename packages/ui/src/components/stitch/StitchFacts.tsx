import type { ThreadMatch } from '@stitchdesk/stitch';
import { useId } from 'react';
import { AllStopsButton } from './AllStopsButton.tsx';
import type { StitchInfo } from './stitch-info.ts';
import { colorSourceText, countText, runTimeText, sizeText } from './stitch-format.ts';
import type { AllStopsControl } from './use-all-stops.ts';

/** The facts of a stitch file and its colour sequence (stop 1…n, swatch, thread, stitches). */
export function StitchFacts({
  stitch,
  name,
  threads,
  allStops,
}: {
  stitch: Omit<StitchInfo, 'previewUrl' | 'formats'>;
  name: string;
  /** Each stop's nearest thread of the client's chart, by stop index. */
  threads?: { brand: string; matches: ReadonlyMap<number, ThreadMatch & { pinned?: boolean }> } | null;
  /** When the list holds the first stops only and the page can fetch the rest. */
  allStops?: AllStopsControl;
}) {
  const listId = useId();
  const stops = stitch.stops.length + (stitch.stopsOmitted ?? 0);
  const facts: [string, string][] = [
    ['Format', stitch.format],
    ['Stitches', countText(stitch.stitches)],
    ['Colours', countText(stitch.colors)],
    ['Trims', countText(stitch.trims)],
    ['Jumps', countText(stitch.jumps)],
    ['Size (W × H)', sizeText(stitch.widthMm, stitch.heightMm)],
    ['Estimated run time', runTimeText(stitch.runMinutes)],
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
          {stitch.stops.map((stop) => (
            <li key={stop.index} className="flex items-center gap-2">
              <span className="w-14 shrink-0 text-slate-500">Stop {stop.index}</span>
              <span
                aria-hidden="true"
                className="size-4 shrink-0 rounded border border-slate-300"
                style={{ backgroundColor: stop.hex }}
              />
              <span className="min-w-0 flex-1 truncate text-slate-800">
                {stop.name ? `${stop.name} ` : ''}
                <span className="font-mono text-xs text-slate-500">{stop.hex}</span>
                {threads?.matches.get(stop.index) ? (
                  <span className="block truncate text-xs text-slate-600">
                    {threadText(threads.brand, threads.matches.get(stop.index)!)}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                {countText(stop.stitches)} stitches
              </span>
            </li>
          ))}
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

/** "Janome 262 Blue Ink (ΔE 6.8)": the thread to load, and how far it is from the design's colour. */
function threadText(brand: string, match: ThreadMatch & { pinned?: boolean }): string {
  const how = match.pinned ? 'chosen by the shop' : `ΔE ${match.deltaE.toFixed(1)}`;
  return `${brand} ${match.code} ${match.name} (${how})`;
}
