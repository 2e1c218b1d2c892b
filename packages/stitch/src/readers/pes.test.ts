import { describe, expect, it } from 'vitest';
import { recordList, type Design } from '../model.ts';
import { checkQuality } from '../quality.ts';
import { readStitchFile } from '../read.ts';
import { summarize } from '../summary.ts';
import { ByteWriter } from '../test/bytes.ts';
import { PEC_THREADS, countKind, firstDifference, sampleDesign, stitchPoints } from '../test/designs.ts';
import { PES_VERSIONS, encodePesVersion } from '../test/encoder.ts';

function read(bytes: Uint8Array): Design {
  const result = readStitchFile(bytes, { fileName: 'design.pes' });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.design;
}

const NAMED = [
  { hex: '#123456', name: 'Ink', catalogNumber: '1001' },
  { hex: '#abcdef', name: 'Sky', catalogNumber: '1002' },
  { hex: '#fedcba', name: 'Sand', catalogNumber: '1003' },
];

describe('PES of every version PE-Design writes', () => {
  it.each(PES_VERSIONS)('#PES%s: the design, and the name and threads its header holds', (version) => {
    const v = Number(version);
    const input = sampleDesign(v >= 50 ? NAMED : PEC_THREADS);
    const design = read(encodePesVersion({ ...input, name: 'HEADER NAME' }, version, 'PEC LABEL'));
    expect(design.format).toBe('PES');
    expect(firstDifference(stitchPoints(design.records), stitchPoints(input.records))).toBe(-1);
    expect(summarize(design).colors).toBe(3);
    expect(countKind(recordList(design.records), 'trim')).toBe(countKind(input.records, 'trim'));
    // From version 4 the header names the design; before, only the PEC label does.
    expect(design.name).toBe(v >= 40 ? 'HEADER NAME' : 'PEC LABEL');
    // The thread list from version 5; before it the PEC palette's colours.
    expect(design.threads).toEqual(v >= 50 ? NAMED : PEC_THREADS.map((t) => expect.objectContaining(t)));
  });

  it('reads the design of a version whose header it does not know, without its thread names', () => {
    const bytes = encodePesVersion({ ...sampleDesign(PEC_THREADS), name: 'LATER' }, '0060');
    bytes.set(new TextEncoder().encode('0999'), 4);
    bytes.fill(0xee, 12, 40); // settings laid out some other way
    const design = read(bytes);
    expect(summarize(design).stitches).toBe(
      summarize(read(encodePesVersion(sampleDesign(), '0060'))).stitches,
    );
    expect(design.threads.map((t) => t.hex)).toEqual(PEC_THREADS.map((t) => t.hex));
  });
});

describe('an empty PES', () => {
  /** As PE-Design saves a design with nothing in it: a version 6 header and no PEC block written. */
  function emptyPes(pecBytes: number): Uint8Array {
    const w = new ByteWriter();
    w.ascii('#PES0060').u32le(100);
    w.u16le(0).ascii('01').fill(0, 5); // hoop, sub-version, five empty strings
    w.padTo(100);
    w.fill(0, pecBytes);
    if (pecBytes > 800) w.patchU16le(100 + 763, 0x04f0); // stray bytes further on, as PE-Design leaves
    return w.bytes();
  }

  it.each([
    ['zeros where the PEC block would be', 14_445],
    ['the file ending where the PEC block would start', 0],
  ])('with %s is a PES of no stitches, and the quality check says so', (_, pecBytes) => {
    const result = readStitchFile(emptyPes(pecBytes), { fileName: 'Empty.pes' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.design.format).toBe('PES');
    expect(summarize(result.design)).toMatchObject({ stitches: 0, colors: 0, widthMm: 0 });
    expect(checkQuality(result.design, { targetFormats: ['PES'] })).toEqual([
      expect.objectContaining({ code: 'no-stitches', severity: 'error' }),
    ]);
  });

  it('still refuses a PES whose PEC block is damaged rather than blank', () => {
    const bytes = emptyPes(1000);
    bytes.fill(0x41, 100, 110);
    expect(readStitchFile(bytes, { fileName: 'Damaged.pes' })).toMatchObject({
      ok: false,
      error: { code: 'corrupt' },
    });
  });
});

describe('a damaged PES', () => {
  it('never throws: each byte changed in turn, in every header layout', () => {
    for (const version of ['0001', '0060', '0100'] as const) {
      const bytes = encodePesVersion(sampleDesign(NAMED), version);
      for (let at = 8; at < bytes.length; at += 3) {
        const damaged = bytes.slice();
        damaged[at] ^= 0xa5;
        expect(() => readStitchFile(damaged, { fileName: 'damaged.pes' })).not.toThrow();
      }
    }
  });
});
