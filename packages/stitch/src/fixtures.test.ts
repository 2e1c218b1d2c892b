/**
 * Files built byte by byte from each format's published layout (the layouts EmbroidePy's
 * pyembroidery reads), so the readers are checked against the formats, not only against the
 * test encoder.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, JUMP, STITCH, TRIM, recordList, type Design, type StitchRecords } from './model.ts';
import { readStitchFile } from './read.ts';
import { summarize } from './summary.ts';
import { ByteWriter } from './test/bytes.ts';

function read(bytes: Uint8Array, fileName?: string): Design {
  const result = readStitchFile(bytes, { fileName });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.design;
}

const plain = (design: Design) => recordList(design.records).map((r) => [r.kind, r.x, r.y]);

/** The 512-byte DST header: "LA:" label, then the other fields (not read), padded with spaces. */
function dstHeader(w: ByteWriter, label = 'FIXTURE'): void {
  w.ascii(`LA:${label.padEnd(16, ' ')}\r`)
    .ascii('ST:      5\r')
    .padTo(512, 0x20);
}

describe('DST (Tajima)', () => {
  it('decodes the largest step (±121) in both axes, jumps and a colour change', () => {
    const w = new ByteWriter();
    dstHeader(w);
    // +121,+121 (model y down = DST -121): x bits +1 +9 (b0 0x05), +3 +27 (b1 0x05), +81 (b2 0x04);
    // DST y -121 bits -1 -9 (b0 0x50), -3 -27 (b1 0x50), -81 (b2 0x10); b2 always has 0x03.
    w.u8(0x55, 0x55, 0x17);
    // -121,-121: the opposite bits: b0 0x0A|0xA0, b1 0x0A|0xA0, b2 0x08|0x20|0x03.
    w.u8(0xaa, 0xaa, 0x2b);
    w.u8(0x01, 0x00, 0x83); // jump +1 in x (b2 bit 7)
    w.u8(0x00, 0x00, 0xc3); // colour change (b2 bits 7 and 6)
    w.u8(0x00, 0x00, 0x03); // stitch in place
    w.u8(0x00, 0x00, 0xf3); // end
    const design = read(w.bytes(), 'wrong-name.pes');
    expect(design.format).toBe('DST');
    expect(design.name).toBe('FIXTURE');
    expect(plain(design)).toEqual([
      ['stitch', 121, 121],
      ['stitch', 0, 0],
      ['jump', 1, 0],
      ['color-change', 1, 0],
      ['stitch', 1, 0],
      ['end', 1, 0],
    ]);
    expect(design.colorSource).toBe('default');
  });

  it('reads a move longer than one record (several jumps) as a trim and the jumps', () => {
    const w = new ByteWriter();
    dstHeader(w);
    w.u8(0x00, 0x00, 0x03); // stitch at the origin
    for (let i = 0; i < 4; i++) w.u8(0x05, 0x05, 0x87); // jump +121 in x (+1 +9, +3 +27, +81)
    w.u8(0x00, 0x00, 0x03); // stitch at 484,0
    w.u8(0x00, 0x00, 0xf3);
    const design = read(w.bytes());
    expect(plain(design)).toEqual([
      ['stitch', 0, 0],
      ['trim', 0, 0],
      ['jump', 121, 0],
      ['jump', 242, 0],
      ['jump', 363, 0],
      ['jump', 484, 0],
      ['stitch', 484, 0],
      ['end', 484, 0],
    ]);
    expect(summarize(design)).toMatchObject({ stitches: 2, trims: 1, jumps: 4, widthMm: 48.4, colors: 1 });
  });

  it('reads a trim only after thread was sewn, and drops jumps that come back to where they began', () => {
    const w = new ByteWriter();
    dstHeader(w);
    for (let i = 0; i < 3; i++) w.u8(0x05, 0x00, 0x83); // three jumps +10 in x before anything is sewn
    w.u8(0x00, 0x00, 0x03); // stitch at 30,0
    w.u8(0x01, 0x00, 0x83).u8(0x02, 0x00, 0x83).u8(0x01, 0x00, 0x83); // +1, -1, +1: a trim spelled as jumps
    w.u8(0x00, 0x00, 0x03); // stitch at 31,0
    w.u8(0x00, 0x00, 0xf3);
    expect(plain(read(w.bytes()))).toEqual([
      ['jump', 10, 0],
      ['jump', 20, 0],
      ['jump', 30, 0],
      ['stitch', 30, 0],
      ['trim', 30, 0],
      ['jump', 31, 0],
      ['stitch', 31, 0],
      ['end', 31, 0],
    ]);
  });

  it('takes the order colours when given, else the default sequence, and says which', () => {
    const w = new ByteWriter();
    dstHeader(w);
    w.u8(0x01, 0x00, 0x03, 0x00, 0x00, 0xc3, 0x01, 0x00, 0x03, 0x00, 0x00, 0xf3);
    const ordered = readStitchFile(w.bytes(), { orderColors: [{ hex: '#FF0000', name: 'Red' }] });
    expect(ordered.ok && summarize(ordered.design)).toMatchObject({
      colorSource: 'order',
      stops: [
        { index: 1, hex: '#ff0000', name: 'Red', stitches: 1 },
        { index: 2, hex: '#ff0000', name: 'Red', stitches: 1 },
      ],
    });
    const plainRead = readStitchFile(w.bytes());
    expect(plainRead.ok && summarize(plainRead.design)).toMatchObject({
      colorSource: 'default',
      stops: [
        { index: 1, hex: '#1f3a93', name: 'Navy' },
        { index: 2, hex: '#d0312d', name: 'Red' },
      ],
    });
  });
});

/** PEC block: label, colour list, stitches at 528 from its start. */
function pecBlock(w: ByteWriter, colors: number[], stitches: number[]): void {
  const start = w.length;
  w.ascii('LA:').ascii('FIXTURE'.padEnd(16, ' ')).ascii('\r');
  w.fill(0x20, 12).u8(0xff, 0x00); // 15 bytes: spaces then 0xFF 0x00
  w.u8(6, 38); // icon stride, icon height
  w.fill(0x20, 12);
  w.u8(colors.length - 1); // offset 48: number of colour changes
  w.u8(...colors); // offset 49: PEC palette indices
  w.padTo(start + 512, 0x20);
  w.u8(0x00, 0x00);
  w.u24le(20 + stitches.length); // distance to the icons
  w.u8(0x31, 0xff, 0xf0).fill(0, 8); // then four shorts: width, height, 0x1E0, 0x1B0
  w.u8(...stitches); // offset 528
}

describe('PES (Brother)', () => {
  it('reads the PEC block: short and 12-bit moves, jump and trim flags, colour change, palette', () => {
    const w = new ByteWriter();
    w.ascii('#PES0001');
    w.u32le(16); // PEC block offset
    w.u16le(1).u16le(1); // hoop, not read
    pecBlock(
      w,
      [5, 13], // Red, Yellow
      [
        ...[0x0a, 0x14], // stitch +10,+20 (7-bit)
        ...[0x76, 0x6c], // stitch -10,-20 (0x76 = -10, 0x6c = -20)
        ...[0x90, 0x64, 0x90, 0x00], // 12-bit with jump flag 0x10: move +100,0
        ...[0xa0, 0x00, 0xa0, 0x00], // 12-bit with trim flag 0x20: trim, move 0,0
        ...[0xfe, 0xb0, 0x02], // colour change
        ...[0x01, 0x01], // stitch +1,+1
        ...[0xff, 0x00], // end
      ],
    );
    const design = read(w.bytes());
    expect(plain(design)).toEqual([
      ['stitch', 10, 20],
      ['stitch', 0, 0],
      ['jump', 100, 0],
      ['trim', 100, 0],
      ['jump', 100, 0],
      ['color-change', 100, 0],
      ['stitch', 101, 1],
      ['end', 101, 1],
    ]);
    expect(design.threads).toEqual([
      { hex: '#ed171f', name: 'Red', catalogNumber: '5' },
      { hex: '#ffff00', name: 'Yellow', catalogNumber: '13' },
    ]);
    expect(design.colorSource).toBe('file');
  });
});

describe('EXP (Melco)', () => {
  it('reads stitches, jump, trim and colour change; y is flipped to point down', () => {
    const bytes = Uint8Array.from([
      ...[0x0a, 0xec], // stitch +10, y -20 up = +20 down
      ...[0x80, 0x04, 0x64, 0x00], // jump +100
      ...[0x80, 0x80, 0x00, 0x00], // trim
      ...[0x80, 0x01, 0x00, 0x00], // colour change
      ...[0x80, 0x02, 0x05, 0x05], // stitch written as a control record: +5, y +5 up
    ]);
    const design = read(bytes, 'melco.exp');
    expect(plain(design)).toEqual([
      ['stitch', 10, 20],
      ['jump', 110, 20],
      ['trim', 110, 20],
      ['color-change', 110, 20],
      ['stitch', 115, 15],
      ['end', 115, 15],
    ]);
  });
});

describe('JEF (Janome)', () => {
  it('reads the header colour indices and the stitch codes', () => {
    const w = new ByteWriter();
    w.u32le(116 + 2 * 8); // stitch offset: header, 2 colour indices, 2 thread types
    w.u32le(0x14).ascii('20260101120000').u8(0, 0); // flags, date
    w.u32le(2); // offset 24: colours
    w.u32le(4).u32le(0); // points, hoop
    w.padTo(116);
    w.u32le(10).u32le(3); // Red, Yellow in the JEF palette
    w.u32le(13).u32le(13); // thread types
    w.u8(0x0a, 0xec); // stitch +10,+20
    w.u8(0x80, 0x02, 0x00, 0x00); // a zero move is a trim
    w.u8(0x80, 0x02, 0x64, 0x00); // jump +100
    w.u8(0x80, 0x01, 0x00, 0x00); // colour change
    w.u8(0x01, 0xff); // stitch +1,+1
    w.u8(0x80, 0x10); // end
    const design = read(w.bytes());
    expect(plain(design)).toEqual([
      ['stitch', 10, 20],
      ['trim', 10, 20],
      ['jump', 110, 20],
      ['color-change', 110, 20],
      ['stitch', 111, 21],
      ['end', 111, 21],
    ]);
    expect(design.threads.map((t) => t.hex)).toEqual(['#ff0000', '#ffff17']);
  });

  it('reads zero moves as one trim after sewing, and as nothing before', () => {
    const w = new ByteWriter();
    w.u32le(116 + 8)
      .u32le(0x14)
      .padTo(24)
      .u32le(1)
      .padTo(116)
      .u32le(10)
      .u32le(13);
    w.u8(0x80, 0x02, 0x00, 0x00); // nothing sewn yet: moves nothing
    w.u8(0x0a, 0x00); // stitch +10
    w.u8(0x80, 0x02, 0x00, 0x00, 0x80, 0x02, 0x00, 0x00, 0x80, 0x02, 0x00, 0x00); // one trim
    w.u8(0x80, 0x10);
    expect(plain(read(w.bytes()))).toEqual([
      ['stitch', 10, 0],
      ['trim', 10, 0],
      ['end', 10, 0],
    ]);
  });
});

describe('XXX (Singer)', () => {
  it('reads short and 16-bit jumps, trim, colour change and the colour table', () => {
    const w = new ByteWriter();
    w.padTo(0x27).u16le(2); // colour count
    w.padTo(0xfe).u16le(0x100 + 23); // offset just past the 0x7F 0x7F end code
    w.u8(0x0a, 0xec); // stitch +10,+20
    w.u8(0x7f, 0x01, 0x0a, 0x00); // jump +10
    w.u8(0x7f, 0x03, 0x00, 0x00); // trim
    w.u8(0x7d).u16le(300).u16le(0); // long jump +300
    w.u8(0x7f, 0x08, 0x00, 0x00); // colour change
    w.u8(0x01, 0xff); // stitch +1,+1
    w.u8(0x7f, 0x7f, 0x02, 0x14, 0x00, 0x00); // end, then two bytes before the colour table
    w.u32be(0xff0000).u32be(0x0000ff);
    const design = read(w.bytes(), 'singer.jef');
    expect(design.format).toBe('XXX');
    expect(plain(design)).toEqual([
      ['stitch', 10, 20],
      ['jump', 20, 20],
      ['trim', 20, 20],
      ['jump', 320, 20],
      ['color-change', 320, 20],
      ['stitch', 321, 21],
      ['end', 321, 21],
    ]);
    expect(design.threads.map((t) => t.hex)).toEqual(['#ff0000', '#0000ff']);
  });
});

describe('VP3 (Husqvarna/Pfaff)', () => {
  it('reads the nested blocks: centre, block start, thread and stitch bytes', () => {
    const w = new ByteWriter();
    const string16 = (s: string) => {
      w.u16be(s.length * 2);
      for (const c of s) w.u16be(c.charCodeAt(0));
    };
    const string8 = (s: string) => w.u16be(s.length).ascii(s);
    w.ascii('%vsm%').u8(0); // magic
    string16('Produced by'); // producer
    w.u8(0x00, 0x02, 0x00).u32be(0); // file block and its length (not read)
    string16(''); // settings
    w.fill(0, 16).u32be(3).u8(0, 1, 12, 0).u8(1); // extents, stitch count, 1 colour, 1 design
    w.u8(0x00, 0x03, 0x00).u32be(0); // design block
    w.u32be(100 * 100).u32be(-50 * 100); // centre x 100, y 50 (y up), in 1/1000 mm
    w.fill(0, 27); // 3 bytes, extents, width and height
    string16(''); // settings
    w.u8(0x64, 0x64).u32be(4096).u32be(0).u32be(0).u32be(4096).ascii('xxPP').u8(1, 0); // 24 bytes
    string16('Produced by');
    w.u16be(1); // colour blocks
    w.u8(0x00, 0x05, 0x00);
    const lengthAt = w.length;
    w.u32be(0); // block length, patched below
    w.u32be(-100 * 100).u32be(50 * 100); // block start relative to the centre: -100, +50 (up) → 0,0
    w.u8(1, 0).u24be(0x336699).u8(0, 0, 0, 5, 0x28); // one colour, no transition, rgb, parts, length, type, weight
    string8('1234'); // catalog number
    string8('Denim'); // description
    string8('Brand');
    w.fill(0, 8).u8(0x00, 0x01, 0x00).u32be(0).u8(0x0a, 0xf6, 0x00); // block shift, stitch block
    w.u8(0x0a, 0x14); // stitch +10,+20 (y already down)
    w.u8(0x80, 0x01).u16be(200).u16be(0).u8(0x80, 0x02); // long stitch +200
    w.u8(0x80, 0x03); // trim
    w.u8(0x80, 0x01).u16be(1000).u16be(0).u8(0x80, 0x02); // after a trim: a move, then the needle
    w.u8(0xfb, 0x00); // stitch -5,0
    w.u8(0); // padding
    w.patchU32be(lengthAt, w.length - lengthAt - 4);
    const design = read(w.bytes());
    expect(plain(design)).toEqual([
      ['stitch', 10, 20],
      ['stitch', 210, 20],
      ['trim', 210, 20],
      ['jump', 1210, 20],
      ['stitch', 1210, 20],
      ['stitch', 1205, 20],
      ['end', 1205, 20],
    ]);
    expect(design.threads).toEqual([{ hex: '#336699', name: 'Denim', catalogNumber: '1234' }]);
  });
});

/**
 * What pyembroidery, an independent reader, reads back from files it wrote
 * (`test/fixtures/reference.json`). Stitches, colour changes, colour blocks and thread colours must
 * be the same; the extent of every record (theirs covers jumps too) within 0.2 mm. Jumps and trims
 * are spelled differently per format, so each format says how its counts map to that reader's:
 *
 * - DST: the same. DST has no trim code: a run of three jumps after thread was sewn is a trim, and
 *   jumps that come back to where their run began (how a trim is spelled) are dropped.
 * - EXP, XXX, PES: the same; each format has its own trim code (PES: a flag on a move).
 * - JEF: jumps the same. Our trims are the zero moves JEF writes for a trim; that reader also calls
 *   a trim each run of jumps, after sewing, that travels more than 3 mm (Janome machines cut such
 *   jumps), so its count is `jumpRunsOver(records, 30)`. Its writer writes no trim codes.
 * - VP3: trims the same (every `80 03`). VP3 has no jump code: our jumps are the long records made
 *   with the thread cut (after a trim), theirs a move to each colour block's start, even one that
 *   moves nothing; our count is given per file.
 */
const FIXTURES = new URL('./test/fixtures/', import.meta.url);

interface Reference {
  format: string;
  stitches: number;
  jumps: number;
  trims: number;
  colorChanges: number;
  colorBlocks: number;
  widthMm: number;
  heightMm: number;
  threads: string[];
}

const reference = JSON.parse(readFileSync(new URL('reference.json', FIXTURES), 'utf8')) as Record<
  string,
  Reference
>;

/** Runs of jumps after sewing that travel more than `limit` (0.1 mm) in x or y: the JEF reading. */
function jumpRunsOver(records: StitchRecords, limit: number): number {
  let runs = 0;
  let cut = true;
  let inRun = false;
  let startX = 0;
  let startY = 0;
  for (let i = 0; i < records.count; i++) {
    const kind = records.kinds[i];
    if (kind !== JUMP) inRun = false;
    if (kind === STITCH) cut = false;
    else if (kind === TRIM || kind === COLOR_CHANGE) cut = true;
    else if (kind === JUMP) {
      if (!inRun) {
        inRun = true;
        startX = i > 0 ? records.xs[i - 1] : 0;
        startY = i > 0 ? records.ys[i - 1] : 0;
      }
      const far = Math.abs(records.xs[i] - startX) > limit || Math.abs(records.ys[i] - startY) > limit;
      if (!cut && far) {
        runs++;
        cut = true;
      }
    }
  }
  return runs;
}

const VP3_JUMPS: Record<string, number> = { ring: 0, multi: 5, long: 0 };

describe.each(Object.keys(reference).sort())('%s agrees with an independent reader', (file) => {
  const ref = reference[file];
  const design = read(new Uint8Array(readFileSync(new URL(file, FIXTURES))), file);
  const summary = summarize(design);
  const count = (kind: number) => design.records.kinds.filter((k) => k === kind).length;

  it('has the same stitches, colour changes, colour blocks and thread colours', () => {
    expect(design.format).toBe(ref.format);
    expect(summary.stitches).toBe(ref.stitches);
    expect(count(COLOR_CHANGE)).toBe(ref.colorChanges);
    expect(summary.colors).toBe(ref.colorBlocks);
    if (ref.threads.length > 0) expect(design.threads.map((t) => t.hex)).toEqual(ref.threads);
    else expect(design.colorSource).toBe('default');
  });

  it('spans the same extent, within 0.2 mm', () => {
    const { xs, ys, count: n } = design.records;
    const width = (Math.max(...xs.subarray(0, n)) - Math.min(...xs.subarray(0, n))) / 10;
    const height = (Math.max(...ys.subarray(0, n)) - Math.min(...ys.subarray(0, n))) / 10;
    expect(Math.abs(width - ref.widthMm)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(height - ref.heightMm)).toBeLessThanOrEqual(0.2);
    expect(summary.widthMm).toBeLessThanOrEqual(ref.widthMm + 0.2);
    expect(summary.heightMm).toBeLessThanOrEqual(ref.heightMm + 0.2);
  });

  it('has the jumps and trims that reader reads, as its format spells them', () => {
    if (ref.format === 'JEF') {
      expect(summary.jumps).toBe(ref.jumps);
      expect(jumpRunsOver(design.records, 30)).toBe(ref.trims);
    } else if (ref.format === 'VP3') {
      expect(summary.trims).toBe(ref.trims);
      expect(summary.jumps).toBe(VP3_JUMPS[file.split('.')[0]]);
    } else {
      expect(summary.jumps).toBe(ref.jumps);
      expect(summary.trims).toBe(ref.trims);
    }
  });
});
