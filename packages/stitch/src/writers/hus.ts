import { HUS_COLOR_NUMBERS } from '../format-capacity.ts';
import { compress } from '../lzh/compress.ts';
import type { Design } from '../model.ts';
import { HUS_COMMANDS, HUS_HEADER_BYTES, HUS_SIGNATURES } from '../readers/hus.ts';
import { labelOf, Output } from './output.ts';
import { measure, walk, type StepLimits } from './walk.ts';

/** One signed byte a record along each axis, stitch or move. */
export const HUS_LIMITS: StepLimits = { stitch: 127, jump: 127 };

const NAME_BYTES = 8;

/** One colour number per colour block: the same thread the same number, a new thread the next one. */
function colorNumbers(design: Design, blocks: number): number[] {
  const byHex = new Map<string, number>();
  return Array.from({ length: blocks }, (_, i) => {
    const thread = design.threads[i % Math.max(1, design.threads.length)];
    const hex = thread?.hex.toLowerCase() ?? '';
    let number = byHex.get(hex);
    if (number === undefined) {
      number = byHex.size % HUS_COLOR_NUMBERS;
      byHex.set(hex, number);
    }
    return number;
  });
}

/**
 * Husqvarna/Viking HUS, for older machines: the header (signature, record count, colour count, the
 * extents +x +y -x -y with y up, the offsets of the three streams, an 8-byte name), a colour number
 * per block, then the records as three LZH-compressed streams of one byte each: the command
 * (stitch, jump, trim, colour change, end), the x move and the y move. A trim is its own record, a
 * colour change one at the place the next block starts from. HUS names colours only by number, so
 * threads are numbered in order of first use; the thread list travels with the worksheet.
 */
export function writeHus(design: Design): Uint8Array {
  const extents = measure(design.records);
  const capacity = design.records.count * 2 + 16;
  let commands: Uint8Array = new Uint8Array(capacity);
  let dxs: Uint8Array = new Uint8Array(capacity);
  let dys: Uint8Array = new Uint8Array(capacity);
  let n = 0;
  const push = (command: number, dx: number, dy: number): void => {
    if (n === commands.length) {
      const grow = (a: Uint8Array): Uint8Array => {
        const next = new Uint8Array(a.length * 2);
        next.set(a);
        return next;
      };
      commands = grow(commands);
      dxs = grow(dxs);
      dys = grow(dys);
    }
    commands[n] = command;
    dxs[n] = dx & 0xff;
    dys[n++] = -dy & 0xff; // the model's y down is HUS's y up
  };
  walk(design.records, HUS_LIMITS, {
    stitch: (dx, dy) => push(HUS_COMMANDS.stitch, dx, dy),
    jump: (dx, dy) => push(HUS_COMMANDS.jump, dx, dy),
    trim: () => push(HUS_COMMANDS.trim, 0, 0),
    colorChange: () => push(HUS_COMMANDS.colorChange, 0, 0),
  });
  push(HUS_COMMANDS.end, 0, 0);
  const packed = [commands, dxs, dys].map((stream) => compress(stream.subarray(0, n)));
  const numbers = colorNumbers(design, extents.colorChanges + 1);

  const out = new Output(HUS_HEADER_BYTES + numbers.length * 2 + packed.reduce((k, p) => k + p.length, 0));
  out.bytes(...HUS_SIGNATURES[0]);
  out.u32le(n);
  out.u32le(numbers.length);
  out.u16le(extents.maxX & 0xffff);
  out.u16le(-extents.minY & 0xffff);
  out.u16le(extents.minX & 0xffff);
  out.u16le(-extents.maxY & 0xffff);
  const commandsAt = HUS_HEADER_BYTES + numbers.length * 2;
  out.u32le(commandsAt);
  out.u32le(commandsAt + packed[0].length);
  out.u32le(commandsAt + packed[0].length + packed[1].length);
  const name = labelOf(design.name, NAME_BYTES);
  out.latin1(name);
  out.fill(0, NAME_BYTES - name.length);
  out.u16le(0);
  for (const number of numbers) out.u16le(number);
  for (const stream of packed) out.append(stream);
  return out.finish();
}
