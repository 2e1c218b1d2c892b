import type { ChartThread, ThreadChart } from './charts.ts';
import { ciede2000, hexToLab, type Lab } from './lab.ts';

export interface ThreadMatch extends ChartThread {
  /** CIEDE2000 difference from the colour asked for, two decimals: under 1 is hard to see, over 5 plain. */
  deltaE: number;
}

// Each chart's colours in CIELAB, worked out once per chart.
const labs = new WeakMap<readonly ChartThread[], Lab[]>();

function chartLabs(threads: readonly ChartThread[]): Lab[] {
  let out = labs.get(threads);
  if (!out) {
    out = threads.map((t) => hexToLab(t.hex));
    labs.set(threads, out);
  }
  return out;
}

/**
 * The chart's thread nearest to `hex` by perceived colour (CIEDE2000), the first of equals in
 * chart order; null for an empty chart. Throws a RangeError when `hex` is not `#rrggbb`.
 */
export function nearestThread(hex: string, chart: ThreadChart): ThreadMatch | null {
  const target = hexToLab(hex);
  const colours = chartLabs(chart.threads);
  let best = -1;
  let bestDelta = Infinity;
  for (let i = 0; i < colours.length; i++) {
    const delta = ciede2000(target, colours[i]);
    if (delta < bestDelta) {
      bestDelta = delta;
      best = i;
    }
  }
  if (best < 0) return null;
  const { code, name, hex: threadHex } = chart.threads[best];
  return { code, name, hex: threadHex, deltaE: Math.round(bestDelta * 100) / 100 };
}

/** The thread a stop sews with: a code staff pinned, else the chart's nearest. */
export interface StopThread extends ThreadMatch {
  /** True when staff chose the code; `deltaE` is then how far their choice is from the design's colour. */
  pinned: boolean;
}

/** Names the thread of each stop in one brand's chart, as `stopThread` does. */
export interface StopThreads {
  brand: string;
  threadFor(hex: string, pinnedCode?: string): StopThread | null;
}

/**
 * The thread for a stop of colour `hex`: the chart's thread with `pinnedCode` when staff pinned one
 * the chart holds, else the nearest by CIEDE2000; null for an empty chart.
 */
export function stopThread(hex: string, chart: ThreadChart, pinnedCode?: string): StopThread | null {
  const pinned = pinnedCode ? chart.threads.find((t) => t.code === pinnedCode) : undefined;
  if (pinned) {
    const { code, name, hex: threadHex } = pinned;
    const deltaE = Math.round(ciede2000(hexToLab(hex), hexToLab(threadHex)) * 100) / 100;
    return { code, name, hex: threadHex, deltaE, pinned: true };
  }
  const nearest = nearestThread(hex, chart);
  return nearest ? { ...nearest, pinned: false } : null;
}
