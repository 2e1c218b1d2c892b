import { corrupt } from '../errors.ts';
import { HuffmanDecoder } from './huffman.ts';
import {
  BLOCK_SIZE_BITS,
  LENGTH_BITS_COUNT,
  CHAR_COUNT_BITS,
  DISTANCE_COUNT_BITS,
  END_SYMBOL,
  LENGTH_SPECIAL_INDEX,
  MAX_DISTANCE_CODES,
  MAX_LENGTH_CODES,
  MAX_SYMBOLS,
  MIN_MATCH,
} from './format.ts';

/** Reads bits most significant first; past the end it reads zeros, as the format's decoders do. */
class BitReader {
  private readonly bytes: Uint8Array;
  private position = 0;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  /** True once every bit of the input has been read. */
  get exhausted(): boolean {
    return this.position >= this.bytes.length * 8;
  }

  bit = (): number => {
    const p = this.position++;
    const byte = p >> 3;
    return byte < this.bytes.length ? (this.bytes[byte] >> (7 - (p & 7))) & 1 : 0;
  };

  bits(count: number): number {
    let v = 0;
    for (let i = 0; i < count; i++) v = (v << 1) | this.bit();
    return v;
  }

  /** A code length of the small tables: three bits, and 7 or more as 7 plus a run of ones and a zero. */
  variableLength(): number {
    let length = this.bits(3);
    if (length === 7) {
      while (this.bit() === 1) {
        if (++length > 16) throw corrupt('a code length over 16 bits in compressed data');
      }
    }
    return length;
  }
}

/** A code of one symbol is stored as that symbol and takes no bits; else its lengths. */
type Code = { only: number } | { decoder: HuffmanDecoder };

function decode(code: Code, r: BitReader): number {
  if ('only' in code) return code.only;
  const symbol = code.decoder.decode(r.bit);
  if (symbol < 0) throw corrupt('a compressed code outside its table');
  return symbol;
}

function codeOf(lengths: Uint8Array): Code {
  const decoder = HuffmanDecoder.of(lengths);
  if (!decoder) throw corrupt('a compressed code table that makes no code');
  return { decoder };
}

/** The table that codes the literal and length table's code lengths (with a skip after index 3). */
function readLengthCode(r: BitReader): Code {
  const count = r.bits(LENGTH_BITS_COUNT);
  if (count === 0) return { only: r.bits(LENGTH_BITS_COUNT) };
  if (count > MAX_LENGTH_CODES) throw corrupt('too many code lengths in compressed data');
  const lengths = new Uint8Array(count);
  for (let i = 0; i < count;) {
    if (i === LENGTH_SPECIAL_INDEX) {
      i += r.bits(2);
      if (i >= count) break;
    }
    lengths[i++] = r.variableLength();
  }
  return codeOf(lengths);
}

/** Literal and length codes: their lengths coded by `lengthCode`, with runs of unused symbols. */
function readSymbolCode(r: BitReader, lengthCode: Code): Code {
  const count = r.bits(CHAR_COUNT_BITS);
  if (count === 0) return { only: r.bits(CHAR_COUNT_BITS) };
  if (count > MAX_SYMBOLS) throw corrupt('too many symbols in compressed data');
  const lengths = new Uint8Array(count);
  for (let i = 0; i < count;) {
    const c = decode(lengthCode, r);
    if (c === 0) i += 1;
    else if (c === 1) i += 3 + r.bits(4);
    else if (c === 2) i += 20 + r.bits(CHAR_COUNT_BITS);
    else {
      if (c - 2 > 16) throw corrupt('a code length over 16 bits in compressed data');
      lengths[i++] = c - 2;
    }
  }
  return codeOf(lengths);
}

function readDistanceCode(r: BitReader): Code {
  const count = r.bits(DISTANCE_COUNT_BITS);
  if (count === 0) return { only: r.bits(DISTANCE_COUNT_BITS) };
  if (count > MAX_DISTANCE_CODES) throw corrupt('too many distance codes in compressed data');
  const lengths = new Uint8Array(count);
  for (let i = 0; i < count; i++) lengths[i] = r.variableLength();
  return codeOf(lengths);
}

/**
 * Expands an LZH stream (LZ77 with static Huffman codes per block, as in LHA's -lh5- and ARJ, the
 * form HUS stores its stitch streams in) into at most `size` bytes. Each block: its symbol count
 * (16 bits), the code-length code, the literal/length code, the distance code, then the symbols: a
 * byte below 256; 256 to 509 a copy of 3 to 256 bytes from a distance given by its bit count (its
 * code) and those bits after the leading one; 510 the end. Stops at `size` bytes, at the end
 * symbol, or when the input runs out; damaged data throws a `corrupt` StitchReadError.
 */
export function expand(input: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let length = 0;
  const r = new BitReader(input);
  let left = 0;
  let symbols: Code = { only: 0 };
  let distances: Code = { only: 0 };
  while (length < size && !r.exhausted) {
    if (left === 0) {
      left = r.bits(BLOCK_SIZE_BITS);
      if (left === 0) throw corrupt('an empty block in compressed data');
      const lengthCode = readLengthCode(r);
      symbols = readSymbolCode(r, lengthCode);
      distances = readDistanceCode(r);
    }
    left--;
    const symbol = decode(symbols, r);
    if (symbol < 256) {
      out[length++] = symbol;
      continue;
    }
    if (symbol === END_SYMBOL) break;
    if (symbol > END_SYMBOL) throw corrupt('an unknown symbol in compressed data');
    const code = decode(distances, r);
    if (code > 24) throw corrupt('a distance too far in compressed data');
    const back = (code === 0 ? 0 : (1 << (code - 1)) + r.bits(code - 1)) + 1;
    if (back > length) throw corrupt('a copy from before the start of compressed data');
    const end = Math.min(size, length + symbol - 256 + MIN_MATCH);
    // Byte by byte: a copy may overlap what it writes (a run repeats its first bytes).
    for (let from = length - back; length < end;) out[length++] = out[from++];
  }
  return length === size ? out : out.slice(0, length);
}
