/**
 * Canonical Huffman codes as the LZH family (LHA, ARJ, and the Husqvarna HUS streams) uses them:
 * a table of code lengths, codes handed out shortest first and, within a length, by symbol, counting
 * up from zero. Both directions live here so the encoder and the decoder cannot disagree.
 */

/** No code in these streams is longer: decoders look at 16 bits at a time. */
export const MAX_CODE_BITS = 16;

/** Decodes one canonical code: the symbols in code order and how many codes each length has. */
export class HuffmanDecoder {
  private readonly counts: Uint16Array;
  private readonly symbols: Uint16Array;

  private constructor(counts: Uint16Array, symbols: Uint16Array) {
    this.counts = counts;
    this.symbols = symbols;
  }

  /**
   * The decoder for `lengths` (0: the symbol is not used), or null when they make no code: one
   * that is over-subscribed, or (with two symbols or more) one that leaves codes unused, which no
   * encoder writes and would let damaged bits decode to nothing.
   */
  static of(lengths: ArrayLike<number>): HuffmanDecoder | null {
    const counts = new Uint16Array(MAX_CODE_BITS + 1);
    let used = 0;
    for (let s = 0; s < lengths.length; s++) {
      const length = lengths[s];
      if (length > MAX_CODE_BITS) return null;
      if (length > 0) {
        counts[length]++;
        used++;
      }
    }
    let left = 1;
    for (let length = 1; length <= MAX_CODE_BITS; length++) {
      left = left * 2 - counts[length];
      if (left < 0) return null;
    }
    if (used !== 1 && left !== 0) return null;
    const offsets = new Uint16Array(MAX_CODE_BITS + 2);
    for (let length = 1; length <= MAX_CODE_BITS; length++)
      offsets[length + 1] = offsets[length] + counts[length];
    const symbols = new Uint16Array(used);
    for (let s = 0; s < lengths.length; s++) if (lengths[s] > 0) symbols[offsets[lengths[s]]++] = s;
    return new HuffmanDecoder(counts, symbols);
  }

  /** Reads one symbol, a bit at a time from `bit()`; -1 past the code (only a one-symbol code has room). */
  decode(bit: () => number): number {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length <= MAX_CODE_BITS; length++) {
      code |= bit();
      const count = this.counts[length];
      if (code - first < count) return this.symbols[index + code - first];
      index += count;
      first = (first + count) << 1;
      code <<= 1;
    }
    return -1;
  }
}

/**
 * Code lengths for symbols used `frequencies` times, none longer than `maxBits`: Huffman's
 * construction, and while its longest code is too long the rarer counts are halved and it is built
 * again (the small loss against an optimal length-limited code does not matter here).
 */
export function codeLengths(frequencies: ArrayLike<number>, maxBits: number = MAX_CODE_BITS): Uint8Array {
  const n = frequencies.length;
  const weights = Array.from(frequencies, (f) => f);
  for (;;) {
    const lengths = huffmanLengths(weights);
    let longest = 0;
    for (let i = 0; i < n; i++) if (lengths[i] > longest) longest = lengths[i];
    if (longest <= maxBits) return lengths;
    for (let i = 0; i < n; i++) if (weights[i] > 0) weights[i] = Math.max(1, weights[i] >> 1);
  }
}

function huffmanLengths(weights: number[]): Uint8Array {
  const n = weights.length;
  const lengths = new Uint8Array(n);
  const used = weights.flatMap((w, i) => (w > 0 ? [i] : []));
  if (used.length === 1) lengths[used[0]] = 1;
  if (used.length <= 1) return lengths;
  // Nodes: leaves 0…n-1, inner nodes after; each inner node's parent found by merging the two lightest.
  const weight: number[] = [...weights];
  const parent: number[] = new Array<number>(n).fill(-1);
  const queue = used.sort((a, b) => weight[a] - weight[b] || a - b);
  const inner: number[] = [];
  let q = 0;
  let k = 0;
  // Two queues, both in weight order: the leaves sorted, the merged nodes as they are made.
  const lightest = (): number =>
    k >= inner.length || (q < queue.length && weight[queue[q]] <= weight[inner[k]]) ? queue[q++] : inner[k++];
  while (queue.length - q + inner.length - k > 1) {
    const a = lightest();
    const b = lightest();
    const node = weight.length;
    weight.push(weight[a] + weight[b]);
    parent.push(-1);
    parent[a] = node;
    parent[b] = node;
    inner.push(node);
  }
  for (const leaf of used) {
    let depth = 0;
    for (let node = leaf; parent[node] !== -1; node = parent[node]) depth++;
    lengths[leaf] = depth;
  }
  return lengths;
}

/** The code of each symbol for `lengths`, in the canonical order `HuffmanDecoder` reads. */
export function canonicalCodes(lengths: ArrayLike<number>): Uint32Array {
  const counts = new Uint32Array(MAX_CODE_BITS + 2);
  for (let s = 0; s < lengths.length; s++) counts[lengths[s]]++;
  counts[0] = 0;
  const next = new Uint32Array(MAX_CODE_BITS + 2);
  let code = 0;
  for (let length = 1; length <= MAX_CODE_BITS; length++) {
    code = (code + counts[length - 1]) << 1;
    next[length] = code;
  }
  const codes = new Uint32Array(lengths.length);
  for (let s = 0; s < lengths.length; s++) if (lengths[s] > 0) codes[s] = next[lengths[s]]++;
  return codes;
}
