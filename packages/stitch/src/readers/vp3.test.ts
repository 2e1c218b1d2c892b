import { describe, expect, it } from 'vitest';
import { recordList, type Design } from '../model.ts';
import { readStitchFile } from '../read.ts';
import { ByteWriter } from '../test/bytes.ts';

function read(bytes: Uint8Array): Design {
  const result = readStitchFile(bytes, { fileName: 'design.vp3' });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.design;
}

const plain = (design: Design) => recordList(design.records).map((r) => [r.kind, r.x, r.y]);

/** How two programs lay out the same VP3 where they differ. */
interface Producer {
  producer: string;
  /** The file's settings text ("Setting:…" in some programs, empty in VSM's). */
  settings: string;
  notes: string;
  /** Design settings before "xxPP": VSM's 18 bytes (a scale and a matrix), or another program's. */
  designSettings: number[];
  /** Colours per thread (a gradient thread lists several). */
  threadColors: number[];
  /** Bytes a program keeps in a colour block after its stitch block. */
  afterStitches: number[];
}

const VSM: Producer = {
  producer: 'Produced by     Software Ltd',
  settings: '',
  notes: '',
  designSettings: [0x64, 0x64, 0, 0, 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10, 0],
  threadColors: [0x336699],
  afterStitches: [0],
};

const EMBRILLIANCE: Producer = {
  producer: 'Embrilliance Essentials',
  settings: 'Setting:Hoop 130x180;',
  notes: 'Saved for a Designer Ruby',
  designSettings: [0x64, 0x64, 0, 0, 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10, 0, 0, 0, 0, 0],
  threadColors: [0x336699, 0x6699cc],
  afterStitches: [0x00, 0x02, 0x00, 0, 0, 0, 4, 1, 2, 3, 4],
};

function vp3(p: Producer): Uint8Array {
  const w = new ByteWriter();
  const string16 = (s: string) => {
    w.u16be(s.length * 2);
    for (const c of s) w.u16be(c.charCodeAt(0));
  };
  const string8 = (s: string) => w.u16be(s.length).ascii(s);
  w.ascii('%vsm%').u8(0);
  string16(p.producer);
  w.u8(0x00, 0x02, 0x00).u32be(0); // file block (its length is not read)
  string16(p.settings);
  w.fill(0, 16).u32be(4).u8(0, 1, 12, 0).u8(1); // extents, stitch count, 1 colour, 1 design
  w.u8(0x00, 0x03, 0x00).u32be(0); // design block
  w.u32be(100 * 100).u32be(-50 * 100); // centre 100, 50 (y up) in 1/1000 mm
  w.fill(0, 27);
  string16(p.notes);
  w.u8(...p.designSettings)
    .ascii('xxPP')
    .u8(1, 0);
  string16(p.producer);
  w.u16be(1); // colour blocks
  w.u8(0x00, 0x05, 0x00);
  const blockLengthAt = w.length;
  w.u32be(0);
  w.u32be(-100 * 100).u32be(50 * 100); // the block starts at the origin
  w.u8(p.threadColors.length, 0);
  for (const rgb of p.threadColors) w.u24be(rgb).u8(0).u16be(0);
  w.u8(5, 0x28);
  string8('1234');
  string8('Denim');
  string8('Brand');
  w.fill(0, 8); // block shift
  w.u8(0x00, 0x01, 0x00);
  const stitchLengthAt = w.length;
  w.u32be(0);
  w.u8(0x0a, 0xf6, 0x00);
  w.u8(0x0a, 0x14); // stitch +10,+20
  w.u8(0x80, 0x01).u16be(300).u16be(0).u8(0x80, 0x02); // a 30 mm stitch in one record
  w.u8(0x80, 0x03); // trim
  w.u8(0x80, 0x01).u16be(500).u16be(0).u8(0x80, 0x02); // after the trim: a move, then the needle
  w.u8(0xfb, 0x00); // stitch -5,0
  w.patchU32be(stitchLengthAt, w.length - stitchLengthAt - 4);
  w.u8(...p.afterStitches);
  w.patchU32be(blockLengthAt, w.length - blockLengthAt - 4);
  return w.bytes();
}

describe('VP3 from different programs', () => {
  it.each([
    ['VSM', VSM],
    ['Embrilliance', EMBRILLIANCE],
  ])('reads the same design from %s’s layout', (_, producer) => {
    const design = read(vp3(producer));
    expect(plain(design)).toEqual([
      ['stitch', 10, 20],
      ['stitch', 310, 20],
      ['trim', 310, 20],
      ['jump', 810, 20],
      ['stitch', 810, 20],
      ['stitch', 805, 20],
      ['end', 805, 20],
    ]);
    // A gradient thread is shown in its last colour.
    expect(design.threads).toEqual([
      { hex: producer === VSM ? '#336699' : '#6699cc', name: 'Denim', catalogNumber: '1234' },
    ]);
  });

  it('never throws on a damaged file: every cut and every byte changed in turn', () => {
    const bytes = vp3(EMBRILLIANCE);
    for (let cut = 0; cut < bytes.length; cut++) {
      const result = readStitchFile(bytes.subarray(0, cut), { fileName: 'cut.vp3' });
      if (!result.ok) expect(['truncated', 'corrupt', 'unknown-format']).toContain(result.error.code);
    }
    for (let at = 6; at < bytes.length; at++) {
      const damaged = bytes.slice();
      damaged[at] ^= 0xa5;
      expect(() => readStitchFile(damaged, { fileName: 'damaged.vp3' })).not.toThrow();
    }
  });
});
