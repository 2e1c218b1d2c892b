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
 * The summary a card shows: the one its answer carries, or once the person asks for every stop,
 * the whole one `query` fetches (with the findings' places). `control` is absent when the answer
 * already lists every stop or the page cannot fetch more.
 */
export function useAllStops(
  file: StitchFile,
  query: WholeSummaryQuery | undefined,
): { stitch: StitchInfo; control?: AllStopsControl } {
  const [expanded, setExpanded] = useState(false);
  const options = file.stitch.stopsOmitted ? query?.(file) : null;
  const whole = useQuery({
    queryKey: options?.queryKey ?? ['stitch', 'whole-summary', file.url],
    queryFn: expanded && options ? options.queryFn : skipToken,
  });
  if (!options) return { stitch: file.stitch };
  const shown = expanded && whole.data;
  return {
    stitch: shown || file.stitch,
    control: {
      expanded,
      toggle: () => setExpanded(!expanded),
      retry: () => void whole.refetch(),
      loading: expanded && whole.isFetching && !whole.data,
      error: expanded && whole.isError ? errorMessage(whole.error, 'Could not load every stop') : null,
    },
  };
}
