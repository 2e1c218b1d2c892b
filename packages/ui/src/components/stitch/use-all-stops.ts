import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/http.ts';
import type { StitchFile, StitchInfo } from './stitch-info.ts';

/** How a page fetches the whole summary of one of its stitch files (null: it cannot). */
export type WholeSummaryQuery = (
  file: StitchFile,
) => { queryKey: QueryKey; queryFn: () => Promise<StitchInfo> } | null;

/** The "Show all stops" switch of a card whose answer lists only the first stops. */
export interface AllStopsControl {
  expanded: boolean;
  toggle: () => void;
  retry: () => void;
  loading: boolean;
  error: string | null;
}

/**
 * Whether the answer left out detail the card shows (a client's order answer does, to stay small):
 * some findings or their places (for the preview to mark), or the thread each stop takes. The whole
 * summary has them.
 */
const detailLeftOut = (stitch: StitchInfo) =>
  Boolean(stitch.qaOmitted) ||
  (stitch.threadMeters !== undefined && stitch.threadMeters.perColor === undefined) ||
  (stitch.qa?.some((finding) => finding.count > 0 && finding.where.length === 0) ?? false);

/**
 * The summary a card shows: the one its answer carries, or once the person asks for every stop,
 * the whole one `query` fetches. When the answer left out detail (findings, their places, each
 * stop's thread length), the whole summary is fetched with the card, for its findings and thread
 * lengths. `control` is absent when the answer already lists every stop or the page cannot fetch
 * more.
 */
export function useAllStops(
  file: StitchFile,
  query: WholeSummaryQuery | undefined,
): { stitch: StitchInfo; control?: AllStopsControl } {
  const [expanded, setExpanded] = useState(false);
  const forDetail = detailLeftOut(file.stitch);
  const options = file.stitch.stopsOmitted || forDetail ? query?.(file) : null;
  const whole = useQuery({
    queryKey: options?.queryKey ?? ['stitch', 'whole-summary', file.url],
    queryFn: (expanded || forDetail) && options ? options.queryFn : skipToken,
  });
  const findings = whole.data
    ? {
        ...file.stitch,
        qa: whole.data.qa,
        qaOmitted: whole.data.qaOmitted,
        threadMeters: whole.data.threadMeters ?? file.stitch.threadMeters,
      }
    : file.stitch;
  if (!options || !file.stitch.stopsOmitted) return { stitch: findings };
  return {
    stitch: expanded && whole.data ? whole.data : findings,
    control: {
      expanded,
      toggle: () => setExpanded(!expanded),
      retry: () => void whole.refetch(),
      loading: expanded && whole.isFetching && !whole.data,
      error: expanded && whole.isError ? errorMessage(whole.error, 'Could not load every stop') : null,
    },
  };
}
