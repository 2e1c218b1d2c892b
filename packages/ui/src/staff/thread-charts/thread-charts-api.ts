import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThreadChartInfo } from '@stitchdesk/shared';
import { http } from '../../lib/http.ts';

export function threadChartsQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'thread-charts'] as const,
    queryFn: async () => (await http.get<{ charts: ThreadChartInfo[] }>('/staff/thread-charts')).data.charts,
  });
}

/** GET /staff/thread-charts — the built-in charts and those imported (admin only). */
export function useThreadCharts() {
  return useQuery(threadChartsQueryOptions());
}

/** POST /staff/thread-charts — imports a brand's chart from CSV (admin only). */
export function useImportThreadChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { brand: string; name: string; csv: string }) =>
      (await http.post<ThreadChartInfo>('/staff/thread-charts', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadChartsQueryOptions().queryKey }),
  });
}
