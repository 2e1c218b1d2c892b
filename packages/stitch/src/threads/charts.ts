import type { Thread } from '../model.ts';
import { JEF_PALETTE } from '../palettes/jef.ts';
import { PEC_PALETTE } from '../palettes/pec.ts';

/** One thread of a brand's chart: its code on the spool, its name and its colour. */
export interface ChartThread {
  code: string;
  name: string;
  /** `#rrggbb`, lower case */
  hex: string;
}

export interface ThreadChart {
  /** Stable key, for a client's profile to name the chart. */
  id: string;
  brand: string;
  /** What people read: "Brother (64 PEC colours)". */
  name: string;
  threads: readonly ChartThread[];
}

/** A format palette as a chart; its first entry holds no colour (PEC's "unknown", JEF's placeholder). */
const fromPalette = (palette: readonly Thread[]): ChartThread[] =>
  palette.slice(1).map((t) => ({ code: t.catalogNumber ?? '', name: t.name ?? t.hex, hex: t.hex }));

/** Brother's 64 PEC colours, the threads a PES file without a thread list names. */
export const BROTHER_CHART: ThreadChart = {
  id: 'brother-pec',
  brand: 'Brother',
  name: 'Brother (64 PEC colours)',
  threads: fromPalette(PEC_PALETTE),
};

/** Janome's 78 colours, the threads a JEF file names. */
export const JANOME_CHART: ThreadChart = {
  id: 'janome-jef',
  brand: 'Janome',
  name: 'Janome (78 JEF colours)',
  threads: fromPalette(JEF_PALETTE),
};

/** The charts the formats themselves define, shipped with the package. */
export const BUILT_IN_CHARTS: readonly ThreadChart[] = [BROTHER_CHART, JANOME_CHART];
