import type { ThreadChartInfo } from '@stitchdesk/shared';
import { BROTHER_CHART, JANOME_CHART, type ThreadChart } from '@stitchdesk/stitch';
import type { Knex } from 'knex';

/** The charts every server ships, by the ids a profile names them with. */
export const BUILT_IN: Record<string, ThreadChart> = { brother: BROTHER_CHART, janome: JANOME_CHART };

const builtIn = (id: string, chart: ThreadChart): ThreadChartInfo => ({
  id,
  brand: chart.brand,
  name: chart.name,
  builtIn: true,
  threads: [...chart.threads],
});

interface ChartRow {
  id: string;
  brand: string;
  name: string;
  threads: ThreadChartInfo['threads'];
}

const imported = (row: ChartRow): ThreadChartInfo => ({ ...row, builtIn: false });

/** Every chart: the built-in ones, then those imported, oldest first. */
export async function allThreadCharts(db: Knex): Promise<ThreadChartInfo[]> {
  const rows = await db<ChartRow>('thread_charts')
    .select('id', 'brand', 'name', 'threads')
    .orderBy('created_at');
  return [...Object.entries(BUILT_IN).map(([id, chart]) => builtIn(id, chart)), ...rows.map(imported)];
}

/** The chart a profile names; Brother's when it names one that no longer exists. */
export async function threadChartOf(db: Knex, id: string): Promise<ThreadChartInfo> {
  if (BUILT_IN[id]) return builtIn(id, BUILT_IN[id]);
  const row = /^[0-9a-f-]{36}$/i.test(id)
    ? await db<ChartRow>('thread_charts').select('id', 'brand', 'name', 'threads').where({ id }).first()
    : undefined;
  return row ? imported(row) : builtIn('brother', BROTHER_CHART);
}

/** Whether an imported chart `id` exists (the built-in ones always do). */
export async function importedChartExists(db: Knex, id: string): Promise<boolean> {
  return !!(await db('thread_charts').select('id').where({ id }).first());
}

/** Stores a brand's chart an admin imported; it is listed after the built-in ones. */
export async function importThreadChart(
  db: Knex,
  chart: { brand: string; name: string; threads: ThreadChartInfo['threads']; createdBy: string },
): Promise<ThreadChartInfo> {
  const [row] = await db('thread_charts')
    .insert({
      brand: chart.brand,
      name: chart.name,
      threads: JSON.stringify(chart.threads),
      created_by: chart.createdBy,
    })
    .returning<ChartRow[]>(['id', 'brand', 'name', 'threads']);
  return imported(row);
}
