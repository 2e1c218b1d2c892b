import { stitchExtent } from './extent.ts';
import { designCounts, FORMAT_CAPACITY, type DesignCounts } from './format-capacity.ts';
import { FORMAT_LIMITS } from './format-limits.ts';
import { COLOR_CHANGE, JUMP, STITCH, TRIM, type Design, type StitchFormat } from './model.ts';
import { planNeedles } from './needle-plan.ts';
import { forEachMachineCut } from './writers/walk.ts';
import { MAX_SUMMARY_STOPS, WORKSHEET_MAX_STOPS } from './summary.ts';

export type QaSeverity = 'error' | 'warning' | 'info';

export type QaCode =
  | 'no-stitches'
  | 'short-stitches'
  | 'long-stitches'
  | 'long-moves'
  | 'moves-cut-by-machine'
  | 'dense-spots'
  | 'larger-than-hoop'
  | 'turn-to-fit-hoop'
  | 'trims-not-expressible'
  | 'no-colours-in-format'
  | 'more-threads-than-needles'
  | 'stops-not-listed'
  | 'more-colours-than-format'
  | 'more-threads-than-format-numbers'
  | 'larger-than-format-field'
  | 'header-fields-overflow'
  | 'worksheet-stops-summed';

/**
 * Where a finding is, in the model's coordinates in mm (y down, as the preview draws them): a
 * stitch (its number in sewing order, 1-based, as the sew-out playback counts), or a box.
 */
export type QaPlace =
  | { stitch: number; xMm: number; yMm: number }
  | { box: { xMm: number; yMm: number; widthMm: number; heightMm: number } };

export interface QaFinding {
  code: QaCode;
  severity: QaSeverity;
  /** Plain words for the person delivering or sewing the file. */
  message: string;
  /** The first `MAX_QA_PLACES` places, in sewing order (dense spots: densest first); empty when the finding is about the whole design. */
  where: QaPlace[];
  /** How many places in all. */
  count: number;
  /** The target format the finding is about, when it is about one. */
  format?: StitchFormat;
}

/** A finding as the checks make it: without places or a count, it is about the whole design, once. */
type FindingDraft = Omit<QaFinding, 'where' | 'count'> & Partial<Pick<QaFinding, 'where' | 'count'>>;

export interface QualityOptions {
  /** The formats the file will be delivered in. */
  targetFormats: readonly StitchFormat[];
  /** The sewing field of the client's hoop. */
  hoopMm?: { widthMm: number; heightMm: number };
  /** The client's machine needle count (1 to 15). */
  needles?: number;
  /** Shorter sewn stitches are reported (default 0.3 mm). */
  shortStitchMm?: number;
  /** More stitches per square millimetre over a `densityCellMm` square is a dense spot (default 8). */
  densityPerMm2?: number;
  /** Side of the squares density is counted over (default 2 mm). */
  densityCellMm?: number;
}

/** A client's machines as their profile states them (the shared `MachineProfile`'s fields). */
export interface MachinesStated {
  formats: readonly StitchFormat[];
  hoopMm: { width: number; height: number };
  needles: number;
  /** Stitches shorter than this are reported (mm); the default when not stated. */
  shortestStitchMm?: number;
}

/** What the quality check needs to know of a client's machines: the API and the console ask alike. */
export function qualityOptionsForMachines(machines: MachinesStated): QualityOptions {
  return {
    targetFormats: machines.formats,
    hoopMm: { widthMm: machines.hoopMm.width, heightMm: machines.hoopMm.height },
    needles: machines.needles,
    ...(machines.shortestStitchMm !== undefined ? { shortStitchMm: machines.shortestStitchMm } : {}),
  };
}

export const MAX_QA_PLACES = 20;
export const SHORT_STITCH_MM = 0.3;
export const DENSITY_PER_MM2 = 8;
export const DENSITY_CELL_MM = 2;
/** DST machines cut the thread on this many jumps in a row (see `DST_JUMPS_PER_TRIM`). */
const DST_CUT_JUMPS = 3;

const mm = (units: number): string => `${(Math.round(units) / 10).toFixed(1)} mm`;
const count = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Collects up to `MAX_QA_PLACES` places and counts them all. */
class Places {
  places: QaPlace[] = [];
  count = 0;
  /** A stitch (1-based number) at x, y in 0.1 mm. */
  add(stitch: number, x: number, y: number): void {
    if (this.count++ < MAX_QA_PLACES) this.places.push({ stitch, xMm: x / 10, yMm: y / 10 });
  }
  addBox(box: { xMm: number; yMm: number; widthMm: number; heightMm: number }): void {
    if (this.count++ < MAX_QA_PLACES) this.places.push({ box });
  }
}

/** A run of jumps: one move, from where the needle was to where the run ends. */
interface Move {
  stitch: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * What could ruin the sew-out of `design` in the chosen formats: stitches too short to form or
 * longer than one record of a format (reached by jumps), moves a format must split, runs of jumps
 * DST machines will cut on, dense spots,
 * a design larger than the hoop, trims or colours a format cannot carry, more threads than
 * needles, and more stops than a summary lists. Pure, one pass over the records plus a grid.
 */
export function checkQuality(design: Design, options: QualityOptions): QaFinding[] {
  const { count: n, kinds, xs, ys } = design.records;
  const shortLimit = (options.shortStitchMm ?? SHORT_STITCH_MM) * 10;
  const short = new Places();
  const formats = [...new Set(options.targetFormats)];
  const longStitch = formats.map(() => new Places());
  const maxStitch = Int32Array.from(formats, (f) => FORMAT_LIMITS[f].maxStitch);
  const shortest = Math.min(...maxStitch);
  const shortSquared = shortLimit * shortLimit;
  const moves: Move[] = [];
  let stitches = 0;
  let trims = 0;
  let previous = -1; // the record before this one
  let move: Move | null = null;
  // Each stop (a colour block that sews): its first record, that stitch's number, its block.
  const stopRecords: number[] = [];
  const stopStitches: number[] = [];
  const stopBlocks: number[] = [];
  let block = 0;
  let blockOpen = false;
  for (let i = 0; i < n; i++) {
    const kind = kinds[i];
    if (kind !== JUMP && move) {
      moves.push(move);
      move = null;
    }
    if (kind === STITCH) {
      stitches++;
      if (!blockOpen) {
        stopRecords.push(i);
        stopStitches.push(stitches);
        stopBlocks.push(block);
        blockOpen = true;
      }
      const x = xs[i];
      const y = ys[i];
      if (previous >= 0 && kinds[previous] === STITCH) {
        const dx = Math.abs(x - xs[previous]);
        const dy = Math.abs(y - ys[previous]);
        if (dx * dx + dy * dy < shortSquared) short.add(stitches, x, y);
        const d = dx > dy ? dx : dy;
        if (d > shortest) {
          for (let f = 0; f < maxStitch.length; f++) if (d > maxStitch[f]) longStitch[f].add(stitches, x, y);
        }
      }
    } else if (kind === JUMP) {
      const x0 = previous >= 0 ? xs[previous] : 0;
      const y0 = previous >= 0 ? ys[previous] : 0;
      if (!move) move = { stitch: stitches + 1, x0, y0, x1: xs[i], y1: ys[i] };
      move.x1 = xs[i];
      move.y1 = ys[i];
    } else if (kind === TRIM) {
      trims++;
    } else if (kind === COLOR_CHANGE) {
      blockOpen = false;
      block++;
    }
    previous = i;
  }
  if (move) moves.push(move);

  const findings: QaFinding[] = [];
  const add = (finding: FindingDraft) => findings.push({ where: [], count: 1, ...finding });

  const box = stitchExtent(design.records);
  if (!box) {
    add({ code: 'no-stitches', severity: 'error', message: 'The file has no stitches.' });
    return findings;
  }
  const { minX, minY, maxX, maxY } = box;
  const extent = {
    xMm: minX / 10,
    yMm: minY / 10,
    widthMm: (maxX - minX) / 10,
    heightMm: (maxY - minY) / 10,
  };

  if (short.count > 0) {
    add({
      code: 'short-stitches',
      severity: 'warning',
      message: `${count(short.count, 'stitch is', 'stitches are')} shorter than ${mm(shortLimit)}: too short to form, they can bunch up or break the thread.`,
      where: short.places,
      count: short.count,
    });
  }

  let counted: DesignCounts | undefined;
  formats.forEach((format, f) => {
    const limits = FORMAT_LIMITS[format];
    const long = longStitch[f];
    if (long.count > 0) {
      add({
        code: 'long-stitches',
        severity: 'info',
        format,
        message: `${count(long.count, 'stitch is', 'stitches are')} longer than the ${mm(limits.maxStitch)} one ${format} record holds: the frame moves to ${long.count === 1 ? 'it' : 'each'} with jumps and the needle sews ${long.count === 1 ? 'it' : 'each'} as one stitch.`,
        where: long.places,
        count: long.count,
      });
    }
    const split = new Places();
    const cut = new Places();
    for (const m of moves) {
      const records = Math.ceil(Math.max(Math.abs(m.x1 - m.x0), Math.abs(m.y1 - m.y0)) / limits.maxMove);
      if (records > 1) split.add(m.stitch, m.x0, m.y0);
    }
    // The runs the writer cannot keep shorter: long moves and the jumps that reach long stitches.
    if (limits.trim === 'jumps') {
      const step = { stitch: limits.maxStitch, jump: limits.maxMove, jumpsPerCut: DST_CUT_JUMPS };
      forEachMachineCut(design.records, step, (stitch, x, y) => cut.add(stitch, x, y));
    }
    if (split.count > 0) {
      add({
        code: 'long-moves',
        severity: 'info',
        format,
        message: `${count(split.count, 'move is', 'moves are')} longer than one ${format} jump (${mm(limits.maxMove)}) and ${split.count === 1 ? 'is' : 'are'} written as several jumps.`,
        where: split.places,
        count: split.count,
      });
    }
    if (cut.count > 0) {
      add({
        code: 'moves-cut-by-machine',
        severity: 'warning',
        format,
        message: `${count(cut.count, 'move or long stitch', 'moves or long stitches')} with the thread on ${cut.count === 1 ? 'needs' : 'need'} ${DST_CUT_JUMPS} or more jumps in a row in ${format}: machines set to cut on jumps will cut the thread there.`,
        where: cut.places,
        count: cut.count,
      });
    }
    if (trims > 0 && limits.trim !== 'command') {
      add({
        code: 'trims-not-expressible',
        severity: limits.trim === 'jumps' ? 'warning' : 'info',
        format,
        message:
          limits.trim === 'jumps'
            ? `${format} has no trim command: the design's ${count(trims, 'trim is', 'trims are')} written as runs of jumps, which the machine cuts only when set to cut on jumps.`
            : `${format} writes a trim as zero-length moves, which not every machine cuts on: check the design's ${count(trims, 'trim', 'trims')} on the machine.`,
        count: trims,
      });
    }
    capacityFindings(format, (counted ??= designCounts(design)), extent).forEach((f) => add(f));
    if (limits.colors === 'none') {
      add({
        code: 'no-colours-in-format',
        severity: 'info',
        format,
        message: `${format} files carry no thread colours: send the colour sequence with the file.`,
      });
    }
  });

  const dense = denseSpots(design, minX, minY, maxX, maxY, options);
  if (dense.count > 0) {
    const perMm2 = options.densityPerMm2 ?? DENSITY_PER_MM2;
    const cellMm = options.densityCellMm ?? DENSITY_CELL_MM;
    add({
      code: 'dense-spots',
      severity: 'warning',
      message: `${count(dense.count, 'spot has', 'spots have')} more than ${perMm2} stitches per square millimetre (over ${cellMm} × ${cellMm} mm): the thread can pile up, pucker the fabric or break a needle.`,
      where: dense.places,
      count: dense.count,
    });
  }

  if (options.hoopMm) {
    const { widthMm, heightMm } = options.hoopMm;
    const fits = extent.widthMm <= widthMm && extent.heightMm <= heightMm;
    const fitsTurned = extent.heightMm <= widthMm && extent.widthMm <= heightMm;
    const size = `${extent.widthMm.toFixed(1)} × ${extent.heightMm.toFixed(1)} mm`;
    const hoop = `${widthMm} × ${heightMm} mm`;
    if (!fits && !fitsTurned) {
      add({
        code: 'larger-than-hoop',
        severity: 'error',
        message: `The design (${size}) is larger than the hoop (${hoop}).`,
        where: [{ box: extent }],
      });
    } else if (!fits) {
      add({
        code: 'turn-to-fit-hoop',
        severity: 'warning',
        message: `The design (${size}) fits the hoop (${hoop}) only turned a quarter turn.`,
        where: [{ box: extent }],
      });
    }
  }

  if (options.needles !== undefined) {
    const last = design.threads[design.threads.length - 1] ?? { hex: '#000000' };
    const plan = planNeedles(
      stopBlocks.map((b) => design.threads[b] ?? last),
      options.needles,
    );
    if (!plan.fits) {
      const where = plan.rethreads.slice(0, MAX_QA_PLACES).map((r) => {
        const i = stopRecords[r.stop - 1];
        return { stitch: stopStitches[r.stop - 1], xMm: xs[i] / 10, yMm: ys[i] / 10 };
      });
      add({
        code: 'more-threads-than-needles',
        severity: 'warning',
        message: `The design sews ${count(plan.threads, 'thread', 'different threads')} but the machine has ${count(plan.needleCount, 'needle', 'needles')}: a needle is threaded anew ${count(plan.rethreads.length, 'time', 'times')} during the sew-out (first at stop ${plan.rethreads[0].stop}).`,
        where,
        count: plan.rethreads.length,
      });
    }
  }

  if (stopRecords.length > MAX_SUMMARY_STOPS) {
    add({
      code: 'stops-not-listed',
      severity: 'warning',
      message: `The design has ${count(stopRecords.length, 'colour stop', 'colour stops')}: only the first ${MAX_SUMMARY_STOPS} are listed. Check that the file is the one meant.`,
      count: stopRecords.length,
    });
  }
  if (stopRecords.length > WORKSHEET_MAX_STOPS) {
    const summed = stopRecords.length - WORKSHEET_MAX_STOPS;
    add({
      code: 'worksheet-stops-summed',
      severity: 'warning',
      message: `Its worksheet lists the first ${WORKSHEET_MAX_STOPS} stops and sums up the other ${count(summed, 'stop', 'stops')} in one row.`,
      count: summed,
    });
  }
  return findings;
}

/**
 * What `format`'s header and colour list cannot hold of the design: more colour blocks than it
 * counts, more threads than it numbers, a design larger than its largest field, counts or extents
 * wider than its header's numbers.
 */
function capacityFindings(
  format: StitchFormat,
  counts: DesignCounts,
  extent: { xMm: number; yMm: number; widthMm: number; heightMm: number },
): FindingDraft[] {
  const capacity = FORMAT_CAPACITY[format];
  if (!capacity) return [];
  const out: FindingDraft[] = [];
  const { maxColorBlocks, maxThreadNumbers, field, header } = capacity;
  if (maxColorBlocks && counts.colorBlocks > maxColorBlocks.count) {
    out.push({
      code: 'more-colours-than-format',
      severity: 'error',
      format,
      message: `The design has ${count(counts.colorBlocks, 'colour block', 'colour blocks')}; a ${format} file holds at most ${maxColorBlocks.count.toLocaleString('en-US')}, as ${maxColorBlocks.why}: the machine would sew the rest in the wrong colours.`,
      count: counts.colorBlocks,
    });
  }
  if (maxThreadNumbers && counts.distinctThreads > maxThreadNumbers) {
    out.push({
      code: 'more-threads-than-format-numbers',
      severity: 'warning',
      format,
      message: `The design sews ${count(counts.distinctThreads, 'thread', 'different threads')}; ${format} numbers at most ${maxThreadNumbers}, so some threads share a number on the machine's screen: follow the thread list.`,
      count: counts.distinctThreads,
    });
  }
  if (field && (counts.width > field.width || counts.height > field.height)) {
    out.push({
      code: 'larger-than-format-field',
      severity: 'error',
      format,
      message: `The design (${extent.widthMm.toFixed(1)} × ${extent.heightMm.toFixed(1)} mm) is larger than the ${field.name}: no machine takes it in ${format}.`,
      where: [{ box: extent }],
    });
  }
  if (
    header &&
    (counts.reach > header.maxExtent ||
      (header.maxRecords !== undefined && counts.records > header.maxRecords))
  ) {
    out.push({
      code: 'header-fields-overflow',
      severity: 'error',
      format,
      message: `The design ${counts.reach > header.maxExtent ? `reaches ${mm(counts.reach)} from its start` : `has ${count(counts.records, 'record', 'records')}`}, more than ${format}'s header can state in ${header.fields}: the file's header would be wrong.`,
    });
  }
  return out;
}

/** Grid cells over the stitched extent holding more stitches than the density allows. */
function denseSpots(
  design: Design,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  options: QualityOptions,
): Places {
  const cellMm = options.densityCellMm ?? DENSITY_CELL_MM;
  const limit = (options.densityPerMm2 ?? DENSITY_PER_MM2) * cellMm * cellMm;
  const cell = cellMm * 10;
  const columns = Math.floor((maxX - minX) / cell) + 1;
  const rows = Math.floor((maxY - minY) / cell) + 1;
  const { count: n, kinds, xs, ys } = design.records;
  // A typed grid for any real design; a map when the extent is huge (a grid would be too large).
  const hot: [number, number][] = [];
  if (columns * rows <= 4_000_000) {
    const cells = new Uint32Array(columns * rows);
    for (let i = 0; i < n; i++) {
      if (kinds[i] === STITCH)
        cells[(((ys[i] - minY) / cell) | 0) * columns + (((xs[i] - minX) / cell) | 0)]++;
    }
    for (let c = 0; c < cells.length; c++) if (cells[c] > limit) hot.push([c, cells[c]]);
  } else {
    const cells = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      if (kinds[i] !== STITCH) continue;
      const c = (((ys[i] - minY) / cell) | 0) * columns + (((xs[i] - minX) / cell) | 0);
      cells.set(c, (cells.get(c) ?? 0) + 1);
    }
    for (const [c, k] of cells) if (k > limit) hot.push([c, k]);
  }
  hot.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const places = new Places();
  for (const [c] of hot) {
    places.addBox({
      xMm: (minX + (c % columns) * cell) / 10,
      yMm: (minY + Math.floor(c / columns) * cell) / 10,
      widthMm: cellMm,
      heightMm: cellMm,
    });
  }
  return places;
}
