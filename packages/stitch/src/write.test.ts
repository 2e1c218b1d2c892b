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
  untrimmedLongMoves,
  type Expectation,
} from './test/conversion.ts';
import { JEF_THREADS, PEC_THREADS, largeDesign, sampleDesign, script } from './test/designs.ts';
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

/** What the target keeps of the source: its step, its trims (DST and VP3 may add some), its colours. */
function expectation(source: Design, target: Target): Expectation {
  const trims = effectiveTrims(source.records);
  const limits = STEP_LIMITS[target.format];
  switch (target.format) {
    case 'DST':
      // Three jumps in a row are a trim on a Tajima: a move that long cuts.
      return {
        limits,
        trims: [trims, trims + untrimmedLongMoves(source.records, { jumpLimit: limits.jump, cutsAt: 3 })],
        colors: 'none',
      };
    case 'EXP':
      return { limits, trims: [trims, trims], colors: 'none' };
    case 'JEF':
      return { limits, trims: [trims, trims], colors: JEF_PALETTE };
    case 'PES':
      return {
        limits,
        trims: [trims, trims],
        colors: target.options.pesVersion === 1 ? PEC_PALETTE : 'exact',
      };
    case 'VP3':
      // No jumps: a move longer than a stitch with the thread on is cut first.
      return {
        limits,
        trims: [trims, trims + untrimmedLongMoves(source.records, { longerThan: limits.stitch })],
        colors: 'exact',
      };
    case 'XXX':
      return { limits, trims: [trims, trims], colors: 'exact' };
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
