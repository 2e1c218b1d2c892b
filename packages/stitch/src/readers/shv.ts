import { ByteReader } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { truncated } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign } from '../model.ts';

/** What an SHV file starts with (some software writes as many zero bytes instead). */
export const SHV_NOTICE =
  'Embroidery disk created using software licensed from Viking Sewing Machines AB, Sweden';
/** After the colour count: a 6-byte code, the extents (4 × 16 bits) and the record total. */
const SUMMARY_BYTES = 18;
/** Per colour: its records (32 bits), its colour number, 5 bytes, where it starts (2 × 16 bits). */
const COLOR_ROW_BYTES = 14;

export interface ShvLayout {
  name?: string;
  slots: number[];
  /** Two-byte records per colour block. */
  counts: number[];
  /** Where the stitch records start. */
  stitchesAt: number;
}

/**
 * The parts of an SHV file before its stitches, or a truncated error. Descriptions differ on where
 * the records start: right after the colour rows, or two bytes before their end. The file says
 * which: from the rows' end the bytes left hold their record total, or one record less.
 */
export function shvLayout(bytes: Uint8Array): ShvLayout {
  const r = new ByteReader(bytes, SHV_NOTICE.length);
  const nameLength = r.u8('SHV name');
  const name = r.latin1(nameLength, 'SHV name').replace(/\0.*$/s, '').trim() || undefined;
  const height = r.u8('SHV preview');
  const width = r.u8('SHV preview');
  r.skip(4, 'SHV preview');
  r.skip(height * Math.ceil(width / 2), 'SHV preview');
  const colors = r.u8('SHV colour count');
  r.skip(SUMMARY_BYTES, 'SHV summary');
  const slots: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < colors; i++) {
    counts.push(r.u32be('SHV colours'));
    slots.push(r.u8('SHV colours'));
    r.skip(COLOR_ROW_BYTES - 5, 'SHV colours');
  }
  const total = counts.reduce((a, b) => a + b, 0);
  const words = Math.floor(r.remaining() / 2);
  const stitchesAt = words === total - 1 && total > 0 ? r.pos - 2 : r.pos;
  return { name, slots, counts, stitchesAt };
}

const signed8 = (b: number): number => (b > 127 ? b - 256 : b);

/**
 * Husqvarna/Viking SHV: the notice, the name, a 4-bit preview, the colour rows, then two-byte
 * records (signed x, y; y down) to the end of the file. 0x80 0x01 and two 16-bit moves is a long
 * move, after which the records are moves until 0x80 0x02; 0x80 0x03 is a trim, as in VP3 (the same
 * maker's later format). A colour block ends after its row's count of records; the colour numbers
 * index Husqvarna's palette, which we hold no chart for: blocks of one number share a colour.
 */
export function readShv(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const layout = shvLayout(bytes);
  const r = new ByteReader(bytes, layout.stitchesAt);
  const out = new RecordBuilder(limits.maxRecords, r.remaining() / 2);
  const total = layout.counts.reduce((a, b) => a + b, 0);
  let block = 0;
  let inBlock = 0;
  let moving = false;
  let records = 0;
  const what = 'SHV stitch data';
  while (r.remaining() >= 2) {
    if (block < layout.counts.length - 1 && inBlock >= layout.counts[block]) {
      out.colorChange();
      block++;
      inBlock = 0;
    }
    const b0 = r.u8(what);
    const b1 = r.u8(what);
    let words = 1;
    if (b0 === 0x80 && b1 === 0x01) {
      const dx = r.s16be(what);
      const dy = r.s16be(what);
      out.jump(dx, dy);
      moving = true;
      words = 3;
    } else if (b0 === 0x80 && b1 === 0x02) moving = false;
    else if (b0 === 0x80 && b1 === 0x03) out.trim();
    else if (moving) out.jump(signed8(b0), signed8(b1));
    else out.stitch(signed8(b0), signed8(b1));
    inBlock += words;
    records += words;
  }
  if (records < total) throw truncated(what);
  out.end();
  return { format: 'SHV', records: out.finish(), threads: [], threadSlots: layout.slots, name: layout.name };
}
