import { useQuery } from '@tanstack/react-query';
import type { ThreadChartInfo } from '@stitchdesk/shared';
import type { ThreadMatch } from '@stitchdesk/stitch';
import { http } from '../../lib/http.ts';
import { useSession } from '../../lib/session.tsx';
import type { StitchInfo } from './stitch-info.ts';

/**
 * A stop's thread: its distance from the design's colour (`deltaE`) where it is known (staff's
 * answers, a client's own matching; a client's order answer leaves it out).
 */
export type StopMatch = Omit<ThreadMatch, 'deltaE'> & { deltaE?: number; pinned?: boolean };

/**
 * Each stop's thread by stop index: the one the API names (`stop.thread`, in the chart of the
 * order's client, a pinned code winning). Where the answer names none (an upload), a client's own
 * chart is matched here (CIEDE2000, with the difference): the colour maths then loads with the first
 * stitch file they look at, never with the page. Staff see what the API names only.
 */
export function useThreadMatches(stitch: Pick<StitchInfo, 'stops' | 'threadPins'>): {
  brand: string;
  matches: Map<number, StopMatch>;
} | null {
  const { role } = useSession();
  const named = stitch.stops.every((stop) => stop.thread);
  const chart = useQuery({
    queryKey: ['panel', 'machine-profile', 'thread-chart'] as const,
    queryFn: async () => (await http.get<ThreadChartInfo>('/user/machine-profile/thread-chart')).data,
    enabled: role === 'client' && !named,
    staleTime: 5 * 60_000,
  });
  const nearest = useQuery({
    queryKey: ['stitch', 'nearest-thread'] as const,
    queryFn: async () => (await import('@stitchdesk/stitch')).nearestThread,
    enabled: role === 'client' && !named,
    staleTime: Infinity,
  });
  const first = stitch.stops[0]?.thread;
  if (named && first) {
    const matches = new Map<number, StopMatch>();
    for (const stop of stitch.stops) if (stop.thread) matches.set(stop.index, stop.thread);
    return { brand: first.brand, matches };
  }
  if (!chart.data || !nearest.data) return null;
  const find = nearest.data;
  const matches = new Map<number, StopMatch>();
  for (const stop of stitch.stops) {
    // A code staff pinned wins over the nearest colour.
    const code = stitch.threadPins?.[String(stop.index)];
    const pinned = code ? chart.data.threads.find((t) => t.code === code) : undefined;
    const match = pinned ? { ...pinned, deltaE: NaN, pinned: true } : find(stop.hex, chart.data);
    if (match) matches.set(stop.index, match);
  }
  return { brand: chart.data.brand, matches };
}
