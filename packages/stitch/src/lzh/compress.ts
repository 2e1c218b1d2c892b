import { canonicalCodes, codeLengths, MAX_CODE_BITS } from './huffman.ts';
import {
  BLOCK_SIZE_BITS,
  CHAR_COUNT_BITS,
  DISTANCE_COUNT_BITS,
  LENGTH_BITS_COUNT,
  LENGTH_SPECIAL_INDEX,
  MAX_MATCH,
  MIN_MATCH,
  WINDOW,
} from './format.ts';

/** Writes bits most significant first into a buffer that doubles when full. */
class BitWriter {
  private buf = new Uint8Array(1024);
  private length = 0;
  private acc = 0;
  private filled = 0;

  /** `count` (at most 16) low bits of `value`. */
  bits(count: number, value: number): void {
    this.acc = (this.acc << count) | (value & ((1 << count) - 1));
    this.filled += count;
    while (this.filled >= 8) {
      this.filled -= 8;
      this.byte((this.acc >>> this.filled) & 0xff);
    }
    this.acc &= (1 << this.filled) - 1;
  }

  private byte(value: number): void {
    if (this.length === this.buf.length) {
      const next = new Uint8Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.length++] = value;
  }

  /** The bytes written, the last one padded with zero bits. */
  finish(): Uint8Array {
    if (this.filled > 0) this.bits(8 - this.filled, 0);
    return this.buf.slice(0, this.length);
  }

  variableLength(length: number): void {
    if (length < 7) this.bits(3, length);
    else {
      this.bits(3, 7);
      for (let i = 7; i < length; i++) this.bits(1, 1);
      this.bits(1, 0);
    }
  }
}

/** Hash chains over 3-byte prefixes: each position's previous one with the same hash. */
const HASH_BITS = 15;
/** Candidates tried per position: enough for stitch streams, which repeat in short runs. */
const CHAIN_LIMIT = 8;
/** Copies longer than this have only their first position entered in the chains. */
const LAZY_INSERT = 16;
/** Most symbols in one block (its count is 16 bits). */
const BLOCK_SYMBOLS = 0xffff;

interface Tokens {
  /** 0–255 a byte, 256 + (length - 3) a copy. */
  symbols: Uint16Array;
  /** For a copy, its distance - 1. */
  distances: Uint16Array;
  count: number;
}

function findTokens(data: Uint8Array): Tokens {
  const n = data.length;
  const symbols = new Uint16Array(n);
  const distances = new Uint16Array(n);
  const head = new Int32Array(1 << HASH_BITS).fill(-1);
  const previous = new Int32Array(n);
  const hash = (i: number): number =>
    Math.imul((data[i] << 16) | (data[i + 1] << 8) | data[i + 2], 0x9e3779b1) >>> (32 - HASH_BITS);
  const insert = (i: number): void => {
    if (i + MIN_MATCH > n) return;
    const h = hash(i);
    previous[i] = head[h];
    head[h] = i;
  };
  let count = 0;
  let i = 0;
  while (i < n) {
    let bestLength = 0;
    let bestFrom = 0;
    if (i + MIN_MATCH <= n) {
      const limit = Math.min(MAX_MATCH, n - i);
      let tries = CHAIN_LIMIT;
      for (let from = head[hash(i)]; from >= 0 && i - from <= WINDOW && tries-- > 0; from = previous[from]) {
        // A candidate that cannot beat the best so far fails on its first byte past it.
        if (data[from + bestLength] !== data[i + bestLength]) continue;
        let length = 0;
        while (length < limit && data[from + length] === data[i + length]) length++;
        if (length > bestLength) {
          bestLength = length;
          bestFrom = from;
          if (length === limit) break;
        }
      }
    }
    if (bestLength >= MIN_MATCH) {
      symbols[count] = 256 + bestLength - MIN_MATCH;
      distances[count++] = i - bestFrom - 1;
      // Inside a long copy only its start is worth finding again (as fast compressors do).
      if (bestLength <= LAZY_INSERT) for (const end = i + bestLength; i < end; i++) insert(i);
      else {
        insert(i);
        i += bestLength;
      }
    } else {
      symbols[count++] = data[i];
      insert(i++);
    }
  }
  return { symbols, distances, count };
}

const bitLength = (v: number): number => (v === 0 ? 0 : 32 - Math.clz32(v));

/** The code lengths of the literal and length code as the code-length code's symbols. */
function lengthSymbols(
  lengths: Uint8Array,
  count: number,
): { symbol: number; extra: number; bits: number }[] {
  const out: { symbol: number; extra: number; bits: number }[] = [];
  for (let i = 0; i < count;) {
    if (lengths[i] !== 0) {
      out.push({ symbol: lengths[i++] + 2, extra: 0, bits: 0 });
      continue;
    }
    let run = 0;
    while (i < count && lengths[i] === 0) {
      run++;
      i++;
    }
    if (run <= 2) for (let k = 0; k < run; k++) out.push({ symbol: 0, extra: 0, bits: 0 });
    else if (run <= 18) out.push({ symbol: 1, extra: run - 3, bits: 4 });
    else if (run === 19) {
      out.push({ symbol: 0, extra: 0, bits: 0 });
      out.push({ symbol: 1, extra: 15, bits: 4 });
    } else out.push({ symbol: 2, extra: run - 20, bits: CHAR_COUNT_BITS });
  }
  return out;
}

const usedCount = (lengths: Uint8Array): number => {
  let n = lengths.length;
  while (n > 0 && lengths[n - 1] === 0) n--;
  return n;
};

function writeBlock(w: BitWriter, tokens: Tokens, start: number, end: number): void {
  const charFrequencies = new Uint32Array(511);
  const distanceFrequencies = new Uint32Array(17);
  for (let t = start; t < end; t++) {
    charFrequencies[tokens.symbols[t]]++;
    if (tokens.symbols[t] >= 256) distanceFrequencies[bitLength(tokens.distances[t])]++;
  }
  w.bits(BLOCK_SIZE_BITS, end - start);

  const charLengths = codeLengths(charFrequencies, MAX_CODE_BITS);
  const charsUsed = charFrequencies.reduce((k, f) => k + (f > 0 ? 1 : 0), 0);
  let charCodes: Uint32Array | null = null;
  if (charsUsed === 1) {
    // One symbol: no code-length code, and the symbol itself in place of a table.
    w.bits(LENGTH_BITS_COUNT, 0);
    w.bits(LENGTH_BITS_COUNT, 0);
    w.bits(CHAR_COUNT_BITS, 0);
    w.bits(CHAR_COUNT_BITS, tokens.symbols[start]);
  } else {
    const charCount = usedCount(charLengths);
    const coded = lengthSymbols(charLengths, charCount);
    const frequencies = new Uint32Array(19);
    for (const c of coded) frequencies[c.symbol]++;
    const lengthLengths = codeLengths(frequencies, MAX_CODE_BITS);
    const distinct = frequencies.reduce((k, f) => k + (f > 0 ? 1 : 0), 0);
    let lengthCodes: Uint32Array | null = null;
    if (distinct === 1) {
      w.bits(LENGTH_BITS_COUNT, 0);
      w.bits(LENGTH_BITS_COUNT, coded[0].symbol);
    } else {
      const n = usedCount(lengthLengths);
      w.bits(LENGTH_BITS_COUNT, n);
      for (let i = 0; i < n;) {
        if (i === LENGTH_SPECIAL_INDEX) {
          // Up to three unused lengths after index 3 are skipped; the last length is never one.
          let skip = 0;
          while (skip < 3 && i + skip < n - 1 && lengthLengths[i + skip] === 0) skip++;
          w.bits(2, skip);
          i += skip;
        }
        w.variableLength(lengthLengths[i++]);
      }
      lengthCodes = canonicalCodes(lengthLengths);
    }
    w.bits(CHAR_COUNT_BITS, charCount);
    for (const c of coded) {
      if (lengthCodes) w.bits(lengthLengths[c.symbol], lengthCodes[c.symbol]);
      if (c.bits > 0) w.bits(c.bits, c.extra);
    }
    charCodes = canonicalCodes(charLengths);
  }

  const distanceLengths = codeLengths(distanceFrequencies, MAX_CODE_BITS);
  const distancesUsed = distanceFrequencies.reduce((k, f) => k + (f > 0 ? 1 : 0), 0);
  let distanceCodes: Uint32Array | null = null;
  if (distancesUsed <= 1) {
    w.bits(DISTANCE_COUNT_BITS, 0);
    w.bits(
      DISTANCE_COUNT_BITS,
      Math.max(
        0,
        distanceFrequencies.findIndex((f) => f > 0),
      ),
    );
  } else {
    const n = usedCount(distanceLengths);
    w.bits(DISTANCE_COUNT_BITS, n);
    for (let i = 0; i < n; i++) w.variableLength(distanceLengths[i]);
    distanceCodes = canonicalCodes(distanceLengths);
  }

  for (let t = start; t < end; t++) {
    const symbol = tokens.symbols[t];
    if (charCodes) w.bits(charLengths[symbol], charCodes[symbol]);
    if (symbol < 256) continue;
    const distance = tokens.distances[t];
    const code = bitLength(distance);
    if (distanceCodes) w.bits(distanceLengths[code], distanceCodes[code]);
    if (code > 1) w.bits(code - 1, distance - (1 << (code - 1)));
  }
}

/**
 * Compresses `data` into the LZH stream `expand` reads (and the machines' decoders, within their
 * 1 KiB window): LZ77 copies found by hash chains, then per block of up to 65,535 symbols the
 * Huffman codes for its literals, copy lengths and distances. No end symbol: a reader knows the
 * size it expects.
 */
export function compress(data: Uint8Array): Uint8Array {
  const w = new BitWriter();
  const tokens = findTokens(data);
  for (let start = 0; start < tokens.count; start += BLOCK_SYMBOLS)
    writeBlock(w, tokens, start, Math.min(tokens.count, start + BLOCK_SYMBOLS));
  return w.finish();
}
