import { describe, expect, it } from 'vitest';
import { StitchReadError } from '../errors.ts';
import { compress } from './compress.ts';
import { expand } from './expand.ts';
import { WINDOW } from './format.ts';

let seed = 1;
const random = (): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

/** Streams shaped like HUS's: commands in long runs, moves small and repeating. */
const SAMPLES: [string, Uint8Array][] = [
  ['nothing', new Uint8Array(0)],
  ['one byte', Uint8Array.from([0x90])],
  ['one byte repeated', new Uint8Array(5000).fill(0x80)],
  ['random bytes', Uint8Array.from({ length: 4000 }, () => Math.floor(random() * 256))],
  [
    'a command stream',
    Uint8Array.from({ length: 150_000 }, (_, i) => (i % 501 === 500 ? 0x88 : i % 97 === 0 ? 0x81 : 0x80)),
  ],
  ['a move stream', Uint8Array.from({ length: 150_000 }, () => Math.round(random() * 60 - 30) & 0xff)],
];

/** Bits most significant first, as the format reads them. */
function bitsToBytes(bits: string): Uint8Array {
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  return Uint8Array.from({ length: padded.length / 8 }, (_, i) =>
    parseInt(padded.slice(i * 8, i * 8 + 8), 2),
  );
}
const bin = (count: number, value: number): string => value.toString(2).padStart(count, '0');

describe('LZH streams', () => {
  it.each(SAMPLES)('%s: compresses and expands to the same bytes', (_, data) => {
    const packed = compress(data);
    expect(expand(packed, data.length)).toEqual(data);
  });

  it('compresses the stitch streams it is for', () => {
    const [, commands] = SAMPLES[4];
    expect(compress(commands).length).toBeLessThan(commands.length / 20);
  });

  it('expands a block written from the format description: literals, then a copy', () => {
    // Literal/length code: 'a' and 'b' 2 bits, symbol 259 (a copy of 6 bytes) 1 bit; its lengths
    // are coded with runs of unused symbols (code-length symbol 2) and lengths 1 and 2 (symbols 3, 4).
    const bits =
      bin(16, 4) +
      // code-length code: 5 lengths: 2, 2, 2, [skip 0], 3, 3 → symbols 0,1,2 2-bit; 3,4 3-bit
      bin(5, 5) +
      bin(3, 2) +
      bin(3, 2) +
      bin(3, 2) +
      bin(2, 0) +
      bin(3, 3) +
      bin(3, 3) +
      // 260 literal/length code lengths: 97 unused, a=2, b=2, 160 unused, 259=1
      bin(9, 260) +
      // codes: sym0=00, sym1=01, sym2=10, sym3=110, sym4=111
      '10' +
      bin(9, 97 - 20) +
      '111' +
      '111' +
      '10' +
      bin(9, 160 - 20) +
      '110' +
      // distance code: 2 lengths of 1 bit (codes 0, 1)
      bin(5, 2) +
      bin(3, 1) +
      bin(3, 1) +
      // symbols: 259 = '0'; a = '10'; b = '11'; then the copy: 259, distance code 1 (back 2)
      '10' +
      '11' +
      '0' +
      '1';
    expect(new TextDecoder().decode(expand(bitsToBytes(bits), 8))).toBe('abababab');
  });

  it('copies from no further back than the machines’ 1 KiB window', () => {
    // The same 600 bytes 1.5 KiB apart: too far to copy, so they compress no better than once each.
    const block = Uint8Array.from({ length: 600 }, () => Math.floor(random() * 256));
    const filler = Uint8Array.from({ length: 1500 }, () => Math.floor(random() * 256));
    const data = new Uint8Array([...block, ...filler, ...block]);
    const packed = compress(data);
    expect(expand(packed, data.length)).toEqual(data);
    expect(packed.length).toBeGreaterThan(data.length * 0.95);
    expect(WINDOW).toBe(1024);
  });

  it('stops at the size it is asked for, and at the end of the input', () => {
    const [, moves] = SAMPLES[5];
    const packed = compress(moves);
    expect(expand(packed, 1000)).toEqual(moves.subarray(0, 1000));
    expect(expand(packed.subarray(0, packed.length >> 1), moves.length).length).toBeLessThan(moves.length);
  });

  it('reads damaged bytes as a typed error or fewer bytes, never anything else', () => {
    const [, commands] = SAMPLES[4];
    const packed = compress(commands);
    for (let trial = 0; trial < 300; trial++) {
      const damaged = packed.slice();
      for (let k = 0; k < 3; k++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      try {
        expect(expand(damaged, commands.length).length).toBeLessThanOrEqual(commands.length);
      } catch (error) {
        expect(error).toBeInstanceOf(StitchReadError);
      }
    }
  });
});
