import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { API_PREFIX, type UploadResponse } from '@stitchdesk/shared';
import {
  DEFAULT_LIMITS,
  WRITABLE_FORMATS,
  readStitchFile,
  renderSvg,
  summarize,
  writeStitchFile,
} from '@stitchdesk/stitch';
import { designOf } from '@stitchdesk/stitch/test/conversion';
import { largeDesign, largeLongStitchDesign } from '@stitchdesk/stitch/test/designs';
import { encode } from '@stitchdesk/stitch/test/encoder';
import type { BenchContext } from '../lib/context.ts';
import { ms, num, type Row } from '../lib/report.ts';
import { createClients } from '../lib/seed.ts';
import { multipartBuffer, postStream } from '../lib/upload.ts';

const STITCHES = 100_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median ms of `runs` calls after two warm-ups (the JIT's first passes). */
async function time(runs: number, work: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    await work();
    if (i >= 2) times.push(performance.now() - started);
  }
  return median(times);
}

/** What the server does with a stitch file: read it, its facts (upload) and its picture (preview). */
function stitchWork(bytes: Uint8Array, name: string): number {
  const result = readStitchFile(bytes, { fileName: name });
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  const summary = summarize(result.design);
  return summary.stitches + renderSvg(result.design).length;
}

/** Read and summarise, as an upload does; the stitch count read. */
function readAndSummarizeOf(bytes: Uint8Array, fileName: string): number {
  const read = readStitchFile(bytes, { fileName });
  if (!read.ok) throw new Error(`${fileName}: ${read.error.message}`);
  return summarize(read.design).stitches;
}

/**
 * Parsing stitch files must not stall the server. In this process: reading a 100,000-stitch DST
 * from disk vs reading it and doing the server's work on it (parse, summarize, render), and the
 * same work on the largest design the reader's limits let through (its worst case); each format
 * written from a design read in it, and a DST with long stitches read, summarised and converted to
 * each format (a delivery's work per format, which must sew every stitch once). Through the
 * server: how slow /healthz gets while that worst case is uploaded (read on the worker thread), and
 * POST /uploads of the 100,000-stitch DST vs the same number of bytes that are no stitch file.
 */
export async function stitchScenario(ctx: BenchContext): Promise<Row[]> {
  const runs = Math.max(5, ctx.rounds * 5);
  const bytes = encode('DST', largeDesign(STITCHES));
  const file = path.join(ctx.scratchDir, 'bench-100k.dst');
  await writeFile(file, bytes);

  ctx.log(`stitch: ${num(STITCHES)}-stitch DST (${num(bytes.length / 1024)} KiB), median of ${runs}`);
  const readOnly = await time(runs, () => readFile(file));
  const readAndWork = await time(runs, async () =>
    stitchWork(new Uint8Array(await readFile(file)), 'big.dst'),
  );

  // Near the most records the reader keeps: moves and trims add records beside the stitches.
  let worstStitches = DEFAULT_LIMITS.maxRecords;
  let worst = encode('DST', largeDesign(worstStitches));
  while (!readStitchFile(worst).ok) {
    worstStitches = Math.floor(worstStitches * 0.98);
    worst = encode('DST', largeDesign(worstStitches));
  }
  ctx.log(`stitch: worst case, ${num(worstStitches)} stitches (${num(worst.length / 1024 / 1024, 1)} MiB)`);
  const worstWork = await time(3, () => stitchWork(worst, 'worst.dst'));

  // Conversion: the design written in each format, beside reading it from that format.
  const conversions: Row[] = [];
  for (const format of WRITABLE_FORMATS) {
    const source = encode(format, largeDesign(STITCHES));
    const read = readStitchFile(source);
    if (!read.ok) throw new Error(`${format}: ${read.error.message}`);
    const readMs = await time(runs, () => readStitchFile(source));
    const writeMs = await time(runs, () => writeStitchFile(read.design, format));
    conversions.push({
      scenario: `stitch: write a ${num(STITCHES)}-stitch design as ${format} (in process)`,
      stitchdesk: ms(writeMs),
      baseline: `${ms(readMs)} (read it from ${format})`,
      ratio: `${num(writeMs / readMs, 1)}×`,
      target: '< 50 ms',
      met: writeMs < 50,
    });
  }

  // The five formats read since issue 37 (PEC, HUS with its compressed stitch data, SEW, U01, SHV):
  // read + summarise, beside the same design read + summarised from DST.
  const dstSource = encode('DST', largeDesign(STITCHES));
  const dstReadMs = await time(runs, () => readAndSummarizeOf(dstSource, 'big.dst'));
  const newReaders: Row[] = [];
  for (const format of ['PEC', 'HUS', 'SEW', 'U01', 'SHV'] as const) {
    const source = encode(format, largeDesign(STITCHES));
    const fileName = `big.${format.toLowerCase()}`;
    if (readAndSummarizeOf(source, fileName) !== STITCHES)
      throw new Error(`${format}: the reader does not find ${num(STITCHES)} stitches`);
    const readMs = await time(runs, () => readAndSummarizeOf(source, fileName));
    newReaders.push({
      scenario: `stitch: read + summarise a ${num(STITCHES)}-stitch ${format} (${num(source.length / 1024)} KiB, in process)`,
      stitchdesk: ms(readMs),
      baseline: `${ms(dstReadMs)} (the same design from DST)`,
      ratio: `${num(readMs / dstReadMs, 1)}×`,
      target: '< 50 ms',
      met: readMs < 50,
    });
  }

  // Delivery: a DST with satin stitches of 20–40 mm (past one record of DST, EXP, JEF and XXX) read,
  // summarised and written in each format; every conversion must sew its 100,000 stitches.
  const long = largeLongStitchDesign(STITCHES);
  const longDst = writeStitchFile(designOf(long.records, long.threads), 'DST');
  const readAndSummarize = () => {
    const read = readStitchFile(longDst, { fileName: 'long.dst' });
    if (!read.ok) throw new Error(`long.dst: ${read.error.message}`);
    summarize(read.design);
    return read.design;
  };
  const summarizeMs = await time(runs, readAndSummarize);
  const deliveries: Row[] = [];
  for (const format of WRITABLE_FORMATS) {
    const copy = readStitchFile(writeStitchFile(readAndSummarize(), format), {
      fileName: `copy.${format.toLowerCase()}`,
    });
    if (!copy.ok || summarize(copy.design).stitches !== STITCHES)
      throw new Error(`${format}: the conversion does not sew ${num(STITCHES)} stitches`);
    const convertMs = await time(runs, () => writeStitchFile(readAndSummarize(), format));
    deliveries.push({
      scenario: `stitch: read + summarise + convert a ${num(STITCHES)}-stitch DST with 20–40 mm stitches to ${format} (in process)`,
      stitchdesk: ms(convertMs),
      baseline: `${ms(summarizeMs)} (read + summarise only)`,
      ratio: `${num(convertMs / summarizeMs, 1)}×`,
      target: '< 50 ms',
      met: convertMs < 50,
    });
  }

  const [user] = await createClients(ctx.server.db, 'stitch', 1, ctx.passwordHash);
  const token = await ctx.server.tokenFor(user);
  const post = async (body: ReturnType<typeof multipartBuffer>) => {
    const response = await postStream(
      `${ctx.server.url}${API_PREFIX}/uploads`,
      {
        'content-type': body.contentType,
        'content-length': body.body.length,
        authorization: `Bearer ${token}`,
      },
      Readable.from([body.body]),
    );
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${response.text}`);
    return response;
  };
  const dst = multipartBuffer(Buffer.from(bytes), 'design.dst', 'application/octet-stream');
  const plain = multipartBuffer(randomBytes(bytes.length), 'artwork.bin', 'application/octet-stream');
  const answer = JSON.parse((await post(dst)).text) as UploadResponse;
  if (answer.stitch?.stitches !== STITCHES) throw new Error('the upload did not read the stitch file');
  const uploadRuns = Math.max(5, ctx.rounds * 3);
  const plainUploads: number[] = [];
  const stitchUploads: number[] = [];
  for (let i = 0; i < uploadRuns; i++) {
    plainUploads.push((await post(plain)).ms);
    stitchUploads.push((await post(dst)).ms);
  }
  const plainMs = median(plainUploads);
  const stitchMs = median(stitchUploads);

  // While the worst case is read (on the worker thread), other requests keep being answered.
  const healthLatency = async (body: ReturnType<typeof multipartBuffer>) => {
    let done = false;
    let worstMs = 0;
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        await fetch(`${ctx.server.url}/healthz`).then((r) => r.arrayBuffer());
        worstMs = Math.max(worstMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const uploadMs = (await post(body)).ms;
    done = true;
    await probe;
    return { worstMs, uploadMs };
  };
  const worstUpload = multipartBuffer(Buffer.from(worst), 'worst.dst', 'application/octet-stream');
  const worstPlain = multipartBuffer(randomBytes(worst.length), 'worst.bin', 'application/octet-stream');
  const duringPlain = await healthLatency(worstPlain);
  const duringStitch = await healthLatency(worstUpload);

  return [
    ...conversions,
    ...newReaders,
    ...deliveries,
    {
      scenario: `stitch: read + parse + summarize + render, ${num(STITCHES)} stitches (in process)`,
      stitchdesk: ms(readAndWork),
      baseline: `${ms(readOnly)} (read the same ${num(bytes.length / 1024)} KiB)`,
      ratio: `${num(readAndWork / readOnly, 1)}×`,
      // Runs on the worker thread in the server; what counts there is the /healthz row below.
      target: 'reported',
      met: null,
    },
    {
      scenario: `stitch: worst case at the reader's limits, ${num(worstStitches)} stitches`,
      stitchdesk: ms(worstWork),
      baseline: '–',
      ratio: '–',
      target: 'reported',
      met: null,
    },
    {
      scenario: `stitch: slowest GET /healthz during the worst-case upload (${ms(duringStitch.uploadMs)})`,
      stitchdesk: ms(duringStitch.worstMs),
      baseline: `${ms(duringPlain.worstMs)} (during ${ms(duringPlain.uploadMs)} upload of as many plain bytes)`,
      ratio: `${num(duringStitch.worstMs / duringPlain.worstMs, 1)}×`,
      target: `< ${ms(worstWork / 4)} (a quarter of the worst case's work)`,
      met: duringStitch.worstMs < worstWork / 4,
    },
    {
      scenario: `stitch: POST /uploads of the ${num(STITCHES)}-stitch DST (median of ${uploadRuns})`,
      stitchdesk: ms(stitchMs),
      baseline: `${ms(plainMs)} (same size, not a stitch file)`,
      ratio: `${num(stitchMs / plainMs, 1)}×`,
      target: 'reported',
      met: null,
    },
  ];
}
