import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Design, StitchRecord, Thread } from './model.ts';
import { JEF_PALETTE } from './palettes/jef.ts';
import { PEC_PALETTE } from './palettes/pec.ts';
import { readStitchFile } from './read.ts';
import {
  conversionProblems,
  designOf,
  effectiveTrims,
  machineCuts,
  type Expectation,
} from './test/conversion.ts';
import {
  JEF_THREADS,
  PEC_THREADS,
  largeDesign,
  longStitchDesign,
  sampleDesign,
  script,
  stitchPoints,
} from './test/designs.ts';
import {
  STEP_LIMITS,
  WRITABLE_FORMATS,
  writeStitchFile,
  type WritableFormat,
  type WriteOptions,
} from './write.ts';

/** The files an independent encoder wrote, kept beside the tests (test/fixtures/README.md). */
const fixtureDir = fileURLToPath(new URL('./test/fixtures/', import.meta.url));

interface Target {
  label: string;
  format: WritableFormat;
  options: WriteOptions;
}

const TARGETS: Target[] = WRITABLE_FORMATS.flatMap((format): Target[] =>
  format === 'PES'
    ? [
        { label: 'PES v1', format, options: { pesVersion: 1 } },
        { label: 'PES v6', format, options: { pesVersion: 6 } },
      ]
    : [{ label: format, format, options: {} }],
);

function read(bytes: Uint8Array, fileName: string): Design {
  const result = readStitchFile(bytes, { fileName });
  if (!result.ok) throw new Error(`${fileName}: ${result.error.code} ${result.error.message}`);
  return result.design;
}

/** What the target keeps of the source: its trims (DST may add the cuts it says), its colours. */
function expectation(source: Design, target: Target): Expectation {
  const trims = effectiveTrims(source.records);
  switch (target.format) {
    case 'DST': {
      // Three jumps in a row are a trim on a Tajima: a run the writer cannot keep shorter cuts.
      const cuts = machineCuts(source.records, STEP_LIMITS.DST);
      return { trims: [trims + cuts, trims + cuts], colors: 'none' };
    }
    case 'EXP':
      return { trims: [trims, trims], colors: 'none' };
    case 'JEF':
      return { trims: [trims, trims], colors: JEF_PALETTE };
    case 'PES':
      return { trims: [trims, trims], colors: target.options.pesVersion === 1 ? PEC_PALETTE : 'exact' };
    case 'VP3':
    case 'XXX':
      return { trims: [trims, trims], colors: 'exact' };
    case 'PEC':
      return { trims: [trims, trims], colors: PEC_PALETTE };
    case 'HUS':
      return { trims: [trims, trims], colors: 'numbered' };
  }
}

function convert(source: Design, target: Target): Design {
  const bytes = writeStitchFile(source, target.format, target.options);
  return read(bytes, `copy.${target.format.toLowerCase()}`);
}

describe('every fixture of the independent encoder written in every format', () => {
  const files = readdirSync(fixtureDir).filter((f) => /\.(dst|pes|exp|jef|vp3|xxx)$/.test(f));
  it('has the six formats of each design', () => {
    expect(files.length).toBe(18);
  });
  describe.each(files)('%s', (file) => {
    it.each(TARGETS)('as $label reads back with the same design', (target) => {
      const source = read(readFileSync(resolve(fixtureDir, file)), file);
      expect(conversionProblems(source, convert(source, target), expectation(source, target))).toEqual([]);
    });
  });
});

/**
 * What generated designs add to the fixtures: stitches longer than every step, long moves without
 * a trim, a trim right before a colour change, a colour change that moves, a start away from the
 * origin, stitches in place, a colour that comes back, named threads.
 */
function hardDesign(threads: Thread[]): Design {
  const records: StitchRecord[] = script(
    ['jump', -300, -200],
    ['stitch', -300, -200],
    ['stitch', -300, -200],
    ['stitch', 300, -200], // 60 mm: longer than any format's stitch
    ['stitch', 310, 100],
    ['jump', 600, 300], // 32 mm, thread on
    ['stitch', 600, 300],
    ['stitch', 650, 320],
    ['jump', 700, 340], // 5 mm, thread on
    ['stitch', 710, 340],
    ['trim', 710, 340],
    ['color-change', 710, 340],
    ['jump', -400, 900],
    ['stitch', -400, 900],
    ['stitch', -380, 910],
    ['stitch', -100, 1000], // 28 mm
    ['trim', -100, 1000],
    ['jump', 0, 0],
    ['stitch', 0, 0],
    ['stitch', 5, 5],
    ['color-change', 20, 20], // the change itself moves
    ['stitch', 20, 20],
    ['stitch', 2000, 20], // 198 mm: past the PEC step
    ['stitch', 2010, 25],
    ['trim', 2010, 25],
    ['end', 2010, 25],
  );
  return designOf(records, threads, 'HARD');
}

const NAMED: Thread[] = [
  { hex: '#c8102e', name: 'Poppy', catalogNumber: '1147' },
  { hex: '#001f5b', name: 'Navy', catalogNumber: '1043' },
  { hex: '#c8102e', name: 'Poppy', catalogNumber: '1147' },
];

describe.each(TARGETS)('generated designs written as $label', (target) => {
  const generated: [string, Design][] = [
    ['the sample', designOf(sampleDesign(PEC_THREADS).records, PEC_THREADS)],
    ['the sample in JEF colours', designOf(sampleDesign(JEF_THREADS).records, JEF_THREADS)],
    ['long stitches and moves', hardDesign(NAMED)],
    ['20,000 stitches', designOf(largeDesign(20_000).records, largeDesign(20_000).threads)],
  ];
  it.each(generated)('%s reads back with the same design', (_, source) => {
    expect(conversionProblems(source, convert(source, target), expectation(source, target))).toEqual([]);
  });
});

/**
 * Each reader × each writer: a design with 20–40 mm stitches written in one format, read back, then
 * written in every format and read again sews the same penetrations, no more and no fewer.
 */
describe.each(TARGETS)('designs with 20–40 mm stitches read from $label', (from) => {
  const designs = [1, 2, 3].map((seed) => {
    const input = longStitchDesign(seed);
    return designOf(input.records, input.threads, input.name);
  });
  it.each(TARGETS)('and written as $label sew the same stitches', (to) => {
    for (const original of designs) {
      const source = convert(original, from);
      expect(conversionProblems(original, source, expectation(original, from))).toEqual([]);
      const copy = convert(source, to);
      expect(conversionProblems(source, copy, expectation(source, to))).toEqual([]);
      expect(conversionProblems(original, copy, { trims: [0, Infinity], colors: 'none' })).toEqual(
        copy.colorSource === 'default' ? [] : [expect.stringContaining('colours from')],
      );
    }
  });
});

describe('a stitch longer than a record holds', () => {
  const fixture = (name: string): Design => read(readFileSync(resolve(fixtureDir, name)), name);

  it('is reached by jumps and sewn as one stitch, as the independent encoder writes it in DST', () => {
    const reference = fixture('long.dst');
    const sewing = (d: Design) =>
      Array.from(d.records.kinds.subarray(d.records.kinds.indexOf(0), d.records.kinds.lastIndexOf(0) + 1));
    for (const name of ['long.pes', 'long.vp3', 'long.xxx', 'long.exp', 'long.jef']) {
      const copy = convert(
        fixture(name),
        TARGETS.find((t) => t.label === 'DST')!,
      );
      // 38 stitches where the encoder put them, none added: each 30 mm stitch after the first is
      // two jumps and the stitch (how each file begins and ends differs by format).
      expect(stitchPoints(copy.records)).toEqual(stitchPoints(reference.records));
      expect(stitchPoints(copy.records)).toHaveLength(2 * 38);
      expect(sewing(copy)).toEqual(sewing(reference));
    }
  });

  it('is one record where the format holds it: VP3 and PES write a 30 mm stitch as one', () => {
    for (const label of ['VP3', 'PES v1', 'PES v6']) {
      const copy = convert(
        fixture('long.pes'),
        TARGETS.find((t) => t.label === label)!,
      );
      const records = copy.records;
      const first = records.kinds.indexOf(0);
      // The first stitch and the seven 30 mm stitches after it, with no jump between them.
      expect(Array.from(records.kinds.subarray(first, first + 8))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(stitchPoints(records)).toHaveLength(2 * 38);
    }
  });

  it('keeps a DST run of jumps short of a cut where the straight way allows it', () => {
    const design = designOf(
      script(
        ['stitch', 0, 0],
        ['jump', 200, 0], // 20 mm with the thread on: two jumps as written…
        ['stitch', 350, 0], // …and one more to reach this 15 mm stitch: a cut on a Tajima
        ['stitch', 350, 10],
        ['end', 350, 10],
      ),
      [],
    );
    const copy = convert(
      design,
      TARGETS.find((t) => t.label === 'DST')!,
    );
    // Straight to the stitch, 35 mm: two jumps and the stitch, no trim.
    expect(copy.records.kinds.filter((k) => k === 2)).toHaveLength(0);
    expect(stitchPoints(copy.records)).toEqual(stitchPoints(design.records));
  });
});

describe('thread records', () => {
  it('PES v6 and VP3 keep each thread’s colour, name and catalogue number', () => {
    for (const target of TARGETS.filter((t) => t.label === 'PES v6' || t.label === 'VP3')) {
      const copy = convert(hardDesign(NAMED), target);
      expect(copy.colorSource).toBe('file');
      expect(copy.threads).toEqual(NAMED);
    }
  });

  it('XXX keeps each colour; DST and EXP carry none', () => {
    expect(
      convert(
        hardDesign(NAMED),
        TARGETS.find((t) => t.label === 'XXX')!,
      ).threads.map((t) => t.hex),
    ).toEqual(NAMED.map((t) => t.hex));
    for (const label of ['DST', 'EXP']) {
      expect(
        convert(
          hardDesign(NAMED),
          TARGETS.find((t) => t.label === label)!,
        ).colorSource,
      ).toBe('default');
    }
  });
});
