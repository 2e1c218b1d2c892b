import { StitchReadError } from './errors.ts';
import type { StitchKind, StitchRecord } from './model.ts';

/** Collects records at absolute positions from the relative moves most formats store. */
export class RecordBuilder {
  readonly records: StitchRecord[] = [];
  x = 0;
  y = 0;
  private readonly maxRecords: number;

  constructor(maxRecords: number) {
    this.maxRecords = maxRecords;
  }

  private push(kind: StitchKind): void {
    if (this.records.length >= this.maxRecords) {
      throw new StitchReadError('too-large', `The design has more than ${this.maxRecords} records.`);
    }
    this.records.push({ kind, x: this.x, y: this.y });
  }

  stitch(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.push('stitch');
  }

  jump(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.push('jump');
  }

  /** A jump to an absolute position, recorded only when it moves. */
  jumpTo(x: number, y: number): void {
    if (x !== this.x || y !== this.y) this.jump(x - this.x, y - this.y);
  }

  trim(): void {
    this.push('trim');
  }

  /** Inserts a trim before the last `count` records, where the needle was when they began. */
  trimBefore(count: number): void {
    const at = this.records.length - count;
    const from = at > 0 ? this.records[at - 1] : { x: 0, y: 0 };
    this.push('trim');
    this.records.pop();
    this.records.splice(at, 0, { kind: 'trim', x: from.x, y: from.y });
  }

  colorChange(dx = 0, dy = 0): void {
    this.x += dx;
    this.y += dy;
    this.push('color-change');
  }

  end(): void {
    this.push('end');
  }
}
