import { describe, expect, it } from 'vitest';
import { FORMAT_CAPACITY, HUS_COLOR_NUMBERS } from './format-capacity.ts';
import { recordList, type Design, type StitchRecord, type Thread } from './model.ts';
import { checkQuality, qualityOptionsForMachines, type QaFinding } from './quality.ts';
import { readStitchFile } from './read.ts';
import { summarize } from './summary.ts';
import { designOf } from './test/conversion.ts';
import { script } from './test/designs.ts';
import { WRITABLE_FORMATS, writeStitchFile } from './write.ts';
import { JEF_HOOPS } from './writers/jef.ts';
import { PEC_MAX_COLORS } from './writers/pec.ts';

const find = (qa: QaFinding[], code: QaFinding['code']) =>
  qa.filter((f) => f.code === code).map((f) => f.format);

/** `blocks` colour blocks of a few stitches each, every block its own thread. */
function blocksDesign(blocks: number): Design {
  const records: StitchRecord[] = [];
  const threads: Thread[] = [];
  for (let b = 0; b < blocks; b++) {
    if (b > 0) records.push({ kind: 'color-change', x: 0, y: 0 });
    records.push(
      { kind: 'stitch', x: 0, y: 0 },
      { kind: 'stitch', x: 20, y: 10 },
      { kind: 'stitch', x: 0, y: 0 },
    );
    threads.push({ hex: `#${(b * 40503).toString(16).padStart(6, '0').slice(-6)}` });
  }
  records.push({ kind: 'end', x: 0, y: 0 });
  return designOf(records, threads);
}

/** A run of 1 mm stitches `width` × `height` (0.1 mm) across. */
const sized = (width: number, height: number): Design =>
  designOf(
    script(
      ['stitch', 0, 0],
      ...Array.from(
        { length: Math.ceil(width / 10) },
        (_, i) => ['stitch', (i + 1) * 10, 0] as ['stitch', number, number],
      ),
      ['stitch', width, height],
      ['end', width, height],
    ),
    [{ hex: '#000000' }],
  );

describe('format capacity findings', () => {
  it('states the limits the writers have', () => {
    expect(FORMAT_CAPACITY.PES?.maxColorBlocks?.count).toBe(PEC_MAX_COLORS);
    const largest = JEF_HOOPS.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    expect(FORMAT_CAPACITY.JEF?.field).toMatchObject({ width: largest.width, height: largest.height });
    expect(FORMAT_CAPACITY.HUS?.maxThreadNumbers).toBe(HUS_COLOR_NUMBERS);
  });

  it('more colour blocks than PES, PEC and VP3 count are an error for those formats only', () => {
    const qa = checkQuality(blocksDesign(300), { targetFormats: WRITABLE_FORMATS });
    expect(find(qa, 'more-colours-than-format')).toEqual(['PES', 'VP3', 'PEC']);
    expect(qa.find((f) => f.code === 'more-colours-than-format')).toMatchObject({
      severity: 'error',
      count: 300,
    });
    expect(
      find(checkQuality(blocksDesign(255), { targetFormats: WRITABLE_FORMATS }), 'more-colours-than-format'),
    ).toEqual([]);
    // What the writer can do with 300 blocks: the PEC list says 255.
    const pec = writeStitchFile(blocksDesign(300), 'PEC');
    expect(pec[8 + 48] + 1).toBe(255);
  });

  it('counts the colour blocks the summary counts: a colour change that sews nothing starts none', () => {
    const design = blocksDesign(256);
    const records = [...recordList(design.records)];
    // Two changes in a row, and one after the last stitch: 258 changes, 256 blocks sewn.
    records.splice(3, 0, { kind: 'color-change', x: 0, y: 0 });
    records.splice(records.length - 1, 0, { kind: 'color-change', x: 0, y: 0 });
    const padded = designOf(records, design.threads);
    const finding = checkQuality(padded, { targetFormats: ['PES'] }).find(
      (f) => f.code === 'more-colours-than-format',
    );
    expect(finding?.count).toBe(summarize(padded).colors);
    expect(finding?.count).toBe(256);
    expect(
      find(checkQuality(blocksDesign(255), { targetFormats: ['PES'] }), 'more-colours-than-format'),
    ).toEqual([]);
  });

  it('HUS: more threads than its 29 colour numbers is a warning', () => {
    const qa = checkQuality(blocksDesign(30), { targetFormats: ['HUS', 'DST'] });
    expect(find(qa, 'more-threads-than-format-numbers')).toEqual(['HUS']);
    expect(
      find(checkQuality(blocksDesign(29), { targetFormats: ['HUS'] }), 'more-threads-than-format-numbers'),
    ).toEqual([]);
  });

  it('JEF: a design larger than the largest JEF hoop is an error, whatever the client’s hoop', () => {
    const qa = checkQuality(sized(2500, 1000), {
      targetFormats: ['JEF', 'DST'],
      hoopMm: { widthMm: 400, heightMm: 400 },
    });
    expect(find(qa, 'larger-than-format-field')).toEqual(['JEF']);
    expect(qa.find((f) => f.code === 'larger-than-format-field')?.message).toContain('250.0 × 100.0 mm');
    expect(
      find(checkQuality(sized(1950, 1950), { targetFormats: ['JEF'] }), 'larger-than-format-field'),
    ).toEqual([]);
  });

  it('DST and HUS: a design that reaches past their header numbers is an error; the DST header states the rest right', () => {
    const far = sized(40_000, 10);
    expect(find(checkQuality(far, { targetFormats: WRITABLE_FORMATS }), 'header-fields-overflow')).toEqual([
      'HUS',
    ]);
    const farther = sized(100_000, 10);
    expect(
      find(checkQuality(farther, { targetFormats: WRITABLE_FORMATS }), 'header-fields-overflow'),
    ).toEqual(['DST', 'HUS']);
    // Within the fields: ST counts the records written, the extents are the design's, from its start.
    const design = sized(1200, 300);
    const bytes = writeStitchFile(design, 'DST');
    const header = new TextDecoder('latin1').decode(bytes.subarray(0, 512));
    const fields = new Map(header.split('\r').map((f) => [f.slice(0, 2), f.slice(3).replace(/\s/g, '')]));
    const field = (name: string) => Number(fields.get(name));
    expect(field('ST')).toBe((bytes.length - 512) / 3 - 1);
    expect(['+X', '-X', '+Y', '-Y'].map(field)).toEqual([1200, 0, 0, 300]);
    const read = readStitchFile(bytes, { fileName: 'a.dst' });
    expect(read.ok).toBe(true);
  });
});

describe('the shortest stitch a client’s machine sews', () => {
  const design = designOf(
    script(['stitch', 0, 0], ['stitch', 4, 0], ['stitch', 20, 0], ['stitch', 22, 0], ['end', 22, 0]),
    [{ hex: '#000000' }],
  );
  const machines = { formats: ['DST'] as const, hoopMm: { width: 100, height: 100 }, needles: 6 };
  it('flags stitches under 0.3 mm by default and under the profile’s setting when it states one', () => {
    const short = (qa: QaFinding[]) => qa.find((f) => f.code === 'short-stitches')?.count ?? 0;
    expect(short(checkQuality(design, qualityOptionsForMachines(machines)))).toBe(1);
    expect(
      short(checkQuality(design, qualityOptionsForMachines({ ...machines, shortestStitchMm: 0.5 }))),
    ).toBe(2);
  });
});
