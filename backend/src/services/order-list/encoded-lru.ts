import { owned } from '../../services/owned-buffer.ts';

/** A response body encoded once: the JSON bytes and, once a client asked for it, their gzip. */
export interface EncodedBody {
  /** Which version of the content the bytes are, when the key names only the content (an ETag). */
  tag?: string;
  json: Buffer;
  gzip?: Buffer;
}

export interface EncodedLruLimits {
  /** Total bytes of all entries (JSON and gzip) kept at most. */
  maxBytes: number;
  maxEntries: number;
}

const sizeOf = (body: EncodedBody) => body.json.length + (body.gzip?.length ?? 0);

/**
 * Encoded bodies by key, least recently used forgotten first, bounded by total bytes and by entries.
 * A pure cache: its keys must name the content exactly (callers build them from versions read from the
 * database), so a miss only costs the work of building the body again.
 */
export class EncodedLru {
  readonly #entries = new Map<string, EncodedBody>();
  readonly #limits: EncodedLruLimits;
  #bytes = 0;

  constructor(limits: EncodedLruLimits) {
    this.#limits = limits;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): EncodedBody | undefined {
    const body = this.#entries.get(key);
    if (body) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, body);
    }
    return body;
  }

  set(key: string, given: EncodedBody): void {
    this.delete(key);
    const size = sizeOf(given);
    if (size > this.#limits.maxBytes) return;
    // The bound counts these bytes, so they must not hold a larger shared block alive.
    const body = { ...given, json: owned(given.json), ...(given.gzip ? { gzip: owned(given.gzip) } : {}) };
    this.#entries.set(key, body);
    this.#bytes += size;
    while (this.#bytes > this.#limits.maxBytes || this.#entries.size > this.#limits.maxEntries) {
      this.delete(this.#entries.keys().next().value as string);
    }
  }

  delete(key: string): void {
    const body = this.#entries.get(key);
    if (!body) return;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(body);
  }
}
