import { ByteReader } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { truncated } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign } from '../model.ts';

export const DST_HEADER_BYTES = 512;

/**
 * Tajima machines cut the thread when they meet this many jump records in a row (the usual factory
 * setting); DST has no trim code of its own, so a run this long after sewing is read as a trim.
 */
export const DST_JUMPS_PER_TRIM = 3;

const bit = (b: number, n: number): number => (b >> n) & 1;

/** Balanced-ternary x move spread over the three bytes of a record. */
export function dstDx(b0: number, b1: number, b2: number): number {
  return (
    81 * (bit(b2, 2) - bit(b2, 3)) +
    27 * (bit(b1, 2) - bit(b1, 3)) +
    9 * (bit(b0, 2) - bit(b0, 3)) +
    3 * (bit(b1, 0) - bit(b1, 1)) +
    (bit(b0, 0) - bit(b0, 1))
  );
}

/** The y move, turned from DST's y-up into the model's y-down. */
export function dstDy(b0: number, b1: number, b2: number): number {
  return -(
    81 * (bit(b2, 5) - bit(b2, 4)) +
    27 * (bit(b1, 5) - bit(b1, 4)) +
    9 * (bit(b0, 5) - bit(b0, 4)) +
    3 * (bit(b1, 7) - bit(b1, 6)) +
    (bit(b0, 7) - bit(b0, 6))
  );
}

/** The header starts with its "LA:" label, as every DST machine and program writes it. */
const labelled = (bytes: Uint8Array): boolean => bytes[0] === 0x4c && bytes[1] === 0x41 && bytes[2] === 0x3a;

/**
 * The LA field's 16 characters, up to the line's end: padding of NULs or other control bytes (as
 * some software writes it) becomes spaces, bytes past ASCII are read as Latin-1.
 */
function headerName(bytes: Uint8Array): string | undefined {
  if (!labelled(bytes)) return undefined;
  let name = '';
  for (let i = 3; i < 19 && bytes[i] !== 0x0d && bytes[i] !== 0x0a && bytes[i] !== 0x1a; i++) {
    const c = bytes[i];
    name += c < 0x20 || c === 0x7f || (c >= 0x80 && c < 0xa0) ? ' ' : String.fromCharCode(c);
  }
  return name.replace(/ {2,}/g, ' ').trim() || undefined;
}

/** Each byte's share of the x and y moves, looked up instead of decoded bit by bit per record. */
const DX = [0, 1, 2].map((byte) =>
  Int8Array.from({ length: 256 }, (_, b) =>
    dstDx(byte === 0 ? b : 0, byte === 1 ? b : 0, byte === 2 ? b : 0),
  ),
);
const DY = [0, 1, 2].map((byte) =>
  Int8Array.from({ length: 256 }, (_, b) =>
    dstDy(byte === 0 ? b : 0, byte === 1 ? b : 0, byte === 2 ? b : 0),
  ),
);

/**
 * Reads the records after the 512-byte header as machines do: the header's counts and extents are
 * not trusted (the data says what the design is), and the design ends at the end record or, in a
 * file without one, where the whole records end (a stray byte or two after them is ignored). That
 * leniency needs the header's "LA:" label: bytes that are only named .dst must end as a DST does.
 */
export function readDst(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  r.skip(DST_HEADER_BYTES, 'DST header');
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 3);
  // A run of jumps: how many, where its first kept record is, and where the needle was before it.
  let run = 0;
  let runStart = 0;
  let runX = 0;
  let runY = 0;
  // Whether thread has been sewn since the start, the last trim or the last colour change: a run
  // of jumps with nothing sewn before it has nothing to cut.
  let sewn = false;
  const [dx0, dx1, dx2] = DX;
  const [dy0, dy1, dy2] = DY;
  let ended = false;
  while (r.remaining() >= 3) {
    const b0 = bytes[r.pos];
    const b1 = bytes[r.pos + 1];
    const b2 = bytes[r.pos + 2];
    r.pos += 3;
    if ((b2 & 0b11110011) === 0b11110011) {
      ended = true;
      break;
    }
    const dx = dx0[b0] + dx1[b1] + dx2[b2];
    const dy = dy0[b0] + dy1[b1] + dy2[b2];
    if ((b2 & 0b11000011) === 0b11000011) {
      out.colorChange(dx, dy);
      run = 0;
      sewn = false;
    } else if ((b2 & 0b10000011) === 0b10000011 || (b2 & 0b01000011) === 0b01000011) {
      // 0x43 toggles sequin mode on machines with a sequin device; for the design it is a move.
      if (run === 0) {
        runStart = out.length;
        runX = out.x;
        runY = out.y;
      }
      out.jump(dx, dy);
      if (++run === DST_JUMPS_PER_TRIM && sewn) {
        out.trimBefore(out.length - runStart);
        runStart++;
        sewn = false;
      }
      // Jumps that come back to where the run began move nothing: they only spell a trim.
      if (out.x === runX && out.y === runY) out.truncate(runStart);
    } else {
      out.stitch(dx, dy);
      run = 0;
      sewn = true;
    }
  }
  const name = headerName(bytes);
  if (!ended && !labelled(bytes)) throw truncated('DST stitch data without an end record');
  out.end();
  return { format: 'DST', records: out.finish(), threads: [], name };
}
