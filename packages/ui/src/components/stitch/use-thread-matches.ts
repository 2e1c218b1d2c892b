import { useQuery } from '@tanstack/react-query';
import type { ThreadChartInfo } from '@stitchdesk/shared';
import type { ThreadMatch } from '@stitchdesk/stitch';
import { http } from '../../lib/http.ts';
import { useSession } from '../../lib/session.tsx';
import type { StitchInfo } from './stitch-info.ts';

/**
 * For a client: each stop's nearest thread in the chart their machine profile names (CIEDE2000,
 * with the difference), by stop index; a code staff pinned wins. Staff see the file's own colours only. The colour maths
 * loads with the first stitch file a client looks at, never with the page.
 */
export function useThreadMatches(stitch: Pick<StitchInfo, 'stops' | 'threadPins'>): {
  brand: string;
  matches: Map<number, ThreadMatch & { pinned?: boolean }>;
} | null {
  const { role } = useSession();
  const chart = useQuery({
    queryKey: ['panel', 'machine-profile', 'thread-chart'] as const,
    queryFn: async () => (await http.get<ThreadChartInfo>('/user/machine-profile/thread-chart')).data,
    enabled: role === 'client',
    staleTime: 5 * 60_000,
  });
  const nearest = useQuery({
    queryKey: ['stitch', 'nearest-thread'] as const,
    queryFn: async () => (await import('@stitchdesk/stitch')).nearestThread,
    enabled: role === 'client',
    staleTime: Infinity,
  });
  if (!chart.data || !nearest.data) return null;
  const find = nearest.data;
  const matches = new Map<number, ThreadMatch & { pinned?: boolean }>();
  for (const stop of stitch.stops) {
    // A code staff pinned wins over the nearest colour.
    const code = stitch.threadPins?.[String(stop.index)];
    const pinned = code ? chart.data.threads.find((t) => t.code === code) : undefined;
    const match = pinned ? { ...pinned, deltaE: NaN, pinned: true } : find(stop.hex, chart.data);
    if (match) matches.set(stop.index, match);
  }
  return { brand: chart.data.brand, matches };
}
