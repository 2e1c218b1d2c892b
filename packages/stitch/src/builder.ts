import { StitchReadError } from './errors.ts';
import { COLOR_CHANGE, END, JUMP, STITCH, TRIM, type StitchRecords } from './model.ts';

/** No machine's frame moves 10 m (in 0.1 mm); past it the numbers are garbage, not a design. */
const MAX_REACH = 100_000;

/** Collects records at absolute positions from the relative moves most formats store. */
export class RecordBuilder {
  x = 0;
  y = 0;
  private count = 0;
  private kinds: Uint8Array;
  private xs: Int32Array;
  private ys: Int32Array;
  private readonly maxRecords: number;

  /** `expected`: a guess of the record count from the file size, to avoid regrowing. */
  constructor(maxRecords: number, expected = 1024) {
    this.maxRecords = maxRecords;
    const capacity = Math.max(16, Math.min(Math.ceil(expected), maxRecords));
    this.kinds = new Uint8Array(capacity);
    this.xs = new Int32Array(capacity);
    this.ys = new Int32Array(capacity);
  }

  private grow(): void {
    if (this.count >= this.maxRecords) {
      throw new StitchReadError('too-large', `The design has more than ${this.maxRecords} records.`);
    }
    const capacity = Math.min(this.kinds.length * 2, this.maxRecords);
    const kinds = new Uint8Array(capacity);
    const xs = new Int32Array(capacity);
    const ys = new Int32Array(capacity);
    kinds.set(this.kinds);
    xs.set(this.xs);
    ys.set(this.ys);
    this.kinds = kinds;
    this.xs = xs;
    this.ys = ys;
  }

  private push(kind: number): void {
    if (this.count === this.kinds.length) this.grow();
    if (this.x > MAX_REACH || this.x < -MAX_REACH || this.y > MAX_REACH || this.y < -MAX_REACH) {
      throw new StitchReadError('corrupt', 'The file is damaged (the design moves farther than 10 m).');
    }
    const i = this.count++;
    this.kinds[i] = kind;
    this.xs[i] = this.x;
    this.ys[i] = this.y;
  }

  stitch(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.push(STITCH);
  }

  jump(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.push(JUMP);
  }

  /** A jump to an absolute position, recorded only when it moves. */
  jumpTo(x: number, y: number): void {
    if (x !== this.x || y !== this.y) this.jump(x - this.x, y - this.y);
  }

  trim(): void {
    this.push(TRIM);
  }

  /** Records collected so far. */
  get length(): number {
    return this.count;
  }

  /** Forgets the records from `length` on (moves that turned out to go nowhere). */
  truncate(length: number): void {
    this.count = Math.min(this.count, length);
  }

  /** Inserts a trim before the last `count` records, where the needle was when they began. */
  trimBefore(count: number): void {
    this.push(TRIM);
    const at = this.count - 1 - count;
    this.kinds.copyWithin(at + 1, at, this.count - 1);
    this.xs.copyWithin(at + 1, at, this.count - 1);
    this.ys.copyWithin(at + 1, at, this.count - 1);
    this.kinds[at] = TRIM;
    this.xs[at] = at > 0 ? this.xs[at - 1] : 0;
    this.ys[at] = at > 0 ? this.ys[at - 1] : 0;
  }

  colorChange(dx = 0, dy = 0): void {
    this.x += dx;
    this.y += dy;
    this.push(COLOR_CHANGE);
  }

  end(): void {
    this.push(END);
  }

  finish(): StitchRecords {
    const n = this.count;
    return { count: n, kinds: this.kinds.slice(0, n), xs: this.xs.slice(0, n), ys: this.ys.slice(0, n) };
  }
}
