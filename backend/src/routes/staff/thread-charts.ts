import * as contract from '@stitchdesk/shared';
import { threadChartImportSchema } from '@stitchdesk/shared';
import { parseThreadChartCsv } from '@stitchdesk/stitch';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { allThreadCharts, importThreadChart } from '../../services/machines/thread-charts.ts';
import { defineRoute, type Route } from '../define-route.ts';

/** Lines reported back for a chart that does not read: enough to fix it, never the whole file. */
const ERRORS_SHOWN = 20;

/** GET/POST /staff/thread-charts: the thread charts clients pick from; an admin imports a brand's. */
export function staffThreadChartsRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/staff/thread-charts',
      summary: 'Every thread chart: the built-in ones and those imported',
      tag: 'Staff',
      access: 'admin',
      responses: {
        200: {
          description: 'The charts',
          schema: z.object({ charts: z.array(contract.threadChartSchema) }),
        },
      },
    },
    async (ctx) => {
      ctx.body = { charts: await allThreadCharts(db) };
    },
  );

  const importChart = defineRoute(
    {
      method: 'post',
      path: '/staff/thread-charts',
      summary: "Import a brand's thread chart from CSV (code,name,hex a line)",
      tag: 'Staff',
      access: 'admin',
      body: threadChartImportSchema,
      responses: {
        201: { description: 'The imported chart', schema: contract.threadChartSchema },
      },
    },
    async (ctx) => {
      const { brand, name, csv } = ctx.input.body;
      const parsed = parseThreadChartCsv(csv);
      if (!parsed.ok) {
        throw badRequest(
          `The chart has ${parsed.errors.length === 1 ? 'an error' : `${parsed.errors.length} errors`}: line ${parsed.errors[0].line}: ${parsed.errors[0].message}`,
          parsed.errors
            .slice(0, ERRORS_SHOWN)
            .map((e) => ({ path: `csv.line.${e.line}`, message: e.message })),
        );
      }
      const chart = await importThreadChart(db, {
        brand,
        name,
        threads: parsed.threads,
        createdBy: ctx.state.user.id,
      });
      ctx.status = 201;
      ctx.body = chart;
    },
  );

  return [list, importChart];
}
