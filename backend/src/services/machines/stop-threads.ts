import { sewSettingsOf, type MachineProfile, type ThreadChartInfo } from '@stitchdesk/shared';
import { stopThread, type SewSettings, type StopThread, type StopThreads } from '@stitchdesk/stitch';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { FileRow } from '../../db/rows.ts';
import { machineProfileOf } from './profile.ts';
import { BUILT_IN, threadChartOf } from './thread-charts.ts';

/*
 * Imported charts are never changed (an import adds a new one), so a chart read once is kept by its
 * id; and every answer about an order with stitch files asks the same few colours of the same chart,
 * so each chart keeps its answers by colour and pin: an order answer does no colour maths twice.
 */
const charts = new LRUCache<string, ThreadChartInfo>({ max: 64 });
const matches = new WeakMap<ThreadChartInfo, LRUCache<string, { thread: StopThread | null }>>();
const MATCHES_PER_CHART = 4096;

async function chartOf(db: Knex, id: string): Promise<ThreadChartInfo> {
  const known = charts.get(id);
  if (known) return known;
  const chart = await threadChartOf(db, id);
  // A profile naming a chart that is gone gets Brother's; only real ids are kept.
  if (chart.id === id || BUILT_IN[id]) charts.set(id, chart);
  return chart;
}

function threadsOf(chart: ThreadChartInfo): StopThreads {
  let known = matches.get(chart);
  if (!known) {
    known = new LRUCache({ max: MATCHES_PER_CHART });
    matches.set(chart, known);
  }
  const cache = known;
  return {
    brand: chart.brand,
    threadFor(hex, pinnedCode) {
      const key = pinnedCode ? `${hex}|${pinnedCode}` : hex;
      let hit = cache.get(key);
      if (!hit) {
        hit = { thread: /^#[0-9a-f]{6}$/i.test(hex) ? stopThread(hex, chart, pinnedCode) : null };
        cache.set(key, hit);
      }
      return hit.thread;
    },
  };
}

/** The thread namer of a machine profile's chart. */
export async function stopThreadsOf(
  db: Knex,
  profile: Pick<MachineProfile, 'threadChart'>,
): Promise<StopThreads> {
  return threadsOf(await chartOf(db, profile.threadChart));
}

/** How answers about one client's stitch files read them: the thread namer and sew-out settings. */
export interface ClientStitchReading {
  threads: StopThreads;
  sew: SewSettings;
}

/**
 * How answers about orders of `clientId` read their stitch files (their machine profile's chart and
 * machines), or undefined when none of `files` is a stitch file: then nothing is read.
 */
export async function stitchReadingFor(
  db: Knex,
  clientId: string,
  files: readonly Pick<FileRow, 'stitch'>[],
): Promise<ClientStitchReading | undefined> {
  if (!files.some((file) => file.stitch)) return undefined;
  const profile = await machineProfileOf(db, clientId);
  return { threads: await stopThreadsOf(db, profile), sew: sewSettingsOf(profile) };
}
