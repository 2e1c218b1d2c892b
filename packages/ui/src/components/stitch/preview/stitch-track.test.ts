import { readStitchFile } from '@stitchdesk/stitch';
import { describe, expect, it } from 'vitest';
import { sampleDstBytes } from '../../../test/stitch-files.ts';
import { buildTrack } from './stitch-track.ts';

describe('stitch track', () => {
  it('holds every stitch as a segment in mm, by stop, with the moves lifted', () => {
    const result = readStitchFile(sampleDstBytes(), { fileName: 'logo.dst' });
    if (!result.ok) throw new Error(result.error.message);
    const track = buildTrack(result.design);
    expect(track.count).toBe(51);
    expect(track.stops.map((stop) => [stop.first, stop.end])).toEqual([
      [0, track.stops[0].end],
      [track.stops[0].end, track.stops[1].end],
      [track.stops[1].end, 51],
    ]);
    expect(track.stops.map((stop) => stop.hex)).toEqual(result.design.threads.map((t) => t.hex));
    // Each stop starts where the needle was moved to; inside a run, a stitch starts where the last ended.
    for (const stop of track.stops) expect(track.lifted[stop.first]).toBe(1);
    for (let i = 1; i < track.count; i++) {
      if (!track.lifted[i]) expect([track.sx[i], track.sy[i]]).toEqual([track.ex[i - 1], track.ey[i - 1]]);
    }
    expect(track.extent?.widthMm).toBeCloseTo(44.5, 1);
    expect(track.extent?.heightMm).toBeCloseTo(78, 1);
  });
});
