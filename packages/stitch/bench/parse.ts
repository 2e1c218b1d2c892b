/**
 * Parsing a 100,000-stitch file against only touching its bytes (copy and sum), median of N runs
 * each, printed as a ratio so the figure holds on any machine; and writing the design read in that
 * format (a conversion's work), beside reading it. Run: npm run bench -w @stitchdesk/stitch
 */
import { readStitchFile, renderSvg, summarize, WRITABLE_FORMATS, writeStitchFile } from '../src/index.ts';
import { largeDesign } from '../src/test/designs.ts';
import { encode } from '../src/test/encoder.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const STITCHES = 100_000;
/** The bound for writing a 100,000-stitch design in any format. */
const WRITE_TARGET_MS = 50;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function time(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const start = performance.now();
    run();
    if (i >= 2) times.push(performance.now() - start); // the first two warm the JIT
  }
  return median(times);
}

/** The floor any reader pays: a copy of the bytes and one pass over them. */
function touchBytes(bytes: Uint8Array): number {
  const copy = bytes.slice();
  let sum = 0;
  for (let i = 0; i < copy.length; i++) sum = (sum + copy[i]) | 0;
  return sum;
}

const rows: string[] = [];
for (const format of WRITABLE_FORMATS) {
  const bytes = encode(format, largeDesign(STITCHES));
  const first = readStitchFile(bytes);
  if (!first.ok) throw new Error(`${format}: ${first.error.message}`);
  const design = first.design;
  const baseline = time(() => touchBytes(bytes));
  const parse = time(() => readStitchFile(bytes));
  const facts = time(() => summarize(design));
  const svg = time(() => renderSvg(design));
  const write = time(() => writeStitchFile(design, format));
  rows.push(
    [
      format.padEnd(6),
      `${(bytes.length / 1024).toFixed(0)} KiB`.padStart(9),
      `${baseline.toFixed(2)} ms`.padStart(10),
      `${parse.toFixed(2)} ms`.padStart(10),
      `${(parse / baseline).toFixed(1)}x`.padStart(8),
      `${facts.toFixed(2)} ms`.padStart(10),
      `${svg.toFixed(2)} ms`.padStart(10),
      `${write.toFixed(2)} ms`.padStart(10),
      `${(write / parse).toFixed(1)}x`.padStart(8),
      write < WRITE_TARGET_MS ? 'yes' : 'NO',
    ].join(' '),
  );
}
console.log(`${STITCHES.toLocaleString('en-US')} stitches, median of ${RUNS} runs`);
console.log(
  `format      size   bytes-only      parse    ratio  summarize  renderSvg      write  w/parse  < ${WRITE_TARGET_MS} ms`,
);
for (const row of rows) console.log(row);
