import { DST_COLOR_CHANGE, dstRecord } from './encoder.ts';

/**
 * A DST of `stops` colour blocks of `stitchesPerStop` small stitches each: with 200,000 stops and
 * 6 stitches each (zigzags that come back, so an even count stays in place), a 4 MiB file whose every stop is a colour change, the hostile case of issue 25.
 */
export function manyStopsDst(stops: number, stitchesPerStop: number): Uint8Array {
  const perStop = (stitchesPerStop + 1) * 3;
  const bytes = new Uint8Array(512 + stops * perStop + 3).fill(0x20, 0, 512);
  bytes.set(Array.from('LA:STOPS', (c) => c.charCodeAt(0)));
  const stop = new Uint8Array(perStop);
  for (let i = 0; i < stitchesPerStop; i++)
    stop.set(dstRecord(i % 2 === 0 ? 5 : -5, i % 2 === 0 ? 3 : -3, 0), i * 3);
  stop.set(dstRecord(0, 0, DST_COLOR_CHANGE), stitchesPerStop * 3);
  for (let s = 0; s < stops; s++) bytes.set(stop, 512 + s * perStop);
  bytes.set([0x00, 0x00, 0xf3], 512 + stops * perStop);
  return bytes;
}
